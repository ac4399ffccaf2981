import { eq } from 'drizzle-orm';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { couponMessages, type CartCodeDto } from '@atlas/shared/contract/promotions';
import { piastresToEgp } from '@atlas/shared/rules/pricing';
import {
  couponDiscount,
  couponUsable,
  type CouponRefusal,
  type CouponResult,
  type PromotionLine,
} from '@atlas/shared/rules/promotions';
import { AppError } from '../lib/app-error';
import type { Db } from './client';
import type { PricedCartLine } from './priced-cart';
import { couponRule, couponUsage, type CouponRow, type Shopper } from './promotions';
import { cartCoupons, coupons } from './schema/index';

/** A code that applies to the cart: what the order takes off and records. */
export interface AppliedCode {
  couponId: number;
  code: string;
  discountPiastres: number;
  freeDelivery: boolean;
}

export interface CartCode {
  coupon: CouponRow;
  result: CouponResult;
}

/** A refused code, as every route answers it: the reason for the web app, the message for others. */
export function couponRefused(
  reason: CouponRefusal,
  status: 400 | 409,
  coupon?: Pick<CouponRow, 'minSubtotalPiastres'>,
): AppError {
  return new AppError(ErrorCode.couponRefused, status, couponMessages[reason], {
    reason,
    ...(reason === 'below-minimum' && coupon?.minSubtotalPiastres != null
      ? { minSubtotal: String(piastresToEgp(coupon.minSubtotalPiastres)) }
      : {}),
  });
}

const promotionLine = (line: PricedCartLine): PromotionLine => ({
  productId: line.productId,
  category: line.category,
  brand: line.brand,
  listPiastres: line.originalPiastres,
  productDiscount: line.productDiscount,
  quantity: line.quantity,
});

/** What `coupon` does for this shopper and these lines now. */
export async function evaluateCode(
  db: Db,
  coupon: CouponRow,
  shopper: Shopper,
  lines: readonly PricedCartLine[],
  now: Date,
): Promise<CouponResult> {
  const usable = couponUsable(couponRule(coupon), await couponUsage(db, coupon, shopper), now);
  if (!usable.ok) return usable;
  return couponDiscount(
    couponRule(coupon),
    lines.map(promotionLine),
    lines.map((line) => ({
      unitPiastres: line.unitPiastres,
      percent: line.offer ? line.offer.percent : line.productDiscount,
      offer: line.offer,
    })),
  );
}

/** The code on the shopper's cart, if any. */
export async function cartCoupon(db: Db, userId: number): Promise<CouponRow | null> {
  const [row] = await db
    .select({ coupon: coupons })
    .from(cartCoupons)
    .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
    .where(eq(cartCoupons.userId, userId));
  return row?.coupon ?? null;
}

/** The code on the shopper's cart and what it does for the cart now; null when there is none. */
export async function cartCode(
  db: Db,
  userId: number,
  lines: readonly PricedCartLine[],
  now: Date,
): Promise<CartCode | null> {
  const coupon = await cartCoupon(db, userId);
  if (!coupon) return null;
  return { coupon, result: await evaluateCode(db, coupon, { userId }, lines, now) };
}

/**
 * The code an order is placed with: none, or one that applies. A code on the cart that does not
 * apply now refuses the order (409, with its reason): the shopper never pays a total other than
 * the one they were shown, and keeps the cart.
 */
export async function codeForOrder(
  db: Db,
  userId: number,
  lines: readonly PricedCartLine[],
  now: Date,
): Promise<AppliedCode | null> {
  const found = await cartCode(db, userId, lines, now);
  return found ? appliedCode(found) : null;
}

/** A code an order is placed with: what it takes off, or a 409 with its reason when it does not apply. */
export function appliedCode({ coupon, result }: CartCode): AppliedCode {
  if (!result.ok) throw couponRefused(result.reason, 409, coupon);
  return {
    couponId: coupon.id,
    code: coupon.code,
    discountPiastres: result.discountPiastres,
    freeDelivery: result.freeDelivery,
  };
}

export function toCartCodeDto(found: CartCode | null): CartCodeDto {
  if (!found) return { code: null, discount: 0, freeDelivery: false, refusal: null, minSubtotal: null };
  const { coupon, result } = found;
  return {
    code: coupon.code,
    discount: result.ok ? piastresToEgp(result.discountPiastres) : 0,
    freeDelivery: result.ok && result.freeDelivery,
    refusal: result.ok ? null : { reason: result.reason, message: couponMessages[result.reason] },
    minSubtotal:
      !result.ok && result.reason === 'below-minimum' && coupon.minSubtotalPiastres !== null
        ? piastresToEgp(coupon.minSubtotalPiastres)
        : null,
  };
}

/** Takes the code off the cart (after an order used it, or when the shopper removes it). */
export async function dropCartCode(db: Db, userId: number): Promise<void> {
  await db.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
}
