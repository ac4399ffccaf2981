/** How wide trainer portraits are shown (`sizes`), shared by the `<img>` and the page's preload. */
export const TRAINER_IMAGE_SIZES = {
  card: '(min-width: 75em) 280px, (min-width: 48em) 33vw, 100vw',
  details: '(min-width: 48em) 33vw, 100vw',
} as const;

/** How wide exercise pictures are shown: the grid of a muscle's exercises, an exercise's page. */
export const EXERCISE_IMAGE_SIZES = {
  card: '(min-width: 75em) 280px, (min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw',
  details: '(min-width: 62em) 50vw, 100vw',
} as const;
