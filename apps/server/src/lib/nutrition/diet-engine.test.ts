import { describe, expect, it } from 'vitest';
import { dietGoals, macroCalories, withinTolerance, type Gender } from '@atlas/shared/rules/diet';
import { computeDietPlan } from './diet-engine';
import { dietPlanText, templateExplanation } from './diet-text';
import { createFoodTable } from './food-table';
import { dietTemplates } from './diet-templates';

const table = createFoodTable((path) => `http://shop.test${path}`);

describe('the diet engine', () => {
  it('every template food is in the table', () => {
    for (const templates of Object.values(dietTemplates)) {
      for (const t of templates)
        for (const item of t.items) expect(table.byId.has(item.food), item.food).toBe(true);
    }
  });

  it('hits the targets within tolerance for adults of every size, sex and goal', () => {
    const misses: string[] = [];
    let plans = 0;
    for (const goal of dietGoals) {
      for (const gender of ['male', 'female'] as Gender[]) {
        for (const age of [18, 25, 40, 60, 80]) {
          for (const height of [150, 165, 180, 195]) {
            for (const bmi of [17, 21, 25, 30, 38]) {
              const weight = Math.round(bmi * (height / 100) ** 2);
              const body = {
                age,
                gender,
                weight,
                height,
                waist: Math.round(height * (0.38 + bmi / 100)),
                neck: 36,
                goal,
              };
              const plan = computeDietPlan(body, table, 'en');
              plans += 1;
              expect(Math.abs(macroCalories(plan.target) - plan.target.calories)).toBeLessThanOrEqual(6);
              if (!withinTolerance(plan.totals, plan.target)) {
                misses.push(
                  `${goal} ${gender} ${age}y ${height}cm ${weight}kg: ${JSON.stringify(plan.totals)} vs ${JSON.stringify(plan.target)}`,
                );
              }
            }
          }
        }
      }
    }
    expect(plans).toBe(1200);
    expect(misses).toEqual([]);
  });

  it('meal totals are the sum of their foods, and the day the sum of its meals', () => {
    const plan = computeDietPlan(
      { age: 30, gender: 'female', weight: 62, height: 165, waist: 74, neck: 32, goal: 'lose-weight' },
      table,
      'en',
    );
    for (const meal of plan.meals) {
      const calories = meal.items.reduce(
        (sum, i) => sum + (table.byId.get(i.food)!.calories * i.grams) / 100,
        0,
      );
      expect(Math.abs(calories - meal.calories)).toBeLessThanOrEqual(1);
      expect(meal.items.length).toBeGreaterThanOrEqual(2);
      for (const item of meal.items) expect(item.grams % 5).toBe(0);
    }
    expect(plan.meals.reduce((s, m) => s + m.calories, 0)).toBe(plan.totals.calories);
  });

  it('gives the same plan for the same inputs, and a different menu to different people', () => {
    const a = {
      age: 30,
      gender: 'male' as const,
      weight: 80,
      height: 180,
      waist: 85,
      neck: 38,
      goal: 'maintain' as const,
    };
    expect(computeDietPlan(a, table, 'en')).toEqual(computeDietPlan(a, table, 'en'));
    const menus = new Set(
      [70, 75, 80, 85, 90].map((weight) =>
        computeDietPlan({ ...a, weight }, table, 'en')
          .meals.map((m) => m.items.map((i) => i.food).join('+'))
          .join('|'),
      ),
    );
    expect(menus.size).toBeGreaterThan(1);
  });

  it('writes the plan line by line in both languages', () => {
    const body = {
      age: 30,
      gender: 'male' as const,
      weight: 80,
      height: 180,
      waist: 85,
      neck: 38,
      goal: 'build-muscle' as const,
    };
    const en = computeDietPlan(body, table, 'en');
    const text = dietPlanText(en, templateExplanation(en, 'build-muscle', 'en'), 'en');
    expect(text.split('\n')[0]).toBe('Your Atlas diet plan');
    expect(text).toContain('• BMI 24.7: normal weight (WHO classification)');
    expect(text).toContain('• Resting energy 1,780 kcal a day (Mifflin-St Jeor)');
    const ar = computeDietPlan(body, table, 'ar');
    const arText = dietPlanText(ar, templateExplanation(ar, 'build-muscle', 'ar'), 'ar');
    expect(arText).toContain('مؤشر كتلة الجسم ٢٤٫٧');
    expect(arText).not.toMatch(/[A-Za-z]{4,}/);
  });
});
