/**
 * Plain constants of the contract, in a module without zod: the web app's first page imports
 * these, and importing a schema module would bring zod into it. The schema modules re-export them.
 */

/** The flavor of a product that has none. */
export const UNFLAVORED = 'Unflavored';
/** Most units of one line a shopper may hold (a shop limit, not the stock). */
export const MAX_LINE_QUANTITY = 99;

/** 'rating': highest average of published reviews first, then most reviews; unrated products last. */
export const productSorts = [
  'default',
  'price-asc',
  'price-desc',
  'name-asc',
  'rating',
  /** Cheapest serving first; products without supplement facts last. */
  'serving-asc',
  /** Cheapest 25 g of protein first; products that are not a protein source last. */
  'protein-asc',
] as const;
export const pageSizes = [9, 12, 18, 24] as const;
export const MAX_PAGE_SIZE = 100;
/** Without a limit the list is returned whole, up to this many rows (docs/architecture.md). */
export const UNPAGED_CAP = 1000;
/** The response header that carries a paged list's total. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** The largest gym-machine photo the identify call takes (the browser checks it first). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The dashboard lists flavors with this many units or fewer. */
export const LOW_STOCK_THRESHOLD = 5;
/** Admin success popups close after this long. */
export const SUCCESS_POPUP_MS = 2000;
