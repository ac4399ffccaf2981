import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { orderMessages } from '@atlas/shared/contract/orders';
import type { Db } from '../../db/client';
import { orders, paypalCaptures } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { every } from '../../lib/every';
import type { PaypalClient } from '../../lib/payments/paypal';

/** How long a capture may stay unresolved (a shopper retrying after a crash) before it is checked. */
export const RECHECK_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 60_000;
const BATCH = 20;

type Resolution = NonNullable<typeof paypalCaptures.$inferSelect.resolution>;

/** The shopper's answer when the reconciler's refund won the race for a capture. */
export const paymentRefunded = () =>
  new AppError(ErrorCode.paymentRefunded, 409, orderMessages.paymentRefunded);

/**
 * Written before the capture call (and again before a retry writes the order of an earlier
 * capture): from now on the money cannot be taken without the shop noticing. A capture the
 * reconciler has claimed for a refund stays refunded: the retry is refused.
 */
export async function recordCaptureAttempt(
  db: Db,
  paypalOrderId: string,
  userId: number | null,
): Promise<void> {
  const nextCheckAt = sql`now() + ${RECHECK_MS} * interval '1 millisecond'`;
  const written = await db
    .insert(paypalCaptures)
    .values({ paypalOrderId, userId, nextCheckAt })
    .onConflictDoUpdate({
      target: paypalCaptures.paypalOrderId,
      set: { nextCheckAt, resolvedAt: null, resolution: null },
      setWhere: sql`${paypalCaptures.resolution} is distinct from 'refunded'`,
    })
    .returning({ id: paypalCaptures.paypalOrderId });
  if (written.length === 0) throw paymentRefunded();
}

/**
 * Inside the transaction that writes a PayPal order: locks the capture's row, the one the
 * reconciler locks to claim a refund, so exactly one of the two wins. Refused when the refund won.
 */
export async function holdCaptureForOrder(tx: Db, paypalOrderId: string): Promise<void> {
  const [row] = await tx
    .select({ resolution: paypalCaptures.resolution })
    .from(paypalCaptures)
    .where(eq(paypalCaptures.paypalOrderId, paypalOrderId))
    .for('update');
  if (row?.resolution === 'refunded') throw paymentRefunded();
}

/**
 * The reconciler's side of the same lock: with the row locked, no shop order carries this PayPal
 * order, so the capture is claimed for a refund (resolution set, still open until the refund is
 * done). False when an order was written first.
 */
async function claimForRefund(db: Db, paypalOrderId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: paypalCaptures.paypalOrderId })
      .from(paypalCaptures)
      .where(eq(paypalCaptures.paypalOrderId, paypalOrderId))
      .for('update');
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.providerOrderId, paypalOrderId));
    if (order) return false;
    await tx
      .update(paypalCaptures)
      .set({ resolution: 'refunded' })
      .where(and(eq(paypalCaptures.paypalOrderId, paypalOrderId), isNull(paypalCaptures.resolvedAt)));
    return true;
  });
}

export async function resolveCaptureAttempt(
  db: Db,
  paypalOrderId: string,
  resolution: Resolution,
): Promise<void> {
  await db
    .update(paypalCaptures)
    .set({ resolvedAt: sql`now()`, resolution })
    .where(eq(paypalCaptures.paypalOrderId, paypalOrderId));
}

/**
 * Settles the captures left unresolved past RECHECK_MS (the process died between capture and
 * order, or PayPal's answer was lost): an order was written → done; PayPal holds a completed
 * capture without a shop order → refund it; nothing was captured → done. Any process may run it:
 * each row is claimed with SKIP LOCKED and its next check pushed out, so a failure (PayPal down)
 * is simply tried again later. Returns how many were settled.
 */
export async function reconcilePaypalCaptures(
  db: Db,
  client: PaypalClient,
  log: FastifyBaseLogger,
): Promise<number> {
  const claimed = await db.execute(sql`
    update ${paypalCaptures}
       set next_check_at = now() + ${RECHECK_MS} * interval '1 millisecond'
     where paypal_order_id in (
       select paypal_order_id from ${paypalCaptures}
        where resolved_at is null and next_check_at <= now()
        order by next_check_at
        limit ${BATCH}
        for update skip locked)
    returning paypal_order_id as id`);
  let settled = 0;
  for (const { id } of (claimed as unknown as { rows: { id: string }[] }).rows) {
    try {
      await resolveCaptureAttempt(db, id, await settle(db, client, log, id));
      settled += 1;
    } catch (err) {
      log.error({ err, paypalOrderId: id }, 'PayPal capture check failed; will try again');
    }
  }
  return settled;
}

async function settle(db: Db, client: PaypalClient, log: FastifyBaseLogger, id: string): Promise<Resolution> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.providerOrderId, id));
  if (order) return 'order';
  const paypalOrder = await client.getOrder(id);
  const capture = paypalOrder.purchase_units?.[0]?.payments?.captures?.[0];
  if (capture?.status === 'COMPLETED') {
    // the shopper may be retrying this very moment: the row's lock decides who wins
    if (!(await claimForRefund(db, id))) return 'order';
    await client.refundCapture(capture.id);
    log.warn({ paypalOrderId: id, captureId: capture.id }, 'PayPal capture without an order refunded');
    return 'refunded';
  }
  return capture ? 'refunded' : 'not-captured';
}

/** Runs the reconciler every minute in this process; returns how to stop it. */
export function startCaptureReconciler(
  db: Db,
  client: PaypalClient,
  log: FastifyBaseLogger,
): () => Promise<void> {
  return every(
    SWEEP_EVERY_MS,
    () => reconcilePaypalCaptures(db, client, log),
    (err) => log.error({ err }, 'PayPal capture reconciler failed'),
  );
}
