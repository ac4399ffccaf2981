import { describe, expect, it } from 'vitest';
import type { CartItemDto } from '@atlas/shared/contract/cart';
import { blockingLines, cartTotal } from './checkout-cart';
import { paypalSdkSrc } from './paypal-sdk';

const line = (price: number, quantity: number, stock = 10): CartItemDto => ({
  productId: 1,
  name: 'Whey',
  image: '/x.webp',
  price,
  originalPrice: price,
  selectedFlavor: 'Vanilla',
  flavorLabel: 'Vanilla',
  quantity,
  total: price * quantity,
  offer: null,
  stock,
});

describe('checkout cart', () => {
  it('sums in piastres, exact to 2 decimals', () => {
    expect(cartTotal([line(0.1, 3), line(0.2, 1)])).toBe(0.5);
    expect(cartTotal([line(1249.99, 2)])).toBe(2499.98);
    expect(cartTotal([])).toBe(0);
  });

  it('finds the lines above their stock', () => {
    expect(blockingLines([line(1, 2, 2), line(1, 3, 2), line(1, 1, 0)]).map((l) => l.quantity)).toEqual([
      3, 1,
    ]);
  });
});

describe('PayPal SDK address', () => {
  it('adds client-id, currency and intent=capture to the configured URL', () => {
    const src = new URL(
      paypalSdkSrc({
        clientId: 'abc',
        currency: 'USD',
        sdkUrl: 'https://www.paypal.com/sdk/js?components=buttons',
      }),
    );
    expect(src.origin + src.pathname).toBe('https://www.paypal.com/sdk/js');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      components: 'buttons',
      'client-id': 'abc',
      currency: 'USD',
      intent: 'capture',
    });
  });

  it('resolves a relative SDK URL against the page', () => {
    expect(
      paypalSdkSrc(
        { clientId: 'a', currency: 'EUR', sdkUrl: '/fake/sdk.js' },
        'http://127.0.0.1:3000/checkout',
      ),
    ).toBe('http://127.0.0.1:3000/fake/sdk.js?client-id=a&currency=EUR&intent=capture');
  });
});
