import { describe, expect, it } from 'vitest';
import { discountedPiastres, egpToPiastres, piastresToEgp } from './pricing';

describe('discountedPiastres', () => {
  it('keeps the price without a discount', () => {
    expect(discountedPiastres(249_900, 0)).toBe(249_900);
  });

  it('applies the percentage and rounds half up to the piastre', () => {
    expect(discountedPiastres(100_000, 15)).toBe(85_000);
    expect(discountedPiastres(999, 15)).toBe(849); // 849.15
    expect(discountedPiastres(1_050, 5)).toBe(998); // 997.5 → 998
    expect(discountedPiastres(1_010, 5)).toBe(960); // 959.5 → 960
  });

  it('clamps the discount to 0..100', () => {
    expect(discountedPiastres(5_000, 100)).toBe(0);
    expect(discountedPiastres(5_000, 130)).toBe(0);
    expect(discountedPiastres(5_000, -10)).toBe(5_000);
  });
});

describe('EGP conversions', () => {
  it('round-trips two decimals', () => {
    expect(egpToPiastres(2_449.99)).toBe(244_999);
    expect(piastresToEgp(244_999)).toBe(2_449.99);
    expect(egpToPiastres(0.1 + 0.2)).toBe(30);
  });
});
