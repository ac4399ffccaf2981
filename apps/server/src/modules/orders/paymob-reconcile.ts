import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { paymobPayments } from '../../db/schema/index';
import { every } from '../../lib/every';
import type { PaymobClient } from '../../lib/payments/paymob';
import { applyPaymobTransaction } from './paymob-callback';
import {
  INQUIRE_AFTER_MS,
  REFUND_RETRY_MS,
  cancelUnpaidOrder,
  later,
  refundPayment,
  type ReconcileDeps,
} from './paymob-payments';

/** A kiosk payment made in the last minutes of its reference may be reported a little late. */
export const KIOSK_GRACE_MS = 15 * 60_000;
const SWEEP_EVERY_MS = 60_000;
const BATCH = 20;

/**
 * Kiosk references not paid by their expiry (plus KIOSK_GRACE_MS): the order is cancelled and its
 * stock returned, in one transaction per payment; rows are claimed with SKIP LOCKED, so any number
 * of processes may run this. A payment reported after this is refunded (paymob-callback.ts).
 */
export async function expireKioskPayments(deps: ReconcileDeps): Promise<number> {
  let expired = 0;
  const due = await deps.db
    .select({ reference: paymobPayments.reference })
    .from(paymobPayments)
    .where(and(eq(paymobPayments.status, 'awaiting'), lte(paymobPayments.expiresAt, later(-KIOSK_GRACE_MS))))
    .limit(BATCH);
  for (const { reference } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(paymobPayments)
        .where(and(eq(paymobPayments.reference, reference), eq(paymobPayments.status, 'awaiting')))
        .for('update', { skipLocked: true });
      if (!row) return false;
      if (row.orderId !== null) await cancelUnpaidOrder(deps, tx, row.orderId, 'expired');
      await tx
        .update(paymobPayments)
        .set({ status: 'expired', nextCheckAt: null, updatedAt: sql`now()` })
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

type Status = (typeof paymobPayments.$inferSelect)['status'];

/**
 * Claims up to BATCH payments in `statuses` whose next check is due, pushing that check `nextInMs`
 * out (so a failure is simply tried again then); rows another process holds are skipped.
 */
function claimDue(deps: ReconcileDeps, statuses: Status[], nextInMs: number) {
  return deps.db
    .update(paymobPayments)
    .set({ nextCheckAt: later(nextInMs) })
    .where(
      inArray(
        paymobPayments.reference,
        deps.db
          .select({ reference: paymobPayments.reference })
          .from(paymobPayments)
          .where(and(inArray(paymobPayments.status, statuses), lte(paymobPayments.nextCheckAt, sql`now()`)))
          .orderBy(paymobPayments.nextCheckAt)
          .limit(BATCH)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({
      reference: paymobPayments.reference,
      paymobOrderId: paymobPayments.paymobOrderId,
      status: paymobPayments.status,
      expiresAt: paymobPayments.expiresAt,
    });
}

/** Refunds that failed (Paymob down) are tried again once their next check is due. */
export async function retryPaymobRefunds(deps: ReconcileDeps, client: PaymobClient): Promise<number> {
  let refunded = 0;
  for (const { reference } of await claimDue(deps, ['refund-due'], REFUND_RETRY_MS))
    if (await refundPayment(deps, client, reference)) refunded += 1;
  return refunded;
}

/**
 * Payments Paymob has not reported on (a callback lost or refused on our side): with the API key,
 * Paymob's transaction inquiry is asked, INQUIRE_AFTER_MS after the payment began and again every
 * so often, and its answer applied as a callback's would be. A payment never paid stops being
 * asked about an hour after it expired. Returns how many answers changed something.
 */
export async function inquireOverduePayments(deps: ReconcileDeps, client: PaymobClient): Promise<number> {
  const claimed = await claimDue(deps, ['open', 'declined', 'awaiting'], INQUIRE_AFTER_MS);
  let changed = 0;
  for (const row of claimed) {
    const transaction = await client.inquire(row.paymobOrderId);
    const outcome = transaction ? await applyPaymobTransaction(deps, client, transaction) : 'unchanged';
    if (outcome !== 'unchanged' && outcome !== 'not-a-payment' && outcome !== 'unknown-order') changed += 1;
    else if (row.status !== 'awaiting' && Date.now() > new Date(row.expiresAt).getTime() + 3_600_000)
      await deps.db
        .update(paymobPayments)
        .set({ nextCheckAt: null })
        .where(eq(paymobPayments.reference, row.reference));
  }
  if (changed)
    deps.log.warn({ changed }, 'Paymob payments settled by inquiry: their callbacks did not arrive');
  return changed;
}

/** Runs them every minute in this process; returns how to stop it. */
export function startPaymobReconciler(
  deps: ReconcileDeps,
  client: PaymobClient,
  inquire: boolean,
): () => Promise<void> {
  return every(
    SWEEP_EVERY_MS,
    async () => {
      await expireKioskPayments(deps);
      await retryPaymobRefunds(deps, client);
      if (inquire) await inquireOverduePayments(deps, client);
    },
    (err) => deps.log.error({ err }, 'Paymob reconciler failed'),
  );
}
