/** How wide trainer portraits are shown (`sizes`), shared by the `<img>` and the page's preload. */
export const TRAINER_IMAGE_SIZES = {
  card: '(min-width: 75em) 280px, (min-width: 48em) 33vw, 100vw',
  details: '(min-width: 48em) 33vw, 100vw',
} as const;
