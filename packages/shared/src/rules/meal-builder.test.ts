import { describe, expect, it } from 'vitest';
import { portionMeal, totalsOf, type BuilderFood } from './meal-builder';

const food = (id: string, protein: number, carbs: number, fat: number): BuilderFood => ({
  id,
  protein,
  carbs,
  fat,
  calories: protein * 4 + carbs * 4 + fat * 9,
});
const foods = new Map(
  [
    food('chicken', 31, 0, 3.6),
    food('rice', 2.7, 28, 0.3),
    food('oil', 0, 0, 100),
    food('salad', 1, 4, 0.2),
  ].map((f) => [f.id, f]),
);

describe('portionMeal', () => {
  it('reaches a reachable target to within kitchen steps of 5 g', () => {
    const items = portionMeal(
      {
        id: 't',
        items: [
          { food: 'chicken', min: 0, max: 400 },
          { food: 'rice', min: 0, max: 600 },
          { food: 'oil', min: 0, max: 40 },
        ],
      },
      foods,
      { protein: 50, carbs: 90, fat: 20 },
    );
    const totals = totalsOf(items, foods);
    expect(Math.abs(totals.protein - 50)).toBeLessThanOrEqual(3);
    expect(Math.abs(totals.carbs - 90)).toBeLessThanOrEqual(3);
    expect(Math.abs(totals.fat - 20)).toBeLessThanOrEqual(2);
    for (const item of items) expect(item.grams % 5).toBe(0);
  });

  it('keeps each food within its bounds and leaves out token amounts of optional foods', () => {
    const items = portionMeal(
      {
        id: 't',
        items: [
          { food: 'salad', min: 100, max: 150 },
          { food: 'chicken', min: 0, max: 300 },
          { food: 'rice', min: 0, max: 300 },
        ],
      },
      foods,
      { protein: 3, carbs: 60, fat: 1 },
    );
    expect(items.find((i) => i.food === 'salad')!.grams).toBeGreaterThanOrEqual(100);
    // a little protein would be 5–10 g of chicken: left out rather than served
    expect(items.find((i) => i.food === 'chicken')).toBeUndefined();
  });
});
