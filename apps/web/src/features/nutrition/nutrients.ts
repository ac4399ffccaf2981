import type { NutrientId } from '@atlas/shared/rules/diet';

export const nutrientImage: Record<NutrientId, string> = {
  '1': '/assets/nutrition/carbs.svg',
  '2': '/assets/nutrition/protein.svg',
  '3': '/assets/nutrition/fats.svg',
};

/** Each nutrient's two sub-cards, by picture (their texts are `nutrients.{id}.cards`). */
export const nutrientCardImages: Record<NutrientId, [string, string]> = {
  '1': ['/assets/nutrition/complex-carbs.svg', '/assets/nutrition/simple-carbs.svg'],
  '2': ['/assets/nutrition/animal-protein.svg', '/assets/nutrition/plant-protein.svg'],
  '3': ['/assets/nutrition/healthy-fats.svg', '/assets/nutrition/unhealthy-fats.svg'],
};

/**
 * Meal comparison tiers. The spec leaves the macro unit unsaid; the numbers are grams
 * per meal on three meals a day, which is what makes them add up to each tier's day
 * (LITE: 3 × (30·4 + 30·4 + 18·9) = 1,206 kcal).
 */
export const mealTiers = [
  {
    key: 'lite',
    kcal: [1200, 1400],
    carbs: 30,
    protein: 30,
    fat: 18,
    color: 'var(--mantine-color-teal-6)',
    text: 'var(--mantine-color-teal-9)',
  },
  {
    key: 'active',
    kcal: [1500, 1700],
    carbs: 38,
    protein: 38,
    fat: 22,
    color: 'var(--mantine-color-orange-6)',
    text: 'var(--mantine-color-orange-9)',
  },
  {
    key: 'intense',
    kcal: [1800, 2000],
    carbs: 45,
    protein: 45,
    fat: 27,
    color: 'var(--mantine-color-red-6)',
    text: 'var(--mantine-color-red-9)',
  },
] as const;
