import type { DeliveryConfigDto, DeliveryWindowDto } from '@atlas/shared/contract/delivery';
import {
  deliveryWindow,
  leftForFreeDelivery,
  orderCharges,
  zoneOf,
  type CodFeeRule,
} from '@atlas/shared/rules/delivery';
import type { Language } from '@atlas/shared/rules/locale';
import { egpToPiastres, piastresToEgp } from '@atlas/shared/rules/pricing';

export interface DeliveryQuote {
  zoneName: string;
  /** Priced with the default zone: the governorate is not known yet. */
  isDefault: boolean;
  /** The zone is switched off: checkout would be refused. */
  available: boolean;
  /** EGP */
  deliveryFee: number;
  codFee: number;
  total: number;
  /** EGP still to buy for free delivery; null when there is no threshold or it is reached. */
  leftForFree: number | null;
  freeThreshold: number | null;
  window: DeliveryWindowDto;
}

function codRule(config: DeliveryConfigDto): CodFeeRule {
  const fee = config.codFee;
  return fee.kind === 'fixed'
    ? { kind: 'fixed', piastres: egpToPiastres(fee.amount) }
    : {
        kind: 'percent',
        basisPoints: Math.round(fee.percent * 100),
        capPiastres: fee.cap === null ? null : egpToPiastres(fee.cap),
      };
}

/**
 * What delivering goods worth `subtotal` EGP to a governorate costs and when it arrives, worked out
 * from the shop's published settings with the server's own rules (rules/delivery.ts): the figure
 * shown is the one the order gets, which the server computes again when it is placed.
 */
export function quoteDelivery(
  config: DeliveryConfigDto,
  o: {
    /** The goods, EGP: the items less a code's discount. */
    subtotal: number;
    /** A free-delivery code applies. */
    freeDelivery?: boolean;
    governorate: string | null;
    method: string;
    now: Date;
    lang: Language;
  },
): DeliveryQuote | null {
  const zone = zoneOf(config.zones, config.defaultZoneId, o.governorate);
  if (!zone) return null;
  const subtotalPiastres = egpToPiastres(o.subtotal);
  const threshold =
    config.freeDeliveryThreshold === null ? null : egpToPiastres(config.freeDeliveryThreshold);
  const charges = orderCharges({
    subtotalPiastres,
    zone: { feePiastres: egpToPiastres(zone.fee) },
    rules: { freeDeliveryThresholdPiastres: threshold, codFee: codRule(config) },
    cashOnDelivery: o.method === 'cod',
    freeDelivery: o.freeDelivery ?? false,
  });
  const left = leftForFreeDelivery(subtotalPiastres, threshold);
  return {
    zoneName: o.lang === 'ar' ? zone.nameAr : zone.nameEn,
    isDefault: zone.isDefault,
    available: zone.enabled,
    deliveryFee: piastresToEgp(charges.deliveryPiastres),
    codFee: piastresToEgp(charges.codFeePiastres),
    total: piastresToEgp(charges.totalPiastres),
    leftForFree: left === null ? null : piastresToEgp(left),
    freeThreshold: config.freeDeliveryThreshold,
    window: deliveryWindow(o.now, zone, config),
  };
}

/** The lowest fee of the zones delivering now: 'from 45 EGP' before a governorate is chosen. */
export function lowestFee(config: DeliveryConfigDto): number | null {
  const fees = config.zones.filter((z) => z.enabled && z.governorates.length > 0).map((z) => z.fee);
  return fees.length ? Math.min(...fees) : null;
}
