import { drawingImageName } from '@atlas/shared/rules/responsive-image';

/**
 * Our drawings (public/assets/…/*.svg) and the size each says it is. Pages show them as the WebP
 * pictures the build draws from them (build/drawings.ts), in a few widths; `drawings.test.ts`
 * keeps this list equal to the files. The food groups' drawings are named by the API instead
 * (all FOOD_DRAWING_SIZE, rules/responsive-image.ts).
 */
const DRAWINGS = {
  'images/about-hero': [1600, 560],
  'images/about-story': [800, 600],
  'images/card-exercises': [640, 480],
  'images/card-nutrition': [640, 480],
  'images/card-products': [640, 480],
  'images/card-trainers': [640, 480],
  'images/contact': [480, 360],
  'images/exercises-gym': [480, 320],
  'images/exercises-home': [480, 320],
  'images/exercises-warm': [480, 320],
  'images/hero-exercises': [1600, 640],
  'images/hero-nutrition': [1600, 640],
  'images/hero-trainers': [1600, 640],
  'images/not-found': [480, 360],
  'muscles/abs': [480, 360],
  'muscles/arms': [480, 360],
  'muscles/back': [480, 360],
  'muscles/calves': [480, 360],
  'muscles/chest': [480, 360],
  'muscles/fallback': [480, 360],
  'muscles/legs': [480, 360],
  'muscles/shoulders': [480, 360],
  'nutrition/animal-protein': [400, 260],
  'nutrition/carbs': [480, 320],
  'nutrition/complex-carbs': [400, 260],
  'nutrition/fats': [480, 320],
  'nutrition/healthy-fats': [400, 260],
  'nutrition/plant-protein': [400, 260],
  'nutrition/protein': [480, 320],
  'nutrition/simple-carbs': [400, 260],
  'nutrition/tier-active': [320, 200],
  'nutrition/tier-intense': [320, 200],
  'nutrition/tier-lite': [320, 200],
  'nutrition/tool-calculator': [320, 200],
  'nutrition/tool-planner': [320, 200],
  'nutrition/tool-search': [320, 200],
  'nutrition/tool-supplements': [320, 200],
  'nutrition/unhealthy-fats': [400, 260],
} as const satisfies Record<string, readonly [number, number]>;

export type Drawing = keyof typeof DRAWINGS;

/** Every drawing with its size (for the test that compares them with the files). */
export const drawingSizes: Readonly<Record<Drawing, readonly [number, number]>> = DRAWINGS;

/** The URL of a drawing's largest picture; `Picture` offers the smaller ones by `srcset`. */
export function drawingUrl(drawing: Drawing): string {
  const [width, height] = DRAWINGS[drawing];
  return drawingImageName(`/assets/${drawing}`, { width, height });
}
