import { sql } from 'drizzle-orm';
import type { CartCodeDto } from '@atlas/shared/contract/promotions';
import type { Language } from '@atlas/shared/rules/locale';
import { COUPON_CODE_PATTERN } from '@atlas/shared/rules/promotions';
import { cartCoupon, couponRefused, dropCartCode, evaluateCode, toCartCodeDto } from '../../db/cart-code';
import type { Db } from '../../db/client';
import { loadPricedCart } from '../../db/priced-cart';
import { couponByCode } from '../../db/promotions';
import { cartCoupons } from '../../db/schema/index';

/** The code on the cart and what it takes off the cart as it is now. */
export async function getCartCode(db: Db, userId: number, lang: Language, now: Date): Promise<CartCodeDto> {
  const coupon = await cartCoupon(db, userId);
  if (!coupon) return toCartCodeDto(null);
  const lines = await loadPricedCart(db, userId, lang, now);
  return toCartCodeDto({ coupon, result: await evaluateCode(db, coupon, { userId }, lines, now) });
}

/**
 * Puts a code on the cart when it applies to the cart now; otherwise answers 400 with the reason
 * and leaves the cart as it was. A code that does not exist, is misspelled or is paused answers
 * alike ('unknown'), so trying codes teaches nothing (and the route is rate-limited).
 */
export async function applyCartCode(
  db: Db,
  userId: number,
  code: string,
  lang: Language,
  now: Date,
): Promise<CartCodeDto> {
  const coupon = COUPON_CODE_PATTERN.test(code) ? await couponByCode(db, code) : undefined;
  if (!coupon) throw couponRefused('unknown', 400);
  const lines = await loadPricedCart(db, userId, lang, now);
  const result = await evaluateCode(db, coupon, { userId }, lines, now);
  if (!result.ok) throw couponRefused(result.reason, 400, coupon);
  await db
    .insert(cartCoupons)
    .values({ userId, couponId: coupon.id })
    .onConflictDoUpdate({ target: cartCoupons.userId, set: { couponId: coupon.id, appliedAt: sql`now()` } });
  return toCartCodeDto({ coupon, result });
}

export async function removeCartCode(db: Db, userId: number): Promise<CartCodeDto> {
  await dropCartCode(db, userId);
  return toCartCodeDto(null);
}
