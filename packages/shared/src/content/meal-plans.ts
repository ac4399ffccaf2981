import { z } from 'zod';
import { dietMeals } from '../rules/diet';
import { foodId } from './foods';

/**
 * The meal planner's sample days as a data file (content/meal-plans.json): the shape the server
 * checks it against when it reads it. Only foods and grams are listed; calories and macros are
 * computed from the food table (content/foods.json), so the plans stay in step with it.
 */

/** Goals offered by the meal planner, in the order they are shown; each has one sample day. */
export const mealPlanGoals = [
  'weight-loss',
  'muscle-gain',
  'high-protein',
  'balanced',
  'low-carb',
  'vegetarian',
  'keto',
  'diabetic-friendly',
  'heart-healthy',
  'gluten-free',
] as const;
export type MealPlanGoal = (typeof mealPlanGoals)[number];

export const MealPlanItemContent = z.strictObject({
  /** The id of a food of content/foods.json. */
  food: foodId,
  grams: z.number().positive(),
});
export type MealPlanItemContent = z.infer<typeof MealPlanItemContent>;

/** One day: every meal of the diet rules (breakfast, lunch, dinner, snack), each with its foods. */
export const MealPlanDayContent = z.record(z.enum(dietMeals), z.array(MealPlanItemContent).min(1));
export type MealPlanDayContent = z.infer<typeof MealPlanDayContent>;

/** One day for every goal, and nothing else. */
export const MealPlansFile = z.record(z.enum(mealPlanGoals), MealPlanDayContent);
export type MealPlansFile = z.infer<typeof MealPlansFile>;
