import {
  mealPlanTargetGoals,
  type FoodDto,
  type MealDto,
  type MealItemDto,
  type MealPlanDto,
} from '@atlas/shared/contract/nutrition';
import type { BuilderFood } from '@atlas/shared/rules/meal-builder';
import { totalsOf } from '@atlas/shared/rules/meal-builder';
import { formatNumber } from '@atlas/shared/rules/format';
import { searchKey } from '@atlas/shared/rules/food-search';
import type { Language } from '@atlas/shared/rules/locale';
import { prepareJson, type PreparedJson } from '../prepared-json';
import type { MediaUrl } from '../media';
import { foods, type FoodRecord } from './foods-data';
import { mealNames, mealPlanGoals, mealPlans } from './meal-plans-data';

/**
 * The food table (docs/nutrition/food-sources.md) as the API and the diet engine use it. It is
 * reference data versioned with the code, so every answer is prepared once per language.
 */
export interface FoodTable {
  readonly byId: ReadonlyMap<string, BuilderFood & { record: FoodRecord }>;
  /** The table, or the foods whose name holds `search`, the first `limit` of them (total in the answer). */
  foodsJson(lang: Language, search?: string, limit?: number): PreparedJson;
  mealPlansJson(lang: Language): PreparedJson;
  mealItem(food: string, grams: number, lang: Language): MealItemDto;
}

/** Search answers are kept (the same terms come again and again) up to this many, then forgotten. */
const SEARCH_CACHE_SIZE = 2000;

export function createFoodTable(media: MediaUrl): FoodTable {
  const searches = new Map<string, PreparedJson>();
  const byId = new Map(
    foods.map((f) => [
      f.id,
      { id: f.id, calories: f.calories, protein: f.protein, fat: f.fat, carbs: f.carbs, record: f },
    ]),
  );
  const keys = foods.map((f) => ({ id: f.id, key: `${searchKey(f.en)}\n${searchKey(f.ar)}` }));
  const image = (f: FoodRecord) => media(`/assets/foods/${f.group}.svg`);
  const toDto = (f: FoodRecord, lang: Language): FoodDto => ({
    id: f.id,
    name: f[lang],
    image: image(f),
    group: f.group,
    calories: f.calories,
    protein: f.protein,
    fat: f.fat,
    carbs: f.carbs,
    portion: f.portion ? { grams: f.portion.grams, label: f.portion[lang] } : null,
  });
  const byName = (lang: Language) => [...foods].sort((a, b) => a[lang].localeCompare(b[lang], lang));
  const sorted = { en: byName('en'), ar: byName('ar') };
  const allJson = {
    en: prepareJson(JSON.stringify(sorted.en.map((f) => toDto(f, 'en')))),
    ar: prepareJson(JSON.stringify(sorted.ar.map((f) => toDto(f, 'ar')))),
  };

  const grams = (value: number, lang: Language) =>
    lang === 'ar' ? `${formatNumber(value, 'ar')} جم` : `${formatNumber(value, 'en')} g`;

  const mealItem = (food: string, amount: number, lang: Language): MealItemDto => {
    const f = byId.get(food)?.record;
    if (!f) throw new Error(`unknown food ${food}`);
    return { food, name: f[lang], image: image(f), quantity: grams(amount, lang), grams: amount };
  };

  const mealPlansFor = (lang: Language): MealPlanDto[] =>
    mealPlanGoals.map((goal) => {
      const day = mealPlans[goal];
      const plan = Object.fromEntries(
        mealNames.map((meal): [string, MealDto] => {
          const totals = totalsOf(day[meal], byId);
          return [
            meal,
            {
              calories: totals.calories,
              protein: totals.protein,
              carbs: totals.carbs,
              fats: totals.fat,
              items: day[meal].map((i) => mealItem(i.food, i.grams, lang)),
            },
          ];
        }),
      ) as MealPlanDto['plan'];
      return { goal, id: goal, targetGoal: mealPlanTargetGoals[goal], plan };
    });
  const plansJson = {
    en: prepareJson(JSON.stringify(mealPlansFor('en'))),
    ar: prepareJson(JSON.stringify(mealPlansFor('ar'))),
  };

  return {
    byId,
    foodsJson(lang, search, limit) {
      const term = searchKey(search ?? '');
      if (!term && limit === undefined) return allJson[lang];
      const key = `${lang}|${limit ?? ''}|${term}`;
      let answer = searches.get(key);
      if (!answer) {
        const hits = term ? new Set(keys.filter((k) => k.key.includes(term)).map((k) => k.id)) : null;
        const matching = sorted[lang].filter((f) => !hits || hits.has(f.id));
        const page = limit === undefined ? matching : matching.slice(0, limit);
        answer = prepareJson(JSON.stringify(page.map((f) => toDto(f, lang))), matching.length);
        if (searches.size >= SEARCH_CACHE_SIZE) searches.clear();
        searches.set(key, answer);
      }
      return answer;
    },
    mealPlansJson: (lang) => plansJson[lang],
    mealItem,
  };
}
