/**
 * What starting a Paymob payment and applying Paymob's word on it share (decision 0016): the
 * settings, how long a payment waits before it is looked at again, and what happens to a payment
 * whose order is cancelled or whose money goes back.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PaymobMethod } from '@atlas/shared/contract/paymob';
import type { Db } from '../../db/client';
import { withItems } from '../../db/orders';
import { orders, paymobPayments } from '../../db/schema/index';
import type { PaymobClient } from '../../lib/payments/paymob';
import { notifyCustomer, orderLanguage } from './order-mail';
import { releaseOrder } from './order-stock';
import type { OrderDeps } from './orders.service';

export interface PaymobSettings {
  client: PaymobClient;
  hmacSecret: string;
  /** The methods with an integration id, in the order checkout offers them. */
  methods: PaymobMethod[];
  kioskHours: number;
}

export type PaymentRow = typeof paymobPayments.$inferSelect;
export type RefundReason = NonNullable<PaymentRow['refundReason']>;

/** How long after a failed refund the reconciler tries again. */
export const REFUND_RETRY_MS = 10 * 60_000;
/** When Paymob is asked about a payment it has not reported (with PAYMOB_API_KEY), and how often. */
export const INQUIRE_AFTER_MS = 10 * 60_000;
export const INQUIRE_AWAITING_EVERY_MS = 30 * 60_000;
/** `now()` moved by `ms` (negative: back), as SQL. */
export const later = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

export type ReconcileDeps = Pick<
  OrderDeps,
  'db' | 'log' | 'mailer' | 'media' | 'publicUrl' | 'now' | 'receiptUrl' | 'guestLinks'
>;

/**
 * Inside the caller's transaction: an order still waiting for its kiosk payment is cancelled, its
 * stock returned and its shopper told; `paymentStatus` says why ('expired', 'refunded').
 */
export async function cancelUnpaidOrder(
  deps: ReconcileDeps,
  tx: Db,
  orderId: number,
  paymentStatus: string,
): Promise<void> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row || row.status === 'cancelled') return;
  await releaseOrder(tx, orderId);
  await tx.update(orders).set({ status: 'cancelled', paymentStatus }).where(eq(orders.id, orderId));
  const [after] = await withItems(
    tx,
    [{ ...row, status: 'cancelled', paymentStatus }],
    deps.media,
    deps.receiptUrl,
  );
  await notifyCustomer(deps, tx, after!, orderLanguage(row));
}

/**
 * Gives a refund-due payment's money back through Paymob. On failure the row stays refund-due and
 * the reconciler tries again after REFUND_RETRY_MS. Never called inside a database transaction.
 */
export async function refundPayment(
  deps: Pick<OrderDeps, 'db' | 'log'>,
  client: PaymobClient,
  reference: string,
): Promise<boolean> {
  const [row] = await deps.db.select().from(paymobPayments).where(eq(paymobPayments.reference, reference));
  if (!row || row.status !== 'refund-due' || row.transactionId === null) return false;
  try {
    await client.refund(row.transactionId, row.paidCents ?? row.amountCents);
  } catch (err) {
    deps.log.fatal(
      { err, reference },
      'Paymob refund FAILED: it is tried again later; refund by hand if it keeps failing',
    );
    return false;
  }
  await deps.db
    .update(paymobPayments)
    .set({ status: 'refunded', nextCheckAt: null, updatedAt: sql`now()` })
    .where(and(eq(paymobPayments.reference, reference), eq(paymobPayments.status, 'refund-due')));
  deps.log.warn(
    { reference, reason: row.refundReason },
    'Paymob payment refunded: it could not become an order',
  );
  return true;
}
