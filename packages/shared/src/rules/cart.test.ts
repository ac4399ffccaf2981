import { describe, expect, it } from 'vitest';
import { cartTotalPiastres, itemCount, lineBlocksCheckout, lineTotalPiastres } from './cart';

describe('cart arithmetic', () => {
  const lines = [
    { unitPiastres: 4_905_00, quantity: 2 },
    { unitPiastres: 33_33, quantity: 3 },
  ];

  it('totals lines in whole piastres', () => {
    expect(lineTotalPiastres(lines[1]!)).toBe(99_99);
    expect(cartTotalPiastres(lines)).toBe(9_810_00 + 99_99);
    expect(cartTotalPiastres([])).toBe(0);
  });

  it('counts items by quantity', () => {
    expect(itemCount(lines)).toBe(5);
  });

  it('blocks checkout for a line above its stock, sold out included', () => {
    expect(lineBlocksCheckout({ quantity: 2, stock: 2 })).toBe(false);
    expect(lineBlocksCheckout({ quantity: 3, stock: 2 })).toBe(true);
    expect(lineBlocksCheckout({ quantity: 1, stock: 0 })).toBe(true);
  });
});
