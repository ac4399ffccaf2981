import { and, eq, gt, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { TopCodeDto } from '@atlas/shared/contract/admin';
import type { TrainerCodeDto } from '@atlas/shared/contract/training';
import { piastresToEgp } from '@atlas/shared/rules/pricing';
import type { AutomaticOffer, CouponRefusal, CouponRule, CouponUsage } from '@atlas/shared/rules/promotions';
import type { Db } from './client';
import { couponRedemptions, coupons, offers, orders } from './schema/index';

export type CouponRow = typeof coupons.$inferSelect;
type OfferRow = typeof offers.$inferSelect;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function offerRule(row: OfferRow): AutomaticOffer {
  return {
    id: row.id,
    kind: row.kind,
    percent: row.percent,
    minQuantity: row.kind === 'tier' ? row.minQuantity : 1,
    scope: row.scope,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    endsAt: iso(row.endsAt),
  };
}

/** The automatic offers running at `now`: active, started and not ended. */
export async function liveOffers(db: Db, now: Date): Promise<AutomaticOffer[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.status, 'active'),
        or(isNull(offers.startsAt), lte(offers.startsAt, now)),
        or(isNull(offers.endsAt), gt(offers.endsAt, now)),
      ),
    );
  return rows.map(offerRule);
}

/** The next instant after `now` at which an active offer starts or ends; null when none will. */
export async function nextOfferBoundary(db: Db, now: Date): Promise<Date | null> {
  const result = await db.execute<{ at: string | null }>(sql`
    select min(t) as at from (
      select starts_at as t from ${offers} where status = 'active' and starts_at > ${now}
      union all
      select ends_at as t from ${offers} where status = 'active' and ends_at > ${now}
    ) boundaries`);
  const at = (result as unknown as { rows: { at: string | Date | null }[] }).rows[0]?.at;
  return at ? new Date(at) : null;
}

export function couponRule(row: CouponRow): CouponRule {
  return {
    kind: row.kind,
    percent: row.percent,
    amountPiastres: row.amountPiastres,
    minSubtotalPiastres: row.minSubtotalPiastres,
    scope: row.scope,
    combinesWithOffers: row.combinesWithOffers,
    firstOrderOnly: row.firstOrderOnly,
    maxUses: row.maxUses,
    maxUsesPerShopper: row.maxUsesPerShopper,
    status: row.status,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
  };
}

export async function couponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

export async function couponById(db: Db, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/**
 * Whom a code's per-shopper limit and first-order rule count for: an account (its orders and
 * uses), or a guest known by the e-mail and mobile on their orders, so that ordering again without
 * an account, or with the e-mail of one, never gets around them. `guest: null` is a visitor not
 * known yet (a quote before the contact is typed): nothing counted; placing checks again.
 */
export type Shopper = { userId: number } | { guest: { email: string; mobile: string | null } | null };

/** The orders a shopper placed (for a guest: any order bearing their e-mail or mobile). */
function shopperOrders(shopper: Shopper) {
  if ('userId' in shopper) return eq(orders.userId, shopper.userId);
  if (!shopper.guest) return sql`false`;
  const { email, mobile } = shopper.guest;
  return or(eq(orders.userEmail, email), mobile === null ? undefined : eq(orders.guestMobile, mobile));
}

/**
 * How much a code has been used, by everyone and by this shopper, and the shopper's orders so far
 * (not counting `orderId`, the order being written).
 */
export async function couponUsage(
  db: Db,
  coupon: CouponRow,
  shopper: Shopper,
  orderId?: number,
): Promise<CouponUsage> {
  const [mine] =
    coupon.maxUsesPerShopper === null
      ? [{ n: 0 }]
      : 'userId' in shopper
        ? await db
            .select({ n: sql<number>`count(*)::int` })
            .from(couponRedemptions)
            .where(
              and(
                eq(couponRedemptions.couponId, coupon.id),
                eq(couponRedemptions.userId, shopper.userId),
                isNull(couponRedemptions.returnedAt),
              ),
            )
        : await db
            .select({ n: sql<number>`count(*)::int` })
            .from(couponRedemptions)
            .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
            .where(
              and(
                eq(couponRedemptions.couponId, coupon.id),
                shopperOrders(shopper),
                isNull(couponRedemptions.returnedAt),
              ),
            );
  const [placed] = coupon.firstOrderOnly
    ? await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            shopperOrders(shopper),
            ne(orders.status, 'cancelled'),
            orderId === undefined ? undefined : ne(orders.id, orderId),
          ),
        )
    : [{ n: 0 }];
  return { uses: coupon.uses, shopperUses: Number(mine?.n ?? 0), shopperOrders: Number(placed?.n ?? 0) };
}

