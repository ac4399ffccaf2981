import { describe, expect, it } from 'vitest';
import {
  completeFlavorRows,
  duplicateName,
  flavorRowsOf,
  hasAtMostTwoDecimals,
  isImageUrl,
  missingProductFields,
  productInStock,
} from './admin-product';

const full = {
  name: 'Whey',
  description: 'Text',
  price: 10,
  image: '/media/a.webp',
  category: 'Protein',
  available_size: '1 kg',
  quantity: 3,
};

describe('missingProductFields', () => {
  it('names every required field that is absent, blank or 0', () => {
    expect(missingProductFields(full)).toEqual([]);
    expect(missingProductFields({})).toHaveLength(7);
    expect(missingProductFields({ ...full, name: '  ', price: 0, quantity: 0 })).toEqual([
      'name',
      'price',
      'quantity',
    ]);
    expect(missingProductFields({ ...full, price: NaN })).toEqual(['price']);
  });

  it('lets an edit keep a quantity of 0, not a price of 0', () => {
    expect(missingProductFields({ ...full, quantity: 0 }, { editing: true })).toEqual([]);
    expect(missingProductFields({ ...full, price: 0 }, { editing: true })).toEqual(['price']);
  });
});

describe('isImageUrl', () => {
  it('takes http(s) URLs and media paths only', () => {
    for (const ok of [
      'https://cdn.example.com/a.png',
      'http://localhost:3000/media/x.webp',
      '/media/p/1.webp',
    ])
      expect(isImageUrl(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'ftp://x/a',
      '/etc/passwd',
      '/media/../x',
      '//evil.com/a',
      'https://',
      'a b',
    ])
      expect(isImageUrl(bad), bad).toBe(false);
  });
});

describe('hasAtMostTwoDecimals', () => {
  it('accepts cents, refuses fractions of a piastre', () => {
    expect([19.99, 0.1 + 0.2, 1000, 0.01].every(hasAtMostTwoDecimals)).toBe(true);
    expect([19.999, 0.001].some(hasAtMostTwoDecimals)).toBe(false);
  });
});

describe('flavor rows', () => {
  it('come from the form rows first, else from the spec list and maps, else none', () => {
    expect(flavorRowsOf({})).toBeUndefined();
    expect(flavorRowsOf({ flavors: [], available_flavors: ['A'] })).toEqual([]);
    expect(
      flavorRowsOf({
        available_flavors: ['A', 'B'],
        flavor_quantity: { a: 2 },
        product_images: { B: '/media/b' },
      }),
    ).toEqual([
      { name: 'A', quantity: 2, image: undefined },
      { name: 'B', quantity: undefined, image: '/media/b' },
    ]);
    expect(
      flavorRowsOf({ flavor_quantity: { A: 1 }, product_images: { B: '/media/b' } })?.map((r) => r.name),
    ).toEqual(['A', 'B']);
  });

  it('keep only complete rows; on an edit a current flavor fills in what a row leaves out', () => {
    const rows = [
      { name: ' Vanilla ', quantity: 0, image: '/media/v' },
      { name: 'NoImage', quantity: 1 },
      { name: '', quantity: 1, image: '/media/x' },
      { name: 'NoQty', image: '/media/q' },
    ];
    expect(completeFlavorRows(rows)).toEqual([
      { name: 'Vanilla', nameAr: '', quantity: 0, image: '/media/v' },
    ]);
    const current = [{ name: 'noimage', nameAr: 'بلا', quantity: 9, image: '/media/n' }];
    expect(completeFlavorRows(rows, current).map((r) => [r.name, r.nameAr, r.quantity, r.image])).toEqual([
      ['Vanilla', '', 0, '/media/v'],
      ['NoImage', 'بلا', 1, '/media/n'],
    ]);
  });

  it('finds a repeated name case-insensitively', () => {
    expect(duplicateName(['A', 'b', 'B '])).toBe('B ');
    expect(duplicateName(['A', 'B'])).toBeUndefined();
  });
});

describe('productInStock', () => {
  it('follows the flavors when there are any, else the flag as sent, as it was, or true', () => {
    expect(productInStock([0, 0], true)).toBe(false);
    expect(productInStock([0, 2], false)).toBe(true);
    expect(productInStock([], false, true)).toBe(false);
    expect(productInStock([], undefined, false)).toBe(false);
    expect(productInStock([], undefined)).toBe(true);
  });
});
