import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FoodsFile } from '@atlas/shared/content/foods';
import { MealPlansFile, mealPlanGoals } from '@atlas/shared/content/meal-plans';
import { dietMeals } from '@atlas/shared/rules/diet';
import { contentDir } from '../content-files';
import { foods } from './foods-data';
import { mealPlans } from './meal-plans-data';

/** The file as it is on disk, parsed but not yet checked. */
const raw = (file: string): unknown => JSON.parse(readFileSync(`${contentDir}${file}`, 'utf8'));

/** The counts the TypeScript tables had when they moved to content/ (243 foods, 48 of them recipes). */
const FOOD_COUNT = 243;
const RECIPE_COUNT = 48;
const PORTION_COUNT = 157;
const MEAL_PLAN_ITEM_COUNT = 142;

describe('content/foods.json', () => {
  const parsed = FoodsFile.safeParse(raw('foods.json'));

  it('matches its schema', () => {
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('holds the whole table, with unique ids', () => {
    const list = parsed.data ?? [];
    expect(list).toHaveLength(FOOD_COUNT);
    expect(list.filter((f) => f.source === 'recipe')).toHaveLength(RECIPE_COUNT);
    expect(list.filter((f) => f.portion)).toHaveLength(PORTION_COUNT);
    expect(new Set(list.map((f) => f.id)).size).toBe(list.length);
  });

  it('is what the server serves, unchanged by the schema', () => {
    expect(foods).toEqual(raw('foods.json'));
  });

  it('refuses rows the schema should catch', () => {
    const [first] = parsed.data ?? [];
    const broken = (change: object) => FoodsFile.safeParse([{ ...first, ...change }]).success;
    expect(broken({})).toBe(true);
    expect(broken({ fat: -1 })).toBe(false);
    expect(broken({ calories: 12.5 })).toBe(false);
    expect(broken({ ar: '' })).toBe(false);
    expect(broken({ en: ' ' })).toBe(false);
    expect(broken({ group: 'snacks' })).toBe(false);
    expect(broken({ tags: ['vegan'] })).toBe(false);
    expect(broken({ fibre: 3 })).toBe(false);
    expect(FoodsFile.safeParse([first, first]).success).toBe(false);
  });
});

describe('content/meal-plans.json', () => {
  const parsed = MealPlansFile.safeParse(raw('meal-plans.json'));

  it('matches its schema', () => {
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('has one day per goal, every meal, and only foods of the table', () => {
    const plans = parsed.data!;
    expect(Object.keys(plans)).toEqual([...mealPlanGoals]);
    const ids = new Set(foods.map((f) => f.id));
    let items = 0;
    for (const goal of mealPlanGoals) {
      expect(Object.keys(plans[goal]), goal).toEqual([...dietMeals]);
      for (const meal of dietMeals) {
        for (const item of plans[goal][meal]) {
          expect(ids.has(item.food), `${goal} ${meal} ${item.food}`).toBe(true);
          items += 1;
        }
      }
    }
    expect(items).toBe(MEAL_PLAN_ITEM_COUNT);
  });

  it('is what the server serves, unchanged by the schema', () => {
    expect(mealPlans).toEqual(raw('meal-plans.json'));
  });

  it('refuses a missing or unknown goal and an empty meal', () => {
    const plans = parsed.data!;
    const { keto: _keto, ...withoutKeto } = plans;
    expect(MealPlansFile.safeParse(withoutKeto).success).toBe(false);
    expect(MealPlansFile.safeParse({ ...plans, paleo: plans.keto }).success).toBe(false);
    expect(MealPlansFile.safeParse({ ...plans, keto: { ...plans.keto, snack: [] } }).success).toBe(false);
  });
});
