import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { couponRedemptions, orders } from './schema/index';

/**
 * Gives an account every guest order placed with its e-mail that no account holds yet (and their
 * codes' uses, so the account's per-shopper limits count them). Only once the e-mail is proven
 * (the guest's signed link). Returns how many orders were attached.
 */
export async function attachGuestOrders(tx: Db, userId: number, email: string): Promise<number> {
  const attached = await tx
    .update(orders)
    .set({ userId })
    .where(and(eq(orders.userEmail, email), isNull(orders.userId), isNotNull(orders.guestName)))
    .returning({ id: orders.id });
  if (attached.length)
    await tx
      .update(couponRedemptions)
      .set({ userId })
      .where(
        inArray(
          couponRedemptions.orderId,
          attached.map((o) => o.id),
        ),
      );
  return attached.length;
}

/** The name on the newest guest order of an e-mail ('' when there is none). */
export async function latestGuestName(db: Db, email: string): Promise<string> {
  const [row] = await db
    .select({ name: orders.guestName })
    .from(orders)
    .where(and(eq(orders.userEmail, email), isNotNull(orders.guestName)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row?.name ?? '';
}
