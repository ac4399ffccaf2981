import { deliveryMessages } from '@atlas/shared/contract/delivery';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { orderMessages } from '@atlas/shared/contract/orders';
import { cartTotalPiastres, MAX_ORDER_TOTAL_PIASTRES, type PricedLine } from '@atlas/shared/rules/cart';
import { deliveryWindow, type OrderCharges } from '@atlas/shared/rules/delivery';
import { matchGovernorate } from '@atlas/shared/rules/governorate-match';
import type { AppliedCode } from '../../db/cart-code';
import type { Db } from '../../db/client';
import { loadDeliveryConfig, priceDelivery } from '../../db/delivery';
import type { OrderAddressSnapshot, OrderCoupon, OrderDelivery, PaymobCharges } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/** An order's money and promised delivery, as the server computed them. */
export interface PricedOrder {
  charges: OrderCharges;
  /** null only for a Paymob payment begun before delivery was priced. */
  delivery: OrderDelivery | null;
  /** The zone's window in working days, for a Paymob payment's order written later. */
  days: { minDays: number; maxDays: number };
  /** The governorate the address names (ISO code), null when it names none (priced by the default zone). */
  governorate: string | null;
  /** The code the order is priced with; its use is taken when the order is written. */
  coupon: OrderCoupon | null;
}

/** The governorate of an address: the one chosen, else the one its state or city names. */
export function governorateOf(
  address: { governorate?: string | null; state: string; city: string } | null,
): string | null {
  if (!address) return null;
  return address.governorate || matchGovernorate(address.state, address.city);
}

export const deliveryUnavailable = () =>
  new AppError(ErrorCode.deliveryUnavailable, 409, deliveryMessages.zoneOff);

/**
 * Prices an order for these lines (priced with their automatic offers), the code that applies to
 * them, delivered to `address` and paid by `method`, from the settings in the database now (read
 * with `db`, the order's transaction when there is one). Refuses a zone that is switched off and
 * a total the orders table cannot hold.
 */
export async function priceOrder(
  db: Db,
  lines: readonly PricedLine[],
  address: OrderAddressSnapshot | null,
  method: string,
  now: Date,
  code: AppliedCode | null,
): Promise<PricedOrder> {
  const config = await loadDeliveryConfig(db);
  const governorate = governorateOf(address);
  const order = {
    subtotalPiastres: cartTotalPiastres(lines),
    discountPiastres: code?.discountPiastres ?? 0,
    governorate,
    method,
    now,
  };
  const priced = priceDelivery(config, { ...order, freeDelivery: code?.freeDelivery ?? false });
  if (!priced.zone.enabled) throw deliveryUnavailable();
  // what a free-delivery code saved: the delivery the same order would have paid without it
  const waived = code?.freeDelivery ? priceDelivery(config, order).charges.deliveryPiastres : 0;
  if (priced.charges.totalPiastres > MAX_ORDER_TOTAL_PIASTRES)
    throw AppError.badRequest(orderMessages.totalTooLarge);
  return {
    charges: priced.charges,
    delivery: {
      zoneId: priced.zone.id,
      zoneEn: priced.zone.nameEn,
      zoneAr: priced.zone.nameAr,
      from: priced.window.from,
      to: priced.window.to,
    },
    days: { minDays: priced.zone.minDays, maxDays: priced.zone.maxDays },
    governorate,
    coupon: code
      ? {
          id: code.couponId,
          code: code.code,
          savedPiastres: code.freeDelivery ? waived : code.discountPiastres,
        }
      : null,
  };
}

/** What a Paymob payment keeps of its pricing, so that its order is written with the same breakdown. */
export function paymobCharges(priced: PricedOrder): PaymobCharges {
  return {
    ...priced.charges,
    zoneId: priced.delivery?.zoneId ?? 0,
    zoneEn: priced.delivery?.zoneEn ?? '',
    zoneAr: priced.delivery?.zoneAr ?? '',
    ...priced.days,
    ...(priced.coupon ? { coupon: priced.coupon } : {}),
  };
}

/**
 * The pricing of a Paymob payment's order, written when Paymob reports it paid (or a kiosk
 * reference issued): the charges asked, and the window counted from now. A payment begun before
 * delivery was priced asked for its items alone.
 */
export async function pricedFromPaymob(
  db: Db,
  kept: PaymobCharges | null,
  lines: readonly PricedLine[],
  address: OrderAddressSnapshot,
  now: Date,
): Promise<PricedOrder> {
  const governorate = governorateOf(address);
  if (!kept) {
    const subtotalPiastres = cartTotalPiastres(lines);
    return {
      charges: {
        subtotalPiastres,
        discountPiastres: 0,
        deliveryPiastres: 0,
        codFeePiastres: 0,
        totalPiastres: subtotalPiastres,
      },
      delivery: null,
      days: { minDays: 0, maxDays: 0 },
      governorate,
      coupon: null,
    };
  }
  const { zoneId, zoneEn, zoneAr, minDays, maxDays, coupon, ...charges } = kept;
  const { settings } = await loadDeliveryConfig(db);
  const window = deliveryWindow(now, { minDays, maxDays }, settings);
  return {
    charges,
    delivery: { zoneId, zoneEn, zoneAr, from: window.from, to: window.to },
    days: { minDays, maxDays },
    governorate,
    coupon: coupon ?? null,
  };
}
