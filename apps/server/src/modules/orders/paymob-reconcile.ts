import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymobPayments } from '../../db/schema/index';
import { every } from '../../lib/every';
import type { PaymobClient } from '../../lib/payments/paymob';
import { cancelUnpaidOrder, refundPayment, type ReconcileDeps } from './paymob-checkout';

/** A kiosk payment made in the last minutes of its reference may be reported a little late. */
export const KIOSK_GRACE_MS = 15 * 60_000;
const SWEEP_EVERY_MS = 60_000;
const BATCH = 20;

/**
 * Kiosk references not paid by their expiry (plus KIOSK_GRACE_MS): the order is cancelled and its
 * stock returned, in one transaction per payment; rows are claimed with SKIP LOCKED, so any number
 * of processes may run this. A payment reported after this is refunded (paymob-checkout.ts).
 */
export async function expireKioskPayments(deps: ReconcileDeps): Promise<number> {
  let expired = 0;
  const due = await deps.db
    .select({ reference: paymobPayments.reference })
    .from(paymobPayments)
    .where(
      and(
        eq(paymobPayments.status, 'awaiting'),
        lte(paymobPayments.expiresAt, sql`now() - ${KIOSK_GRACE_MS} * interval '1 millisecond'`),
      ),
    )
    .limit(BATCH);
  for (const { reference } of due) {
    const done = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [row] = await tx
        .select()
        .from(paymobPayments)
        .where(and(eq(paymobPayments.reference, reference), eq(paymobPayments.status, 'awaiting')))
        .for('update', { skipLocked: true });
      if (!row) return false;
      if (row.orderId !== null) await cancelUnpaidOrder(deps, tx, row.orderId, 'expired');
      await tx
        .update(paymobPayments)
        .set({ status: 'expired', updatedAt: sql`now()` })
        .where(eq(paymobPayments.reference, reference));
      return true;
    });
    if (done) {
      expired += 1;
      deps.log.info({ reference }, 'Paymob kiosk reference expired unpaid: order cancelled, stock returned');
    }
  }
  if (expired) deps.mailer.kick();
  return expired;
}

/** Refunds that failed (Paymob down) are tried again once their next check is due. */
export async function retryPaymobRefunds(deps: ReconcileDeps, client: PaymobClient): Promise<number> {
  const claimed = await deps.db
    .update(paymobPayments)
    .set({ nextCheckAt: sql`now() + interval '10 minutes'` })
    .where(
      inArray(
        paymobPayments.reference,
        deps.db
          .select({ reference: paymobPayments.reference })
          .from(paymobPayments)
          .where(and(eq(paymobPayments.status, 'refund-due'), lte(paymobPayments.nextCheckAt, sql`now()`)))
          .limit(BATCH),
      ),
    )
    .returning({ reference: paymobPayments.reference });
  let refunded = 0;
  for (const { reference } of claimed) if (await refundPayment(deps, client, reference)) refunded += 1;
  return refunded;
}

/** Runs both every minute in this process; returns how to stop it. */
export function startPaymobReconciler(deps: ReconcileDeps, client: PaymobClient): () => Promise<void> {
  return every(
    SWEEP_EVERY_MS,
    async () => {
      await expireKioskPayments(deps);
      await retryPaymobRefunds(deps, client);
    },
    (err) => deps.log.error({ err }, 'Paymob reconciler failed'),
  );
}
