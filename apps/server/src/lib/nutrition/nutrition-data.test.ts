import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foodGroups, foodTags } from '@atlas/shared/content/foods';
import { foods, type FoodGroup, type FoodRecord, type FoodTag } from './foods-data';
import { mealNames, mealPlanGoals, mealPlans, type MealPlanDay, type MealPlanGoal } from './meal-plans-data';

const groups: readonly FoodGroup[] = foodGroups;
const tags: readonly FoodTag[] = foodTags;

/** Ids other parts of the app refer to. */
const requiredIds = [
  'oats',
  'brown-rice-cooked',
  'white-rice-cooked',
  'sweet-potato-baked',
  'white-bread',
  'whole-wheat-bread',
  'pasta-cooked',
  'potato-boiled',
  'sugar',
  'soda-cola',
  'chicken-breast-grilled',
  'chicken-thigh-roasted',
  'beef-lean-grilled',
  'tuna-canned-water',
  'salmon-baked',
  'tilapia-grilled',
  'shrimp-cooked',
  'egg-whole-boiled',
  'egg-white',
  'lentils-cooked',
  'chickpeas-cooked',
  'tofu-firm',
  'greek-yogurt-plain-nonfat',
  'yogurt-plain-whole',
  'milk-skim',
  'milk-whole',
  'cottage-cheese-lowfat',
  'areesh-cheese',
  'whey-protein-powder',
  'avocado',
  'olive-oil',
  'almonds',
  'walnuts',
  'peanut-butter',
  'tahini',
  'french-fries',
  'donut-glazed',
  'biscuits-plain',
  'banana',
  'apple',
  'orange',
  'dates',
  'cucumber',
  'tomato',
  'lettuce',
  'broccoli-steamed',
  'spinach-cooked',
  'mixed-salad',
  'carrot',
  'honey',
  'dark-chocolate-70',
  'quinoa-cooked',
  'bulgur-cooked',
  'hummus',
  'butter',
  'cheddar-cheese',
  'mozzarella-part-skim',
  'turkey-breast-roasted',
  'beef-liver-cooked',
  'sardines-canned-oil',
  'flaxseed',
  'chia-seeds',
  'pumpkin-seeds',
  'sunflower-seeds',
  'peanuts',
  'cashews',
  'pistachios',
  'berries-mixed',
  'watermelon',
  'grapes',
  'pomegranate',
  'zucchini-cooked',
  'green-beans-cooked',
  'okra-cooked',
  'eggplant-grilled',
  'bell-pepper',
  'onion',
  'garlic',
  'mushrooms',
  'corn-cooked',
  'peas-cooked',
  'kidney-beans-cooked',
  'fava-beans-cooked',
  'white-cheese-feta',
  'labneh',
  'kefir',
  'protein-bar',
  'rice-cakes',
  'corn-flakes',
  'granola',
  'coconut-oil',
  'ghee',
  'sunflower-oil',
];

/** The everyday Egyptian table. */
const egyptianIds = [
  'ful-medames',
  'taameya',
  'koshari',
  'baladi-bread',
  'molokhia',
  'feteer-meshaltet',
  'rice-with-vermicelli',
  'grilled-kofta',
  'dates',
  'mahshi',
  'warak-enab',
  'fattah',
  'hawawshi',
  'shakshuka',
  'bamia-stew',
  'macarona-bechamel',
  'roz-bel-laban',
  'basbousa',
  'konafa',
  'om-ali',
  'areesh-cheese',
  'roumy-cheese',
  'domiati-cheese',
  'baba-ghanoug',
  'tahina-salad',
  'besarah',
  'lentil-soup',
  'liver-alexandrian',
  'sayadeya',
  'tilapia-grilled',
  'sugarcane-juice',
  'karkade',
  'sahlab',
  'halawa-tahiniya',
  'guava',
  'mango',
  'figs',
];

const byId = new Map(foods.map((f) => [f.id, f]));

function food(id: string): FoodRecord {
  const f = byId.get(id);
  if (!f) throw new Error(`unknown food ${id}`);
  return f;
}

const oneDecimal = (n: number) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9;

