import { describe, expect, it } from 'vitest';
import { displayAddress, orderItemCount, sortNewestFirst, wasDiscounted } from './order-display';

const labels = { missingStreet: 'Address not available', notAvailable: 'N/A' };

describe('order display', () => {
  it('shows a missing address as "Address not available" and N/A', () => {
    expect(displayAddress(null, labels)).toEqual({
      street: 'Address not available',
      city: 'N/A',
      state: 'N/A',
      zipCode: 'N/A',
      country: 'N/A',
    });
  });

  it('fills only the missing parts of an address and keeps the payer name', () => {
    expect(
      displayAddress(
        {
          street: '5 Nile St',
          city: 'Cairo',
          state: ' ',
          zipCode: '',
          country: 'Egypt',
          fullName: 'Salma Adel',
        },
        labels,
      ),
    ).toEqual({
      street: '5 Nile St',
      city: 'Cairo',
      state: 'N/A',
      zipCode: 'N/A',
      country: 'Egypt',
      fullName: 'Salma Adel',
    });
  });

  it('strikes the original price only when the paid price is lower', () => {
    expect(wasDiscounted({ price: 900, originalPrice: 1000 })).toBe(true);
    expect(wasDiscounted({ price: 1000, originalPrice: 1000 })).toBe(false);
    expect(wasDiscounted({ price: 0.3, originalPrice: 0.1 + 0.2 })).toBe(false);
  });

  it('counts units, not lines', () => {
    expect(orderItemCount({ products: [{ quantity: 2 }, { quantity: 3 }] as never })).toBe(5);
  });

  it('sorts newest first, unreadable dates last', () => {
    const orders = [
      { id: 1, date: '2026-01-01T10:00:00Z' },
      { id: 2, date: 'not a date' },
      { id: 3, date: '2026-03-01T10:00:00Z' },
      { id: 4, date: '2026-03-01T10:00:00Z' },
    ];
    expect(sortNewestFirst(orders).map((o) => o.id)).toEqual([4, 3, 1, 2]);
  });
});
