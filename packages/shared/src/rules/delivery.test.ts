import { describe, expect, it } from 'vitest';
import {
  codFeePiastres,
  deliveryWindow,
  formatDeliveryWindow,
  dispatchDay,
  leftForFreeDelivery,
  orderCharges,
  withSubtotal,
  type DeliveryCalendar,
  type DeliveryRules,
} from './delivery';

const calendar: DeliveryCalendar = { cutoffHour: 14, daysOff: [5], holidays: [] };
const rules: DeliveryRules = {
  ...calendar,
  freeDeliveryThresholdPiastres: 150_000,
  codFee: { kind: 'fixed', piastres: 1_000 },
};
/** Cairo is UTC+2 in November. */
const cairo = (isoLocal: string) => new Date(`${isoLocal}+02:00`);

describe('charges', () => {
  const zones = {
    greaterCairo: { feePiastres: 4_500 },
    upperEgypt: { feePiastres: 7_500 },
    remote: { feePiastres: 10_000 },
  };
  it.each(Object.entries(zones))('%s: its fee below the threshold, none at or above it', (_, zone) => {
    const below = orderCharges({ subtotalPiastres: 149_999, zone, rules, cashOnDelivery: false });
    expect(below.deliveryPiastres).toBe(zone.feePiastres);
    expect(below.totalPiastres).toBe(149_999 + zone.feePiastres);
    const at = orderCharges({ subtotalPiastres: 150_000, zone, rules, cashOnDelivery: false });
    expect(at.deliveryPiastres).toBe(0);
    expect(at.totalPiastres).toBe(150_000);
    const above = orderCharges({ subtotalPiastres: 150_001, zone, rules, cashOnDelivery: false });
    expect(above.deliveryPiastres).toBe(0);
  });

  it('no threshold: always the fee', () => {
    const r = { ...rules, freeDeliveryThresholdPiastres: null };
    expect(
      orderCharges({ subtotalPiastres: 10_000_000, zone: zones.remote, rules: r, cashOnDelivery: false })
        .deliveryPiastres,
    ).toBe(10_000);
    expect(leftForFreeDelivery(5_000, null)).toBeNull();
  });

  it('the threshold counts the goods after the discount', () => {
    const c = orderCharges({
      subtotalPiastres: 155_000,
      discountPiastres: 10_000,
      zone: zones.greaterCairo,
      rules,
      cashOnDelivery: true,
    });
    expect(c).toEqual({
      subtotalPiastres: 155_000,
      discountPiastres: 10_000,
      deliveryPiastres: 4_500,
      codFeePiastres: 1_000,
      totalPiastres: 155_000 - 10_000 + 4_500 + 1_000,
    });
    expect(leftForFreeDelivery(145_000, 150_000)).toBe(5_000);
    expect(leftForFreeDelivery(150_000, 150_000)).toBeNull();
  });

  it('the COD fee only for cash on delivery', () => {
    const paid = orderCharges({
      subtotalPiastres: 50_000,
      zone: zones.greaterCairo,
      rules,
      cashOnDelivery: false,
    });
    expect(paid.codFeePiastres).toBe(0);
    const cod = orderCharges({
      subtotalPiastres: 50_000,
      zone: zones.greaterCairo,
      rules,
      cashOnDelivery: true,
    });
    expect(cod.codFeePiastres).toBe(1_000);
    expect(cod.totalPiastres).toBe(50_000 + 4_500 + 1_000);
  });

  it('a percentage COD fee is on goods plus delivery, half up, and capped', () => {
    const percent = { kind: 'percent' as const, basisPoints: 150, capPiastres: 3_000 };
    // 1.5 % of 1,000.30 EGP = 15.0045 → 15.00; of 1,000.34 EGP = 15.0051 → 15.01
    expect(codFeePiastres(percent, 100_030)).toBe(1_500);
    expect(codFeePiastres(percent, 100_034)).toBe(1_501);
    // half a piastre rounds up: 1 % of 50 piastres = 0.5 → 1
    expect(codFeePiastres({ kind: 'percent', basisPoints: 100, capPiastres: null }, 50)).toBe(1);
    // the cap
    expect(codFeePiastres(percent, 10_000_000)).toBe(3_000);
    expect(codFeePiastres({ ...percent, capPiastres: null }, 10_000_000)).toBe(150_000);
    const c = orderCharges({
      subtotalPiastres: 100_000,
      zone: { feePiastres: 4_500 },
      rules: { ...rules, codFee: percent },
      cashOnDelivery: true,
    });
    expect(c.codFeePiastres).toBe(Math.floor((104_500 * 150 + 5_000) / 10_000));
  });

  it('an edit keeps the agreed fees and recomputes the total', () => {
    const c = orderCharges({ subtotalPiastres: 50_000, zone: zones.upperEgypt, rules, cashOnDelivery: true });
    expect(withSubtotal(c, 80_000)).toEqual({
      ...c,
      subtotalPiastres: 80_000,
      totalPiastres: 80_000 + 7_500 + 1_000,
    });
  });
});

