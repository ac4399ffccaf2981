import { pageSizes, productSorts } from '@atlas/shared/contract/shop-constants';
import type { Allergen } from '@atlas/shared/contract/supplement-facts';
import type { ProductListParams } from './api/list-products';

export const DEFAULT_PAGE_SIZE = 9;

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
/** '4 stars & up': the listing's one rating filter. */
export const MIN_RATING = 4;

/**
 * The allergens the listing filters out: the contract's list, written again here because its
 * module brings zod, which the listing does not load (shop-search-params.test keeps them alike).
 */
export const FREE_FROM = ['milk', 'soy', 'gluten', 'nuts', 'egg'] as const satisfies readonly Allergen[];

/** 'gluten,milk,cheese' → 'milk,gluten': known allergens, once each, in FREE_FROM's order. */
export function allergenList(value: string | null | undefined): string | undefined {
  const given = new Set((value ?? '').split(',').map((a) => a.trim().toLowerCase()));
  return FREE_FROM.filter((a) => given.has(a)).join(',') || undefined;
}

const price = (value: string | null) => {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** The listing's state lives in the URL, so a link reproduces the view and Back works. */
export function readShopParams(search: URLSearchParams): ProductListParams {
  const sort = search.get('sort');
  const limit = positiveInt(search.get('limit'));
  return {
    category: search.get('category') || undefined,
    brand: search.get('brand') || undefined,
    q: search.get('q') || undefined,
    minPrice: price(search.get('minPrice')),
    maxPrice: price(search.get('maxPrice')),
    minRating: search.get('minRating') === String(MIN_RATING) ? MIN_RATING : undefined,
    allergenFree: allergenList(search.get('allergenFree')),
    sort: (productSorts as readonly string[]).includes(sort ?? '')
      ? (sort as ProductListParams['sort'])
      : 'default',
    page: positiveInt(search.get('page')) ?? 1,
    limit: (pageSizes as readonly number[]).includes(limit ?? 0) ? limit! : DEFAULT_PAGE_SIZE,
  };
}

export function writeShopParams(params: ProductListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.category) out.set('category', params.category);
  if (params.brand) out.set('brand', params.brand);
  if (params.q) out.set('q', params.q);
  if (params.minPrice !== undefined) out.set('minPrice', String(params.minPrice));
  if (params.maxPrice !== undefined) out.set('maxPrice', String(params.maxPrice));
  if (params.minRating !== undefined) out.set('minRating', String(params.minRating));
  if (params.allergenFree) out.set('allergenFree', params.allergenFree);
  if (params.sort !== 'default') out.set('sort', params.sort);
  if (params.limit !== DEFAULT_PAGE_SIZE) out.set('limit', String(params.limit));
  if (params.page > 1) out.set('page', String(params.page));
  return out;
}
