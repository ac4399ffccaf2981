import { describe, expect, it } from 'vitest';
import { clampQuantity, flavorStock, isFlavorAvailable } from './stock';

describe('flavor stock', () => {
  const stock = { Chocolate: 5, Vanilla: 0 };

  it('reads a known flavor', () => {
    expect(flavorStock(stock, 'Chocolate')).toBe(5);
    expect(isFlavorAvailable(stock, 'Chocolate')).toBe(true);
  });

  it('treats zero or unknown as out of stock', () => {
    expect(isFlavorAvailable(stock, 'Vanilla')).toBe(false);
    expect(isFlavorAvailable(stock, 'Mango')).toBe(false);
    expect(isFlavorAvailable(stock, undefined)).toBe(false);
  });
});

describe('clampQuantity', () => {
  it('never goes below 1', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it('never exceeds the stock', () => {
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3, 5)).toBe(3);
  });

  it('stays at 1 when sold out', () => {
    expect(clampQuantity(4, 0)).toBe(1);
  });
});
