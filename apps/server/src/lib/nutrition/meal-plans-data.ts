import { MealPlansFile, mealPlanGoals, type MealPlanGoal } from '@atlas/shared/content/meal-plans';
import { dietMeals, type DietMeal } from '@atlas/shared/rules/diet';
import { readContent } from '../content-files';
import type { FoodRecord } from './foods-data';

/** Goals offered by the meal planner; each has one sample day. */
export { mealPlanGoals, type MealPlanGoal };

/** The day's meals, in order: the diet rules' list. */
export const mealNames = dietMeals;
export type MealName = DietMeal;

export interface MealPlanItem {
  /** A {@link FoodRecord} id. */
  food: FoodRecord['id'];
  grams: number;
}

export type MealPlanDay = Record<MealName, readonly MealPlanItem[]>;

/**
 * One sample day per goal, from content/meal-plans.json. Only foods and grams are listed there; calories
 * and macros are computed from the food table, so the plans stay in step with it. nutrition-data.test.ts
 * checks each goal's limits.
 */
export const mealPlans: Record<MealPlanGoal, MealPlanDay> = readContent('meal-plans.json', MealPlansFile);
