import {
  ACTIVITY_FACTOR,
  bmi,
  bmiBand,
  bodyFat,
  dietTargets,
  roundBmi,
  type BodyInput,
  type DietGoal,
} from '@atlas/shared/rules/diet';
import { planDay, seedOf, type MealTemplates } from '@atlas/shared/rules/meal-builder';
import type { DietPlanDataDto } from '@atlas/shared/contract/nutrition';
import type { Language } from '@atlas/shared/rules/locale';
import { dietTemplates } from './diet-templates';
import type { FoodTable } from './food-table';

/** What the engine works out: every figure of a plan but its explanation. */
export type DietFigures = Omit<DietPlanDataDto, 'aiExplanation' | 'explanation'>;

export interface DietRequest extends BodyInput {
  goal: DietGoal;
}

/** Template gram bounds are for a 2,000 kcal day; portions grow and shrink with the day's energy. */
function scaledTemplates(calories: number): MealTemplates {
  const scale = Math.min(2, Math.max(0.4, calories / 2000));
  const step = (g: number) => Math.round((g * scale) / 5) * 5;
  const out = {} as Record<keyof MealTemplates, MealTemplates[keyof MealTemplates]>;
  for (const [meal, templates] of Object.entries(dietTemplates) as [
    keyof MealTemplates,
    MealTemplates['lunch'],
  ][]) {
    out[meal] = templates.map((t) => ({
      id: t.id,
      items: t.items.map((i) => ({
        food: i.food,
        min: step(i.min),
        max: Math.max(step(i.max), step(i.min)),
      })),
    }));
  }
  return out;
}

/**
 * The diet engine (docs/api-compatibility.md): body metrics, daily targets and a day of meals from the food
 * table, all computed here and offline. The same inputs always give the same plan.
 */
export function computeDietPlan(request: DietRequest, table: FoodTable, lang: Language): DietFigures {
  const targets = dietTargets(request, request.goal);
  const fat = bodyFat(request);
  const index = bmi(request.weight, request.height);
  const seed = seedOf(
    [
      request.age,
      request.gender,
      request.weight,
      request.height,
      request.waist,
      request.neck,
      request.goal,
    ].join('|'),
  );
  const day = planDay(
    { calories: targets.calories, protein: targets.protein, carbs: targets.carbs, fat: targets.fat },
    scaledTemplates(targets.calories),
    table.byId,
    seed,
  );
  return {
    bmi: roundBmi(index),
    bmiBand: bmiBand(index),
    bodyFat: fat.percent,
    bodyFatMethod: fat.method,
    bmr: targets.bmr,
    tdee: targets.tdee,
    activityFactor: ACTIVITY_FACTOR,
    growing: targets.growing,
    target: { calories: targets.calories, protein: targets.protein, carbs: targets.carbs, fat: targets.fat },
    totals: day.totals,
    meals: day.meals.map((m) => ({
      meal: m.meal,
      calories: m.totals.calories,
      protein: m.totals.protein,
      carbs: m.totals.carbs,
      fats: m.totals.fat,
      items: m.items.map((item) => table.mealItem(item.food, item.grams, lang)),
    })),
  };
}
