/** How wide product pictures are shown (`sizes`), shared by the `<img>` and the page's preload. */
export const PRODUCT_IMAGE_SIZES = {
  card: '(min-width: 75em) 300px, (min-width: 48em) 33vw, 50vw',
  details: '(min-width: 62em) 560px, 100vw',
  /** four across on wide screens, two on phones (related products, a trainer's favourites) */
  grid: '(min-width: 75em) 300px, (min-width: 62em) 25vw, 50vw',
} as const;