/**
 * Takes one use of the code for an order, inside the order's transaction, after the order row is
 * written and with the shopper's row locked (lockUser), so the shopper's own limit and the
 * first-order rule see every earlier order of theirs. The conditional update locks the coupon's
 * row: concurrent orders for the last use wait for each other, and the one that finds the limit
 * reached is refused. Returns the refusal, or null when the use was taken.
 */
export async function takeCouponUse(
  tx: Db,
  use: { couponId: number; orderId: number; shopper: Shopper; savedPiastres: number },
  /** The shopper's own limit and the first-order rule were checked in this transaction, under the lock. */
  shopperChecked = false,
): Promise<CouponRefusal | null> {
  if (!shopperChecked) {
    const coupon = await couponById(tx, use.couponId);
    if (!coupon) return 'unknown';
    const usage = await couponUsage(tx, coupon, use.shopper, use.orderId);
    if (coupon.maxUsesPerShopper !== null && usage.shopperUses >= coupon.maxUsesPerShopper)
      return 'already-used';
    if (coupon.firstOrderOnly && usage.shopperOrders > 0) return 'first-order-only';
  }
  // one round trip: the use is counted and recorded together, or neither when the limit is reached
  const taken = await tx.execute<{ id: number }>(sql`
    with taken as (
      update ${coupons} set uses = uses + 1
      where id = ${use.couponId} and (max_uses is null or uses < max_uses)
      returning id
    )
    insert into ${couponRedemptions} (coupon_id, order_id, user_id, saved_piastres)
    select id, ${use.orderId}, ${'userId' in use.shopper ? use.shopper.userId : null}, ${use.savedPiastres} from taken
    returning id`);
  if ((taken as unknown as { rows: unknown[] }).rows.length === 0) return 'used-up';
  return null;
}

/** A cancelled order gives its code's use back, once. */
export async function returnCouponUse(tx: Db, orderId: number): Promise<void> {
  const returned = await tx
    .update(couponRedemptions)
    .set({ returnedAt: sql`now()` })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.returnedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of returned)
    await tx
      .update(coupons)
      .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
      .where(eq(coupons.id, couponId));
}

/** The codes used most since `since` (the month's first instant in Cairo), uses not given back. */
export async function topCodes(db: Db, since: Date, limit = 5): Promise<TopCodeDto[]> {
  const rows = await db
    .select({
      code: coupons.code,
      uses: sql<number>`count(*)::int`,
      discount: sql<string>`coalesce(sum(${couponRedemptions.savedPiastres}), 0)`,
      revenue: sql<string>`coalesce(sum(${orders.totalPiastres}), 0)`,
    })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(and(isNull(couponRedemptions.returnedAt), gte(couponRedemptions.createdAt, since)))
    .groupBy(coupons.code)
    .orderBy(sql`count(*) desc`, sql`sum(${orders.totalPiastres}) desc`, coupons.code)
    .limit(limit);
  return rows.map((r) => ({
    code: r.code,
    uses: Number(r.uses),
    discountGiven: piastresToEgp(Number(r.discount)),
    revenue: piastresToEgp(Number(r.revenue)),
  }));
}

/**
 * The code each trainer's page shows: the newest active code attached to the trainer with
 * 'show on the trainer's page', within its window at `now`. (A code that ends while the page is
 * loaded shows until the next reload; the cart refuses it as expired.)
 */
export async function trainerCodes(db: Db, now: Date): Promise<Map<number, TrainerCodeDto>> {
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.showOnTrainerPage, true),
        eq(coupons.status, 'active'),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
        or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
      ),
    )
    .orderBy(coupons.createdAt, coupons.id);
  const byTrainer = new Map<number, TrainerCodeDto>();
  for (const row of rows) {
    if (row.trainerId === null) continue;
    byTrainer.set(row.trainerId, {
      code: row.code,
      kind: row.kind,
      percent: row.percent,
      amount: piastresToEgp(row.amountPiastres),
      endsAt: iso(row.endsAt),
    });
  }
  return byTrainer;
}
