/**
 * Portions a day of meals to hit macro targets: each meal is a template of foods with gram bounds,
 * and the grams are solved by coordinate descent on the squared relative macro error, then rounded
 * to kitchen steps and polished by a local search. Pure and deterministic.
 */
import { dietMeals, mealShares, withinTolerance, type DietMeal } from './diet';

export interface Macros {
  protein: number;
  carbs: number;
  fat: number;
}

export interface BuilderFood extends Macros {
  id: string;
  /** kcal per 100 g */
  calories: number;
}

export interface TemplateItem {
  food: string;
  /** grams */
  min: number;
  max: number;
}

export interface MealTemplate {
  id: string;
  items: readonly TemplateItem[];
}

export type MealTemplates = Record<DietMeal, readonly MealTemplate[]>;

export interface PlannedItem {
  food: string;
  grams: number;
}

export interface Totals extends Macros {
  calories: number;
}

export interface PlannedMeal {
  meal: DietMeal;
  template: string;
  items: PlannedItem[];
  totals: Totals;
}

export interface PlannedDay {
  meals: PlannedMeal[];
  totals: Totals;
  withinTolerance: boolean;
}

const STEP = 5;
const MACROS = ['protein', 'carbs', 'fat'] as const;

export function totalsOf(items: readonly PlannedItem[], foods: ReadonlyMap<string, BuilderFood>): Totals {
  const sum: Totals = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const { food, grams } of items) {
    const f = foods.get(food);
    if (!f) throw new Error(`unknown food ${food}`);
    const k = grams / 100;
    sum.calories += f.calories * k;
    sum.protein += f.protein * k;
    sum.carbs += f.carbs * k;
    sum.fat += f.fat * k;
  }
  return {
    calories: Math.round(sum.calories),
    protein: Math.round(sum.protein),
    carbs: Math.round(sum.carbs),
    fat: Math.round(sum.fat),
  };
}

/** Weighted squared error; fat weighs more because a gram of it carries 9 kcal. */
function errorOf(actual: Macros, target: Macros): number {
  let e = 0;
  for (const k of MACROS) {
    const scale = Math.max(target[k], 10);
    const w = k === 'fat' ? 2.25 : 1;
    e += w * ((actual[k] - target[k]) / scale) ** 2;
  }
  return e;
}

function macrosOf(grams: readonly number[], rows: readonly BuilderFood[]): Macros {
  const m = { protein: 0, carbs: 0, fat: 0 };
  grams.forEach((g, i) => {
    for (const k of MACROS) m[k] += (rows[i]![k] * g) / 100;
  });
  return m;
}

/** Continuous solve within bounds: each coordinate's optimum is a closed form (the error is quadratic in it). */
function solve(
  rows: readonly BuilderFood[],
  lo: readonly number[],
  hi: readonly number[],
  target: Macros,
): number[] {
  const grams = lo.map((l, i) => (l + hi[i]!) / 2);
  for (let round = 0; round < 60; round++) {
    for (let i = 0; i < grams.length; i++) {
      const current = macrosOf(grams, rows);
      let num = 0;
      let den = 0;
      for (const k of MACROS) {
        const scale = Math.max(target[k], 10);
        const w = (k === 'fat' ? 2.25 : 1) / (scale * scale);
        const a = rows[i]![k] / 100;
        const rest = current[k] - a * grams[i]! - target[k];
        num -= w * a * rest;
        den += w * a * a;
      }
      if (den > 0) grams[i] = Math.min(hi[i]!, Math.max(lo[i]!, num / den));
    }
  }
  return grams;
}

