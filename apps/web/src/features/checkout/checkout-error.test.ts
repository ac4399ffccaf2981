import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { checkoutErrorMessage, failureIsDefinite } from './checkout-error';

const api = (status: number, code: string, fields?: Record<string, string>) =>
  new ApiError(status, code, 'server text that is never read', fields);

describe('checkout error messages', () => {
  it('chooses the message by code', () => {
    expect(checkoutErrorMessage(api(404, 'ADDRESS_NOT_FOUND'), 'cod')).toEqual({
      key: 'checkout.errors.addressNotFound',
    });
    expect(checkoutErrorMessage(api(402, 'PAYMENT_FAILED'), 'paypal')).toEqual({
      key: 'checkout.errors.paymentError',
    });
    expect(checkoutErrorMessage(api(400, 'EMPTY_CART'), 'cod')).toEqual({ key: 'checkout.errors.emptyCart' });
    expect(checkoutErrorMessage(api(409, 'PAYMENT_REFUNDED'), 'paypal')).toEqual({
      key: 'checkout.errors.paymentRefunded',
    });
    expect(checkoutErrorMessage(api(400, 'VALIDATION_FAILED', { 'address.city': 'x' }), 'cod')).toEqual({
      key: 'checkout.errors.addressFields',
    });
  });

  it('names the flavor that ran out; after a PayPal approval says the shopper was not charged', () => {
    expect(checkoutErrorMessage(api(409, 'OUT_OF_STOCK', { flavor: 'Vanilla' }), 'cod')).toEqual({
      key: 'checkout.errors.outOfStock',
      params: { flavor: 'Vanilla' },
    });
    expect(checkoutErrorMessage(api(409, 'OUT_OF_STOCK'), 'cod')).toEqual({
      key: 'checkout.errors.outOfStockAny',
    });
    expect(checkoutErrorMessage(api(409, 'OUT_OF_STOCK', { flavor: 'Vanilla' }), 'paypal')).toEqual({
      key: 'checkout.errors.soldOutAfterApproval',
    });
    expect(
      checkoutErrorMessage(api(409, 'OUT_OF_STOCK', { flavor: 'Vanilla' }), 'paypal', 'payment'),
    ).toEqual({
      key: 'checkout.errors.outOfStock',
      params: { flavor: 'Vanilla' },
    });
  });

  it('tells a refused address id from a typed address the server refused', () => {
    expect(checkoutErrorMessage(api(400, 'VALIDATION_FAILED', { addressId: 'x' }), 'cod')).toEqual({
      key: 'checkout.errors.addressFailed',
    });
    expect(checkoutErrorMessage(api(400, 'VALIDATION_FAILED', { address: 'x' }), 'paypal')).toEqual({
      key: 'checkout.errors.addressFailed',
    });
    expect(checkoutErrorMessage(api(400, 'VALIDATION_FAILED', { paymentMethod: 'x' }), 'cod')).toEqual({
      key: 'checkout.errors.codFailed',
    });
  });

  it('says an error occurred when a cash order got no readable answer (it may exist: try again)', () => {
    for (const err of [
      new Error('boom'),
      api(0, 'NETWORK_ERROR'),
      api(502, 'UNKNOWN'),
      api(500, 'INTERNAL_ERROR'),
    ])
      expect(checkoutErrorMessage(err, 'cod')).toEqual({ key: 'checkout.errors.checkoutFailed' });
  });

  it('falls back to the spec message of the payment method', () => {
    expect(checkoutErrorMessage(api(403, 'FORBIDDEN'), 'cod')).toEqual({ key: 'checkout.errors.codFailed' });
    expect(checkoutErrorMessage(api(500, 'INTERNAL_ERROR'), 'paypal')).toEqual({
      key: 'checkout.errors.paypalSaveFailed',
    });
    expect(checkoutErrorMessage(api(0, 'NETWORK_ERROR'), 'paypal', 'payment')).toEqual({
      key: 'checkout.errors.paymentError',
    });
  });

  it('starting a Paymob payment: the phone, an unreachable Paymob, and no order possible on a lost answer', () => {
    expect(checkoutErrorMessage(api(400, 'VALIDATION_FAILED', { phone: 'x' }), 'card', 'payment')).toEqual({
      key: 'checkout.errors.phoneInvalid',
    });
    expect(checkoutErrorMessage(api(502, 'PAYMENT_FAILED'), 'wallet', 'payment')).toEqual({
      key: 'checkout.errors.paymobUnreachable',
    });
    expect(checkoutErrorMessage(api(0, 'NETWORK_ERROR'), 'kiosk', 'payment')).toEqual({
      key: 'checkout.errors.paymentError',
    });
    expect(checkoutErrorMessage(api(409, 'OUT_OF_STOCK', { flavor: 'Vanilla' }), 'card', 'payment')).toEqual({
      key: 'checkout.errors.outOfStock',
      params: { flavor: 'Vanilla' },
    });
  });

  it('renews the idempotency key only when the server said for sure that no order was made', () => {
    expect(failureIsDefinite(api(409, 'OUT_OF_STOCK'))).toBe(true);
    expect(failureIsDefinite(api(404, 'ADDRESS_NOT_FOUND'))).toBe(true);
    expect(failureIsDefinite(api(409, 'CONFLICT'))).toBe(false);
    expect(failureIsDefinite(api(500, 'INTERNAL_ERROR'))).toBe(false);
    expect(failureIsDefinite(api(0, 'NETWORK_ERROR'))).toBe(false);
    expect(failureIsDefinite(new Error('boom'))).toBe(false);
  });
});