describe('food table', () => {
  it('has at least 230 foods and covers every group', () => {
    expect(foods.length).toBeGreaterThanOrEqual(230);
    expect(new Set(foods.map((f) => f.group))).toEqual(new Set(groups));
  });

  it('has unique kebab-case ids and unique English and Arabic names', () => {
    for (const key of ['id', 'en', 'ar'] as const) {
      const values = foods.map((f) => f[key]);
      const duplicates = values.filter((v, i) => values.indexOf(v) !== i);
      expect(duplicates, key).toEqual([]);
    }
    for (const f of foods) expect(f.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('contains the ids the app depends on and the Egyptian table', () => {
    const missing = [...requiredIds, ...egyptianIds].filter((id) => !byId.has(id));
    expect(missing).toEqual([]);
    expect(food('whey-protein-powder').group).toBe('supplements');
  });

  it.each(foods)('$id has sensible names, values and tags', (f) => {
    expect(f.en).toMatch(/^[A-Z]/);
    expect(f.en).not.toMatch(/[\u0600-\u06ff]/);
    expect(f.ar).toMatch(/[\u0600-\u06ff]/);
    expect(f.ar).not.toMatch(/[A-Za-z]/);
    expect(f.ar.trim()).toBe(f.ar);
    expect(Number.isInteger(f.calories)).toBe(true);
    for (const n of [f.calories, f.protein, f.fat, f.carbs]) {
      expect(n).toBeGreaterThanOrEqual(0);
      expect(oneDecimal(n)).toBe(true);
    }
    expect(f.protein + f.fat + f.carbs).toBeLessThanOrEqual(100.1);
    expect(f.calories).toBeLessThanOrEqual(900);
    expect(new Set(f.tags).size).toBe(f.tags.length);
    for (const tag of f.tags) expect(tags).toContain(tag);
    expect(['usda-sr', 'recipe']).toContain(f.source);
    if (f.portion) {
      expect(f.portion.grams).toBeGreaterThan(0);
      expect(f.portion.en).toMatch(/\S/);
      expect(f.portion.ar).toMatch(/[\u0600-\u06ff]/);
      expect(f.portion.ar).not.toMatch(/[A-Za-z]/);
    }
  });

  it.each(foods)('$id: calories agree with 4 kcal/g protein and carbs and 9 kcal/g fat', (f) => {
    const fromMacros = 4 * f.protein + 4 * f.carbs + 9 * f.fat;
    const gap = Math.abs(f.calories - fromMacros);
    expect(gap <= 0.15 * f.calories || gap <= 20, `${f.calories} kcal vs ${fromMacros.toFixed(1)}`).toBe(
      true,
    );
  });

  it('tags animal foods and gluten consistently', () => {
    for (const f of foods) {
      if (f.group === 'meat' || f.group === 'poultry') expect(f.tags, f.id).toContain('meat');
      if (f.group === 'fish') expect(f.tags, f.id).toContain('fish');
      if (f.group === 'eggs') expect(f.tags, f.id).toContain('egg');
    }
    expect(food('oats').tags).not.toContain('gluten');
    for (const id of [
      'baladi-bread',
      'white-bread',
      'pasta-cooked',
      'bulgur-cooked',
      'koshari',
      'feteer-meshaltet',
    ]) {
      expect(food(id).tags, id).toContain('gluten');
    }
    for (const id of ['sugar', 'honey', 'soda-cola', 'basbousa', 'sugarcane-juice']) {
      expect(food(id).tags, id).toContain('added-sugar');
    }
  });
});

/** The recipe section of docs/nutrition/food-sources.md, one entry per `### \`id\`` heading. */
function readRecipes() {
  const markdown = readFileSync(
    new URL('../../../../../docs/nutrition/food-sources.md', import.meta.url),
    'utf8',
  );
  const sections = markdown.split(/^### /m).slice(1);
  return sections.map((section) => {
    const id = /^`([a-z0-9-]+)`/.exec(section)?.[1];
    if (!id) throw new Error(`recipe heading without an id: ${section.slice(0, 40)}`);
    const items = [...section.matchAll(/^\| `([a-z0-9-]+)` +\| +(\d+) \|$/gm)].map((m) => ({
      food: m[1]!,
      grams: Number(m[2]),
    }));
    const cooked = /^- Cooked weight: (\d+) g/m.exec(section);
    const per100 =
      /^- Per 100 g: (\d+) kcal, ([\d.]+) g protein, ([\d.]+) g fat, ([\d.]+) g carbohydrate\.$/m.exec(
        section,
      );
    if (!per100) throw new Error(`${id}: no per-100 g line`);
    return {
      id,
      items,
      weight: cooked ? Number(cooked[1]) : items.reduce((sum, i) => sum + i.grams, 0),
      documented: {
        calories: Number(per100[1]),
        protein: Number(per100[2]),
        fat: Number(per100[3]),
        carbs: Number(per100[4]),
      },
    };
  });
}

describe('recipes (docs/nutrition/food-sources.md)', () => {
  const recipes = readRecipes();

  it('documents exactly the rows marked as recipes', () => {
    expect(recipes.map((r) => r.id).sort()).toEqual(
      foods
        .filter((f) => f.source === 'recipe')
        .map((f) => f.id)
        .sort(),
    );
  });

  it.each(recipes)('$id recomputes from the table', (recipe) => {
    const row = food(recipe.id);
    expect(recipe.items.length).toBeGreaterThanOrEqual(2);
    const total = { calories: 0, protein: 0, fat: 0, carbs: 0 };
    const ingredientTags = new Set<FoodTag>();
    for (const item of recipe.items) {
      expect(item.food).not.toBe(recipe.id);
      const f = food(item.food);
      for (const key of ['calories', 'protein', 'fat', 'carbs'] as const)
        total[key] += (f[key] * item.grams) / 100;
      f.tags.forEach((t) => ingredientTags.add(t));
    }
    const per100 = (value: number) => (value / recipe.weight) * 100;
    expect(Math.abs(per100(total.calories) - row.calories)).toBeLessThanOrEqual(0.5 + 1e-9);
    for (const key of ['protein', 'fat', 'carbs'] as const) {
      expect(Math.abs(per100(total[key]) - row[key]), key).toBeLessThanOrEqual(0.05 + 1e-9);
    }
    expect(recipe.documented).toEqual({
      calories: row.calories,
      protein: row.protein,
      fat: row.fat,
      carbs: row.carbs,
    });
    expect(new Set(row.tags)).toEqual(ingredientTags);
  });
});

function totals(day: MealPlanDay) {
  const sum = { calories: 0, protein: 0, fat: 0, carbs: 0 };
  for (const meal of mealNames) {
    for (const item of day[meal]) {
      const f = food(item.food);
      sum.calories += (item.grams / 100) * f.calories;
      sum.protein += (item.grams / 100) * f.protein;
      sum.fat += (item.grams / 100) * f.fat;
      sum.carbs += (item.grams / 100) * f.carbs;
    }
  }
  return {
    ...sum,
    proteinShare: (4 * sum.protein) / sum.calories,
    fatShare: (9 * sum.fat) / sum.calories,
    carbShare: (4 * sum.carbs) / sum.calories,
  };
}

const foodsOf = (day: MealPlanDay) => mealNames.flatMap((meal) => day[meal].map((item) => food(item.food)));

describe('meal plans', () => {
  it('has one day for every goal', () => {
    expect(Object.keys(mealPlans).sort()).toEqual([...mealPlanGoals].sort());
  });

  it.each(mealPlanGoals)('%s: known foods, 2–5 items a meal, realistic grams', (goal) => {
    const day = mealPlans[goal];
    expect(Object.keys(day).sort()).toEqual([...mealNames].sort());
    for (const meal of mealNames) {
      expect(day[meal].length, meal).toBeGreaterThanOrEqual(2);
      expect(day[meal].length, meal).toBeLessThanOrEqual(5);
      for (const item of day[meal]) {
        expect(byId.has(item.food), item.food).toBe(true);
        expect(item.grams % 5, item.food).toBe(0);
        expect(item.grams, item.food).toBeGreaterThan(0);
        expect(item.grams, item.food).toBeLessThanOrEqual(food(item.food).group === 'oils' ? 20 : 400);
      }
    }
  });

  const rules: Record<MealPlanGoal, (day: MealPlanDay) => void> = {
    'weight-loss': (day) => {
      const t = totals(day);
      expect(t.calories).toBeGreaterThanOrEqual(1400);
      expect(t.calories).toBeLessThanOrEqual(1700);
    },
    'muscle-gain': (day) => {
      const t = totals(day);
      expect(t.calories).toBeGreaterThanOrEqual(2600);
      expect(t.calories).toBeLessThanOrEqual(3100);
      expect(t.protein).toBeGreaterThanOrEqual(150);
    },
    'high-protein': (day) => {
      expect(totals(day).proteinShare).toBeGreaterThanOrEqual(0.35);
    },
    balanced: (day) => {
      const t = totals(day);
      expect(t.calories).toBeGreaterThanOrEqual(1900);
      expect(t.calories).toBeLessThanOrEqual(2300);
      expect(t.carbShare).toBeGreaterThanOrEqual(0.45);
      expect(t.carbShare).toBeLessThanOrEqual(0.6);
    },
    'low-carb': (day) => {
      expect(totals(day).carbs).toBeLessThanOrEqual(100);
    },
    vegetarian: (day) => {
      for (const f of foodsOf(day)) {
        expect(f.tags, f.id).not.toContain('meat');
        expect(f.tags, f.id).not.toContain('fish');
      }
    },
    keto: (day) => {
      const t = totals(day);
      expect(t.carbs).toBeLessThanOrEqual(30);
      expect(t.fatShare).toBeGreaterThanOrEqual(0.65);
    },
    'diabetic-friendly': (day) => {
      for (const f of foodsOf(day)) expect(f.tags, f.id).not.toContain('added-sugar');
      expect(totals(day).carbShare).toBeLessThanOrEqual(0.45);
    },
    'heart-healthy': (day) => {
      expect(totals(day).fatShare).toBeLessThanOrEqual(0.3);
      for (const f of foodsOf(day)) {
        const id = f.id.replace('peanut-butter', '');
        expect(id, f.id).not.toMatch(/fried|french-fries|butter|ghee/);
      }
    },
    'gluten-free': (day) => {
      for (const f of foodsOf(day)) expect(f.tags, f.id).not.toContain('gluten');
    },
  };

  it.each(mealPlanGoals)('%s: meets its goal', (goal) => {
    rules[goal](mealPlans[goal]);
  });
});
