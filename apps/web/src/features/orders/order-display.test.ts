import { describe, expect, it } from 'vitest';
import {
  chargeLines,
  deliveryWindow,
  displayAddress,
  formatDeliveryDay,
  orderItemCount,
  sortNewestFirst,
  wasDiscounted,
} from './order-display';

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

const delivery = { zone: 'Greater Cairo', from: '2026-11-29', to: '2026-11-30' };
const charges = { subtotal: 1000, deliveryFee: 45, codFee: 10, discount: 0, delivery };

describe('order charges', () => {
  it('lists items, delivery and the COD fee above the total', () => {
    expect(chargeLines(charges)).toEqual([
      { kind: 'items', amount: 1000 },
      { kind: 'delivery', amount: 45 },
      { kind: 'codFee', amount: 10 },
    ]);
  });

  it('shows free delivery on a priced order, and a discount as a negative amount', () => {
    expect(chargeLines({ ...charges, deliveryFee: 0, codFee: 0, discount: 100 })).toEqual([
      { kind: 'items', amount: 1000 },
      { kind: 'delivery', amount: 'free' },
      { kind: 'discount', amount: -100 },
    ]);
  });

  it('shows only the items of an order placed before delivery was priced', () => {
    expect(chargeLines({ ...charges, deliveryFee: 0, codFee: 0, delivery: null })).toEqual([
      { kind: 'items', amount: 1000 },
    ]);
    expect(chargeLines({ ...charges, codFee: 0, delivery: null })).toEqual([
      { kind: 'items', amount: 1000 },
      { kind: 'delivery', amount: 45 },
    ]);
  });
});

describe('delivery window', () => {
  it('formats calendar days day-first, whatever the time zone', () => {
    expect(formatDeliveryDay('2026-11-29', 'en')).toBe('Sun 29 Nov');
    expect(formatDeliveryDay('2026-11-30', 'ar')).toBe('الاثنين ٣٠ نوفمبر');
    expect(formatDeliveryDay('2026-02-30', 'en')).toBeNull();
    expect(formatDeliveryDay('soon', 'en')).toBeNull();
  });

  it('promises the days and zone while the order is on its way', () => {
    expect(deliveryWindow({ delivery, status: 'shipped' }, 'en')).toEqual({
      zone: 'Greater Cairo',
      from: 'Sun 29 Nov',
      to: 'Mon 30 Nov',
    });
    expect(deliveryWindow({ delivery, status: 'processing' }, 'ar')).toEqual({
      zone: 'Greater Cairo',
      from: 'الأحد ٢٩ نوفمبر',
      to: 'الاثنين ٣٠ نوفمبر',
    });
    expect(
      deliveryWindow({ delivery: { ...delivery, to: delivery.from }, status: 'confirmed' }, 'en'),
    ).toEqual({ zone: 'Greater Cairo', from: 'Sun 29 Nov', to: null });
  });

  it('promises nothing once delivered or cancelled, nor for older orders', () => {
    expect(deliveryWindow({ delivery, status: 'delivered' }, 'en')).toBeNull();
    expect(deliveryWindow({ delivery, status: 'cancelled' }, 'en')).toBeNull();
    expect(deliveryWindow({ delivery: null, status: 'shipped' }, 'en')).toBeNull();
  });
});
