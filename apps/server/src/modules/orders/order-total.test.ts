import { describe, expect, it } from 'vitest';
import { MAX_ORDER_TOTAL_PIASTRES } from '@atlas/shared/rules/cart';
import { orderMessages } from '@atlas/shared/contract/orders';
import { orderTotalPiastres } from './order-total';

describe('orderTotalPiastres', () => {
  it('sums in whole piastres up to the contract’s bound, and refuses past it before any payment', () => {
    expect(orderTotalPiastres([{ unitPiastres: 999_999_999, quantity: 99 }])).toBe(98_999_999_901);
    expect(orderTotalPiastres([{ unitPiastres: MAX_ORDER_TOTAL_PIASTRES, quantity: 1 }])).toBe(
      MAX_ORDER_TOTAL_PIASTRES,
    );
    expect(MAX_ORDER_TOTAL_PIASTRES).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    expect(() =>
      orderTotalPiastres([
        { unitPiastres: MAX_ORDER_TOTAL_PIASTRES, quantity: 1 },
        { unitPiastres: 1, quantity: 1 },
      ]),
    ).toThrow(orderMessages.totalTooLarge);
  });
});
