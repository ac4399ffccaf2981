import { describe, expect, it } from 'vitest';
import type { DeliveryConfigDto } from '@atlas/shared/contract/delivery';
import { lowestFee, quoteDelivery } from './delivery-quote';

const zone = (id: number, over: Partial<DeliveryConfigDto['zones'][number]>) => ({
  id,
  nameEn: `Zone ${id}`,
  nameAr: `منطقة ${id}`,
  fee: 45,
  minDays: 1,
  maxDays: 2,
  enabled: true,
  isDefault: false,
  governorates: [],
  ...over,
});
const config: DeliveryConfigDto = {
  zones: [
    zone(1, { nameEn: 'Greater Cairo', governorates: ['EG-C', 'EG-GZ'] }),
    zone(2, { nameEn: 'Upper Egypt', fee: 75, minDays: 3, maxDays: 5, governorates: ['EG-ASN'] }),
    zone(3, { nameEn: 'Red Sea', fee: 90, enabled: false, governorates: ['EG-BA'] }),
    zone(9, { nameEn: 'Elsewhere', fee: 100, isDefault: true }),
  ],
  governorates: ['EG-C', 'EG-GZ', 'EG-ASN', 'EG-BA'],
  defaultZoneId: 9,
  freeDeliveryThreshold: 1500,
  codFee: { kind: 'percent', percent: 1.5, cap: 20 },
  cutoffHour: 14,
  daysOff: [5],
  holidays: [],
};
/** Wednesday 25 Nov 2026, 10:00 in Cairo. */
const now = new Date('2026-11-25T08:00:00Z');

describe('pricing delivery in the browser as the server does', () => {
  it('prices a governorate with its zone, the COD fee on goods and delivery, and what is left to free delivery', () => {
    expect(
      quoteDelivery(config, { subtotal: 300, governorate: 'EG-GZ', method: 'cod', now, lang: 'en' }),
    ).toEqual({
      zoneName: 'Greater Cairo',
      isDefault: false,
      available: true,
      deliveryFee: 45,
      // 1.5 % of 345 EGP = 5.175 → 5.18
      codFee: 5.18,
      total: 350.18,
      leftForFree: 1200,
      freeThreshold: 1500,
      window: { from: '2026-11-26', to: '2026-11-28' },
    });
    const card = quoteDelivery(config, {
      subtotal: 1500,
      governorate: 'EG-ASN',
      method: 'card',
      now,
      lang: 'ar',
    })!;
    expect(card).toMatchObject({
      zoneName: 'منطقة 2',
      deliveryFee: 0,
      codFee: 0,
      total: 1500,
      leftForFree: null,
    });
  });

  it('names the default zone without a governorate, and says when a zone is off', () => {
    expect(
      quoteDelivery(config, { subtotal: 10, governorate: null, method: 'card', now, lang: 'en' }),
    ).toMatchObject({
      isDefault: true,
      deliveryFee: 100,
    });
    expect(
      quoteDelivery(config, { subtotal: 10, governorate: 'EG-BA', method: 'card', now, lang: 'en' })
        ?.available,
    ).toBe(false);
    // 'from' is the cheapest zone that delivers somewhere
    expect(lowestFee(config)).toBe(45);
    expect(lowestFee({ ...config, zones: [config.zones[3]!] })).toBeNull();
  });
});
