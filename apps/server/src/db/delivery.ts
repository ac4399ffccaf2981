import { asc } from 'drizzle-orm';
import type { DeliveryQuoteDto } from '@atlas/shared/contract/delivery';
import type { Language } from '@atlas/shared/rules/locale';
import { piastresToEgp } from '@atlas/shared/rules/pricing';
import {
  deliveryWindow,
  leftForFreeDelivery,
  orderCharges,
  zoneOf,
  type CodFeeRule,
  type DeliveryRules,
  type DeliveryWindow,
  type DeliveryZoneRule,
  type OrderCharges,
} from '@atlas/shared/rules/delivery';
import type { Db } from './client';
import { deliveryZones, governorateZones, shopSettings } from './schema/index';

export interface DeliveryZone extends DeliveryZoneRule {
  id: number;
  nameEn: string;
  nameAr: string;
  position: number;
  governorates: string[];
}

export interface ShopSettings extends DeliveryRules {
  defaultZoneId: number;
  shopName: string;
  shopAddress: string;
  taxRegistrationNumber: string;
  vatBasisPoints: number | null;
}

/** The delivery zones (in the admin's order, with their governorates) and the shop's settings. */
export interface DeliveryConfig {
  zones: DeliveryZone[];
  settings: ShopSettings;
}

type SettingsRow = typeof shopSettings.$inferSelect;

function codFeeRule(row: SettingsRow): CodFeeRule {
  return row.codFeeKind === 'percent'
    ? { kind: 'percent', basisPoints: row.codFeeBasisPoints, capPiastres: row.codFeeCapPiastres }
    : { kind: 'fixed', piastres: row.codFeePiastres };
}

export async function loadDeliveryConfig(db: Db): Promise<DeliveryConfig> {
  const [zoneRows, assigned, [settings]] = await Promise.all([
    db.select().from(deliveryZones).orderBy(asc(deliveryZones.position), asc(deliveryZones.id)),
    db.select().from(governorateZones).orderBy(asc(governorateZones.governorate)),
    db.select().from(shopSettings),
  ]);
  if (!settings) throw new Error('shop_settings has no row: the migrations did not run');
  return {
    zones: zoneRows.map((z) => ({
      id: z.id,
      nameEn: z.nameEn,
      nameAr: z.nameAr,
      feePiastres: z.feePiastres,
      minDays: z.minDays,
      maxDays: z.maxDays,
      enabled: z.enabled,
      position: z.position,
      governorates: assigned.filter((g) => g.zoneId === z.id).map((g) => g.governorate),
    })),
    settings: {
      freeDeliveryThresholdPiastres: settings.freeDeliveryThresholdPiastres,
      codFee: codFeeRule(settings),
      cutoffHour: settings.cutoffHour,
      daysOff: settings.daysOff,
      holidays: settings.holidays,
      defaultZoneId: settings.defaultZoneId,
      shopName: settings.shopName,
      shopAddress: settings.shopAddress,
      taxRegistrationNumber: settings.taxRegistrationNumber,
      vatBasisPoints: settings.vatBasisPoints,
    },
  };
}

/**
 * The zone a governorate is delivered in; the default zone for an address whose governorate is
 * unknown (or one no zone holds).
 */
export function zoneFor(config: DeliveryConfig, governorate: string | null | undefined): DeliveryZone {
  const zone = zoneOf(config.zones, config.settings.defaultZoneId, governorate);
  if (!zone) throw new Error('delivery: the default zone is missing');
  return zone;
}

export interface PricedDelivery {
  charges: OrderCharges;
  zone: DeliveryZone;
  governorate: string | null;
  window: DeliveryWindow;
}

/**
 * What delivering goods worth `subtotalPiastres` to a governorate costs and when it arrives, paid
 * by `method`: the same arithmetic for a quote, the cart, every checkout and the order.
 */
export function priceDelivery(
  config: DeliveryConfig,
  o: {
    subtotalPiastres: number;
    discountPiastres?: number;
    freeDelivery?: boolean;
    governorate: string | null | undefined;
    method: string;
    now: Date;
  },
): PricedDelivery {
  const zone = zoneFor(config, o.governorate);
  return {
    charges: orderCharges({
      subtotalPiastres: o.subtotalPiastres,
      discountPiastres: o.discountPiastres ?? 0,
      zone,
      rules: config.settings,
      cashOnDelivery: o.method === 'cod',
      freeDelivery: o.freeDelivery ?? false,
    }),
    zone,
    governorate: o.governorate ?? null,
    window: deliveryWindow(o.now, zone, config.settings),
  };
}

export const egpOrNull = (piastres: number | null) => (piastres === null ? null : piastresToEgp(piastres));

/**
 * A priced delivery as a quote answers it (GET /delivery/quote, POST /guest/quote): the zone in
 * `lang`, its fees, and what is left to buy for free delivery with goods worth `goodsPiastres`.
 */
export function deliveryQuoteDto(
  config: DeliveryConfig,
  priced: PricedDelivery,
  goodsPiastres: number,
  lang: Language,
): DeliveryQuoteDto {
  const threshold = config.settings.freeDeliveryThresholdPiastres;
  return {
    governorate: (priced.governorate as DeliveryQuoteDto['governorate']) ?? null,
    zone: {
      id: priced.zone.id,
      name: lang === 'ar' ? priced.zone.nameAr : priced.zone.nameEn,
      isDefault: priced.zone.id === config.settings.defaultZoneId,
    },
    available: priced.zone.enabled,
    deliveryFee: piastresToEgp(priced.charges.deliveryPiastres),
    codFee: piastresToEgp(priced.charges.codFeePiastres),
    total: piastresToEgp(priced.charges.totalPiastres),
    freeDeliveryThreshold: egpOrNull(threshold),
    leftForFreeDelivery: egpOrNull(leftForFreeDelivery(goodsPiastres, threshold)),
    window: priced.window,
  };
}
