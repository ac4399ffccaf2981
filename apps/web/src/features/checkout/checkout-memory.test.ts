import { beforeEach, describe, expect, it } from 'vitest';
import { initialAddressChoice } from './checkout-address';
import { forgetCheckout, recallCheckout, rememberCheckout } from './checkout-memory';

const typed = {
  ...initialAddressChoice,
  mode: 'new' as const,
  draft: {
    street: '12 Nile Corniche',
    city: 'Cairo',
    state: 'Cairo',
    zipCode: '11511',
    country: 'Egypt',
    governorate: 'EG-C',
  },
};

describe('checkout memory', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives back what was typed before the shopper left for Paymob, until the order exists', () => {
    expect(recallCheckout()).toBeNull();
    rememberCheckout({ address: typed, phone: '01012345678', method: 'card' });
    expect(recallCheckout()).toEqual({ address: typed, phone: '01012345678', method: 'card' });
    forgetCheckout();
    expect(recallCheckout()).toBeNull();
  });

  it('ignores what it cannot trust', () => {
    sessionStorage.setItem('atlas.checkout', '{not json');
    expect(recallCheckout()).toBeNull();
    sessionStorage.setItem(
      'atlas.checkout',
      JSON.stringify({ address: { ...typed, draft: { street: 1 } }, phone: '0101', method: 'card' }),
    );
    expect(recallCheckout()).toBeNull();
  });
});
