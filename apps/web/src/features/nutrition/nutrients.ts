import type { NutrientId } from '@atlas/shared/rules/diet';
import { drawingUrl } from '@/lib/drawings';

export const nutrientImage: Record<NutrientId, string> = {
  '1': drawingUrl('nutrition/carbs'),
  '2': drawingUrl('nutrition/protein'),
  '3': drawingUrl('nutrition/fats'),
};

/** How wide the nutrients' pictures are shown (`sizes`), shared by the `<img>` and the page's preload. */
export const NUTRIENT_IMAGE_SIZES = {
  /** the three nutrient cards: three across from tablets on, one on phones */
  card: '(min-width: 75em) 400px, (min-width: 48em) 33vw, 100vw',
  /** a nutrient's own page: its picture beside the introduction from desktops on */
  page: '(min-width: 62em) 50vw, 100vw',
  /** the page's two sub-cards, side by side from tablets on */
  subCard: '(min-width: 48em) 50vw, 100vw',
} as const;

/** Each nutrient's two sub-cards, by picture (their texts are `nutrients.{id}.cards`). */
export const nutrientCardImages: Record<NutrientId, [string, string]> = {
  '1': [drawingUrl('nutrition/complex-carbs'), drawingUrl('nutrition/simple-carbs')],
  '2': [drawingUrl('nutrition/animal-protein'), drawingUrl('nutrition/plant-protein')],
  '3': [drawingUrl('nutrition/healthy-fats'), drawingUrl('nutrition/unhealthy-fats')],
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