/** Grams for one template's foods that bring its macros closest to the target. */
export function portionMeal(
  template: MealTemplate,
  foods: ReadonlyMap<string, BuilderFood>,
  target: Macros,
): PlannedItem[] {
  const rows = template.items.map((item) => {
    const food = foods.get(item.food);
    if (!food) throw new Error(`template ${template.id}: unknown food ${item.food}`);
    return food;
  });
  const lo = template.items.map((i) => i.min);
  const hi = template.items.map((i) => i.max);
  let grams = solve(rows, lo, hi, target);
  // an optional food in a token amount (10 g of chicken) is left out, and the rest solved again
  for (let round = 0; round < template.items.length; round++) {
    const token = template.items.findIndex(
      (item, i) => item.min === 0 && hi[i]! > 0 && grams[i]! > 0 && grams[i]! < Math.min(30, item.max / 3),
    );
    if (token === -1) break;
    hi[token] = 0;
    grams = solve(rows, lo, hi, target);
  }

  // Kitchen steps, then nudge single items by one step while that lowers the error.
  const stepped = grams.map((g, i) => clampStep(g, lo[i]!, hi[i]!));
  let best = errorOf(macrosOf(stepped, rows), target);
  for (let improved = true, guard = 0; improved && guard < 200; guard++) {
    improved = false;
    for (let i = 0; i < stepped.length; i++) {
      for (const delta of [STEP, -STEP]) {
        const next = stepped[i]! + delta;
        if (next < lo[i]! || next > hi[i]!) continue;
        const trial = stepped.slice();
        trial[i] = next;
        const e = errorOf(macrosOf(trial, rows), target);
        if (e < best - 1e-12) {
          best = e;
          stepped[i] = next;
          improved = true;
        }
      }
    }
  }
  return template.items
    .map((item, i) => ({ food: item.food, grams: stepped[i]! }))
    .filter((i) => i.grams > 0);
}

function clampStep(value: number, min: number, max: number): number {
  const stepped = Math.round(value / STEP) * STEP;
  return Math.min(max, Math.max(min, stepped));
}

function targetShare(day: Macros, share: number): Macros {
  return { protein: day.protein * share, carbs: day.carbs * share, fat: day.fat * share };
}

/**
 * A day of four meals for the targets. `seed` picks which templates the day starts from, so two
 * people get different menus while the same inputs always give the same plan. The main meals are
 * portioned for their share of the day; the snack then takes up what they left, trying each snack
 * template. The first combination within tolerance wins; otherwise the closest of all.
 */
export function planDay(
  target: Totals,
  templates: MealTemplates,
  foods: ReadonlyMap<string, BuilderFood>,
  seed: number,
): PlannedDay {
  const main = dietMeals.filter((m) => m !== 'snack');
  const sizes = main.map((m) => templates[m].length);
  const combinations = sizes.reduce((a, b) => a * b, 1);
  const portioned = new Map<string, PlannedMeal>();
  const mealOf = (meal: DietMeal, index: number): PlannedMeal => {
    const key = `${meal}:${index}`;
    let planned = portioned.get(key);
    if (!planned) {
      const template = templates[meal][index]!;
      const items = portionMeal(template, foods, targetShare(target, mealShares[meal]));
      planned = { meal, template: template.id, items, totals: totalsOf(items, foods) };
      portioned.set(key, planned);
    }
    return planned;
  };

  let best: PlannedDay | undefined;
  let bestError = Infinity;
  for (let attempt = 0; attempt < combinations; attempt++) {
    // mixed-radix digits of (seed + attempt): one template index per main meal
    let rest = (seed + attempt) % combinations;
    const meals = main.map((meal, i) => {
      const index = rest % sizes[i]!;
      rest = Math.floor(rest / sizes[i]!);
      return mealOf(meal, index);
    });
    const eaten = sumTotals(meals.map((m) => m.totals));
    const left = {
      protein: Math.max(0, target.protein - eaten.protein),
      carbs: Math.max(0, target.carbs - eaten.carbs),
      fat: Math.max(0, target.fat - eaten.fat),
    };
    for (let s = 0; s < templates.snack.length; s++) {
      const template = templates.snack[(seed + s) % templates.snack.length]!;
      const items = portionMeal(template, foods, left);
      const snack: PlannedMeal = {
        meal: 'snack',
        template: template.id,
        items,
        totals: totalsOf(items, foods),
      };
      const day = [...meals, snack];
      const totals = sumTotals(day.map((m) => m.totals));
      if (withinTolerance(totals, target)) return { meals: day, totals, withinTolerance: true };
      const e = errorOf(totals, target);
      if (e < bestError) {
        bestError = e;
        best = { meals: day, totals, withinTolerance: false };
      }
    }
  }
  return best!;
}

function sumTotals(list: readonly Totals[]): Totals {
  return list.reduce(
    (a, b) => ({
      calories: a.calories + b.calories,
      protein: a.protein + b.protein,
      carbs: a.carbs + b.carbs,
      fat: a.fat + b.fat,
    }),
    { calories: 0, protein: 0, carbs: 0, fat: 0 },
  );
}

/** A small stable hash of the inputs, for `planDay`'s seed. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return Math.abs(h) % 9973;
}
