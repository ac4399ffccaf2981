import { drawingUrl } from '@/lib/drawings';

/** How wide the home page's pictures are shown (`sizes`), shared by the `<img>` and the page's preload. */
export const HOME_IMAGE_SIZES = {
  /** the carousel's slides fill the screen's width */
  slide: '100vw',
  /** the explore cards: four across on wide screens, two on tablets, one on phones */
  card: '(min-width: 75em) 300px, (min-width: 62em) 25vw, (min-width: 36em) 50vw, 100vw',
} as const;

/** The first slide's picture: the page's largest paint. */
export const HOME_FIRST_SLIDE = drawingUrl('images/hero-trainers');