describe('the delivery window', () => {
  const oneToTwo = { minDays: 1, maxDays: 2 };

  it('before the cut-off on a working day the order leaves today', () => {
    // Wednesday 25 Nov 2026, 13:59 Cairo
    expect(dispatchDay(cairo('2026-11-25T13:59:00'), calendar)).toBe('2026-11-25');
    expect(deliveryWindow(cairo('2026-11-25T13:59:00'), oneToTwo, calendar)).toEqual({
      from: '2026-11-26',
      to: '2026-11-28', // Friday is off
    });
  });

  it('at or after the cut-off it leaves the next working day', () => {
    expect(dispatchDay(cairo('2026-11-25T14:00:00'), calendar)).toBe('2026-11-26');
    expect(deliveryWindow(cairo('2026-11-25T14:00:00'), oneToTwo, calendar)).toEqual({
      from: '2026-11-28',
      to: '2026-11-29',
    });
  });

  it('a Thursday evening order leaves on Saturday (Friday off)', () => {
    expect(dispatchDay(cairo('2026-11-26T20:30:00'), calendar)).toBe('2026-11-28');
    expect(deliveryWindow(cairo('2026-11-26T20:30:00'), oneToTwo, calendar)).toEqual({
      from: '2026-11-29',
      to: '2026-11-30',
    });
  });

  it('an order on the day off, even in the morning, leaves the next working day', () => {
    // Friday 27 Nov 2026 09:00 → Saturday; the 'Sun 29 Nov – Mon 30 Nov'
    expect(deliveryWindow(cairo('2026-11-27T09:00:00'), oneToTwo, calendar)).toEqual({
      from: '2026-11-29',
      to: '2026-11-30',
    });
  });

  it('holidays are skipped like days off, for dispatch and for delivery', () => {
    const withHolidays = { ...calendar, holidays: ['2026-11-28', '2026-11-30'] };
    // Thursday evening → Sat is a holiday → leaves Sunday; +1 → Mon is a holiday → Tue; +2 → Wed
    expect(deliveryWindow(cairo('2026-11-26T20:30:00'), oneToTwo, withHolidays)).toEqual({
      from: '2026-12-01',
      to: '2026-12-02',
    });
  });

  it('late at night Cairo time is already the next day', () => {
    // 23:30 UTC Tuesday is 01:30 Wednesday in Cairo: before the cut-off, leaves Wednesday
    expect(dispatchDay(new Date('2026-11-24T23:30:00Z'), calendar)).toBe('2026-11-25');
  });

  it('0 working days means the day it leaves; several days off a week', () => {
    expect(deliveryWindow(cairo('2026-11-25T10:00:00'), { minDays: 0, maxDays: 0 }, calendar)).toEqual({
      from: '2026-11-25',
      to: '2026-11-25',
    });
    const weekend = { cutoffHour: 14, daysOff: [5, 6], holidays: [] };
    expect(deliveryWindow(cairo('2026-11-26T10:00:00'), { minDays: 3, maxDays: 5 }, weekend)).toEqual({
      from: '2026-12-01',
      to: '2026-12-03',
    });
  });

  it('never loops forever when every day is off', () => {
    const never = { cutoffHour: 14, daysOff: [0, 1, 2, 3, 4, 5, 6], holidays: [] };
    expect(deliveryWindow(cairo('2026-11-26T10:00:00'), oneToTwo, never).from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('writes the dates as calendar days in the page’s language', () => {
    expect(formatDeliveryWindow({ from: '2026-11-29', to: '2026-11-30' }, 'en')).toBe(
      'Sun 29 Nov – Mon 30 Nov',
    );
    expect(formatDeliveryWindow({ from: '2026-11-29', to: '2026-11-29' }, 'en')).toBe('Sun 29 Nov');
    expect(formatDeliveryWindow({ from: '2026-11-29', to: '2026-11-30' }, 'ar')).toMatch(
      /الأحد.*٢٩.*نوفمبر.*–.*الاثنين/,
    );
  });
});
