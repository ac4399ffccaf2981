import { dietMeals, type DietMeal } from '@atlas/shared/rules/diet';
import type { FoodRecord } from './foods-data';

/** Goals offered by the meal planner; each has one sample day. */
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
 * One sample day per goal. Only foods and grams are listed here; calories and macros are computed from
 * the food table, so the plans stay in step with it. nutrition-data.test.ts checks each goal's limits.
 */
export const mealPlans: Record<MealPlanGoal, MealPlanDay> = {
  'weight-loss': {
    breakfast: [
      { food: 'ful-medames', grams: 200 },
      { food: 'baladi-bread', grams: 45 },
      { food: 'egg-whole-boiled', grams: 50 },
      { food: 'mixed-salad', grams: 100 },
    ],
    lunch: [
      { food: 'tilapia-grilled', grams: 200 },
      { food: 'brown-rice-cooked', grams: 150 },
      { food: 'salata-baladi', grams: 150 },
    ],
    dinner: [
      { food: 'areesh-cheese', grams: 150 },
      { food: 'whole-wheat-bread', grams: 60 },
      { food: 'cucumber', grams: 100 },
      { food: 'tomato', grams: 100 },
    ],
    snack: [
      { food: 'greek-yogurt-plain-nonfat', grams: 170 },
      { food: 'guava', grams: 100 },
    ],
  },
  'muscle-gain': {
    breakfast: [
      { food: 'oats', grams: 80 },
      { food: 'milk-whole', grams: 250 },
      { food: 'banana', grams: 120 },
      { food: 'whey-protein-powder', grams: 30 },
      { food: 'peanut-butter', grams: 20 },
    ],
    lunch: [
      { food: 'chicken-breast-grilled', grams: 200 },
      { food: 'rice-with-vermicelli', grams: 300 },
      { food: 'molokhia', grams: 250 },
      { food: 'salata-baladi', grams: 150 },
    ],
    dinner: [
      { food: 'grilled-kofta', grams: 150 },
      { food: 'baladi-bread', grams: 90 },
      { food: 'tahina-salad', grams: 30 },
      { food: 'mixed-salad', grams: 150 },
    ],
    snack: [
      { food: 'greek-yogurt-plain-nonfat', grams: 170 },
      { food: 'dates', grams: 40 },
      { food: 'almonds', grams: 30 },
    ],
  },
  'high-protein': {
    breakfast: [
      { food: 'egg-white', grams: 200 },
      { food: 'egg-whole-boiled', grams: 100 },
      { food: 'areesh-cheese', grams: 100 },
      { food: 'whole-wheat-bread', grams: 30 },
      { food: 'tomato', grams: 100 },
    ],
    lunch: [
      { food: 'chicken-breast-grilled', grams: 200 },
      { food: 'brown-rice-cooked', grams: 150 },
      { food: 'broccoli-steamed', grams: 150 },
      { food: 'salata-baladi', grams: 100 },
    ],
    dinner: [
      { food: 'tilapia-grilled', grams: 200 },
      { food: 'sweet-potato-baked', grams: 150 },
      { food: 'mixed-salad', grams: 150 },
    ],
    snack: [
      { food: 'greek-yogurt-plain-nonfat', grams: 200 },
      { food: 'whey-shake', grams: 280 },
    ],
  },
  balanced: {
    breakfast: [
      { food: 'ful-medames', grams: 200 },
      { food: 'baladi-bread', grams: 90 },
      { food: 'egg-whole-boiled', grams: 50 },
      { food: 'salata-baladi', grams: 100 },
      { food: 'tea-with-milk', grams: 220 },
    ],
    lunch: [
      { food: 'chicken-breast-grilled', grams: 150 },
      { food: 'rice-with-vermicelli', grams: 200 },
      { food: 'molokhia', grams: 250 },
      { food: 'mixed-salad', grams: 100 },
    ],
    dinner: [
      { food: 'areesh-cheese', grams: 100 },
      { food: 'whole-wheat-bread', grams: 60 },
      { food: 'yogurt-plain-whole', grams: 105 },
      { food: 'cucumber', grams: 100 },
    ],
    snack: [
      { food: 'banana', grams: 120 },
      { food: 'dates', grams: 30 },
      { food: 'almonds', grams: 20 },
    ],
  },
  'low-carb': {
    breakfast: [
      { food: 'egg-whole-boiled', grams: 100 },
      { food: 'areesh-cheese', grams: 100 },
      { food: 'cucumber', grams: 100 },
      { food: 'tomato', grams: 100 },
      { food: 'olives-green', grams: 20 },
    ],
    lunch: [
      { food: 'grilled-kofta', grams: 200 },
      { food: 'mixed-salad', grams: 200 },
      { food: 'tahina-salad', grams: 40 },
    ],
    dinner: [
      { food: 'tilapia-grilled', grams: 200 },
      { food: 'zucchini-cooked', grams: 150 },
      { food: 'salata-baladi', grams: 150 },
    ],
    snack: [
      { food: 'greek-yogurt-plain-nonfat', grams: 170 },
      { food: 'almonds', grams: 30 },
    ],
  },
  vegetarian: {
    breakfast: [
      { food: 'ful-medames', grams: 200 },
      { food: 'baladi-bread', grams: 90 },
      { food: 'areesh-cheese', grams: 100 },
      { food: 'salata-baladi', grams: 100 },
    ],
    lunch: [
      { food: 'koshari', grams: 350 },
      { food: 'mixed-salad', grams: 150 },
      { food: 'yogurt-plain-whole', grams: 105 },
    ],
    dinner: [
      { food: 'shakshuka', grams: 290 },
      { food: 'baladi-bread', grams: 45 },
      { food: 'cucumber', grams: 100 },
    ],
    snack: [
      { food: 'greek-yogurt-plain-nonfat', grams: 170 },
      { food: 'banana', grams: 120 },
      { food: 'walnuts', grams: 15 },
    ],
  },
  keto: {
    breakfast: [
      { food: 'egg-whole-boiled', grams: 150 },
      { food: 'avocado', grams: 80 },
      { food: 'white-cheese-feta', grams: 50 },
      { food: 'olive-oil', grams: 10 },
    ],
    lunch: [
      { food: 'salmon-baked', grams: 150 },
      { food: 'lettuce', grams: 100 },
      { food: 'cucumber', grams: 50 },
      { food: 'olive-oil', grams: 15 },
    ],
    dinner: [
      { food: 'chicken-thigh-roasted', grams: 150 },
      { food: 'zucchini-cooked', grams: 150 },
      { food: 'butter', grams: 15 },
      { food: 'spinach-cooked', grams: 100 },
    ],
    snack: [
      { food: 'walnuts', grams: 30 },
      { food: 'cheddar-cheese', grams: 30 },
    ],
  },
  'diabetic-friendly': {
    breakfast: [
      { food: 'ful-medames', grams: 150 },
      { food: 'whole-wheat-bread', grams: 60 },
      { food: 'egg-whole-boiled', grams: 50 },
      { food: 'cucumber', grams: 100 },
      { food: 'tomato', grams: 100 },
    ],
    lunch: [
      { food: 'chicken-breast-grilled', grams: 150 },
      { food: 'bulgur-cooked', grams: 150 },
      { food: 'green-beans-cooked', grams: 150 },
      { food: 'mixed-salad', grams: 150 },
    ],
    dinner: [
      { food: 'tilapia-grilled', grams: 150 },
      { food: 'lentil-soup', grams: 250 },
      { food: 'salata-baladi', grams: 100 },
    ],
    snack: [
      { food: 'greek-yogurt-plain-nonfat', grams: 170 },
      { food: 'almonds', grams: 20 },
      { food: 'apple', grams: 150 },
    ],
  },
  'heart-healthy': {
    breakfast: [
      { food: 'oats', grams: 60 },
      { food: 'milk-skim', grams: 250 },
      { food: 'berries-mixed', grams: 150 },
      { food: 'walnuts', grams: 10 },
    ],
    lunch: [
      { food: 'tilapia-grilled', grams: 150 },
      { food: 'brown-rice-cooked', grams: 200 },
      { food: 'lentil-soup', grams: 250 },
      { food: 'salata-baladi', grams: 150 },
    ],
    dinner: [
      { food: 'ful-medames', grams: 200 },
      { food: 'baladi-bread', grams: 90 },
      { food: 'mixed-salad', grams: 150 },
    ],
    snack: [
      { food: 'orange', grams: 130 },
      { food: 'greek-yogurt-plain-nonfat', grams: 170 },
    ],
  },
  'gluten-free': {
    breakfast: [
      { food: 'ful-medames', grams: 200 },
      { food: 'egg-whole-boiled', grams: 100 },
      { food: 'areesh-cheese', grams: 100 },
      { food: 'cucumber', grams: 100 },
    ],
    lunch: [
      { food: 'chicken-breast-grilled', grams: 150 },
      { food: 'white-rice-cooked', grams: 200 },
      { food: 'molokhia', grams: 250 },
      { food: 'salata-baladi', grams: 100 },
    ],
    dinner: [
      { food: 'tilapia-grilled', grams: 150 },
      { food: 'sweet-potato-baked', grams: 150 },
      { food: 'baba-ghanoug', grams: 60 },
      { food: 'mixed-salad', grams: 100 },
    ],
    snack: [
      { food: 'greek-yogurt-plain-nonfat', grams: 170 },
      { food: 'dates', grams: 30 },
      { food: 'pistachios', grams: 20 },
    ],
  },
};
