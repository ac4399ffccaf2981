import { describe, expect, it } from 'vitest';
import { allergens } from '@atlas/shared/contract/supplement-facts';
import { ProductListQuery } from '@atlas/shared/contract/products';
import { allergenList, FREE_FROM, readShopParams, writeShopParams } from './shop-search-params';

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

  it('round-trips the serving sorts and the allergens a product must be free from', () => {
    for (const sort of ['serving-asc', 'protein-asc'] as const) {
      const search = new URLSearchParams(`allergenFree=milk%2Cgluten&sort=${sort}`);
      const params = readShopParams(search);
      expect(params).toMatchObject({ sort, allergenFree: 'milk,gluten' });
      expect(writeShopParams(params).toString()).toBe(search.toString());
    }
    expect(
      writeShopParams({ ...readShopParams(new URLSearchParams()), allergenFree: undefined }).has(
        'allergenFree',
      ),
    ).toBe(false);
  });

  it('keeps known allergens once each, in one order, so equal filters share one address', () => {
    expect(allergenList('Gluten, milk,cheese,milk')).toBe('milk,gluten');
    expect(allergenList('cheese')).toBeUndefined();
    expect(readShopParams(new URLSearchParams('allergenFree=')).allergenFree).toBeUndefined();
  });

  it("lists the contract's allergens, and sends what the API's list query takes", () => {
    expect([...FREE_FROM].sort()).toEqual([...allergens].sort());
    const params = readShopParams(new URLSearchParams('allergenFree=egg,nuts&sort=protein-asc'));
    expect(ProductListQuery.parse(Object.fromEntries(writeShopParams(params)))).toMatchObject({
      allergenFree: ['nuts', 'egg'],
      sort: 'protein-asc',
    });
  });
});
