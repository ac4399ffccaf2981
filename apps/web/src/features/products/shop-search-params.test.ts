import { describe, expect, it } from 'vitest';
import { readShopParams, writeShopParams } from './shop-search-params';

describe('shop search params', () => {
  it('defaults to page 1, 9 per page, default sort', () => {
    expect(readShopParams(new URLSearchParams())).toEqual({
      category: undefined,
      brand: undefined,
      q: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      minRating: undefined,
      sort: 'default',
      page: 1,
      limit: 9,
    });
  });

  it('round-trips every setting', () => {
    const search = new URLSearchParams(
      'category=Protein&brand=Nile&minPrice=100&maxPrice=2500&minRating=4&sort=rating&limit=18&page=3',
    );
    expect(writeShopParams(readShopParams(search)).toString()).toBe(search.toString());
  });

  it('ignores nonsense instead of failing', () => {
    const p = readShopParams(new URLSearchParams('sort=cheap&limit=7&page=-2&minPrice=abc&minRating=9'));
    expect(p).toMatchObject({
      sort: 'default',
      limit: 9,
      page: 1,
      minPrice: undefined,
      minRating: undefined,
    });
  });
});
