import { describe, expect, it } from 'vitest';
import { currencyDecimals, paypalAmount } from './paypal-amount';

describe('paypalAmount', () => {
  it('converts piastres at the configured rate with two decimals, half up', () => {
    expect(paypalAmount(100_000, 50, 'USD')).toBe('20.00');
    expect(paypalAmount(4_905_00, 48.5, 'USD')).toBe('101.13'); // 4905 / 48.5 = 101.134…
    expect(paypalAmount(2_425, 48.5, 'USD')).toBe('0.50'); // 24.25 / 48.5 = 0.5 exactly
    expect(paypalAmount(2_426, 48.5, 'EUR')).toBe('0.50');
  });

  it('uses no decimals for currencies PayPal takes whole', () => {
    expect(currencyDecimals('JPY')).toBe(0);
    expect(paypalAmount(100_000, 0.33, 'JPY')).toBe('3030');
  });

  it('never asks for less than the smallest unit', () => {
    expect(paypalAmount(1, 50, 'USD')).toBe('0.01');
  });
});
