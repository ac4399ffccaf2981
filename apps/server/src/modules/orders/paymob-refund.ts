import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { adminOrderMessages } from '@atlas/shared/contract/admin-orders';
import type { Db } from '../../db/client';
import { orders, paymobPayments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { PaymobError, type PaymobClient } from '../../lib/payments/paymob';

/** How a cancelled Paymob order's money went back: written as the order's payment status. */
export type MoneyBack = 'voided' | 'refunded';

const refundFailed = () => new AppError(ErrorCode.paymentFailed, 502, adminOrderMessages.refundFailed);

/**
 * Before an admin's cancel of a paid Paymob order: its money goes back first (a card payment is
 * voided while Paymob still allows it, else refunded; a wallet or kiosk payment is refunded), and
 * the payment row says so at once, so a cancel that fails afterwards and is tried again does not
 * refund twice. When Paymob refuses or does not answer, nothing changes and the admin is told.
 * Null: nothing to give back (not a Paymob order, not paid, or already given back).
 */
export async function giveMoneyBack(
  deps: { db: Db; log: FastifyBaseLogger; paymob: PaymobClient | null },
  { userId, orderId }: { userId: number; orderId: number },
): Promise<MoneyBack | null> {
  const [order] = await deps.db
    .select({ method: orders.paymentMethod, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), userId === 0 ? isNull(orders.userId) : eq(orders.userId, userId)));
  if (!order || order.status === 'cancelled' || !['card', 'wallet', 'kiosk'].includes(order.method))
    return null;
  const [payment] = await deps.db.select().from(paymobPayments).where(eq(paymobPayments.orderId, orderId));
  if (!payment || payment.transactionId === null) return null;
  if (payment.status === 'refunded') return payment.refundReason === 'cancelled' ? 'refunded' : null;
  if (payment.status !== 'paid') return null;
  if (!deps.paymob) throw refundFailed();
  const amount = payment.paidCents ?? payment.amountCents;
  let how: MoneyBack = 'refunded';
  try {
    if (payment.method === 'card') {
      try {
        await deps.paymob.voidTransaction(payment.transactionId);
        how = 'voided';
      } catch (err) {
        if (!(err instanceof PaymobError) || err.status === undefined) throw err;
        // settled already: a refund is what is left
        await deps.paymob.refund(payment.transactionId, amount);
      }
    } else {
      await deps.paymob.refund(payment.transactionId, amount);
    }
  } catch (err) {
    deps.log.error({ err, orderId, reference: payment.reference }, 'Paymob refund for a cancel failed');
    throw refundFailed();
  }
  await deps.db
    .update(paymobPayments)
    .set({ status: 'refunded', refundReason: 'cancelled', nextCheckAt: null, updatedAt: sql`now()` })
    .where(eq(paymobPayments.reference, payment.reference));
  deps.log.info({ orderId, reference: payment.reference, how }, 'Paymob payment given back for a cancel');
  return how;
}

/**
 * Inside the cancel's transaction: a kiosk order still waiting for its payment is marked so that a
 * payment made anyway is refunded. Returns the order's payment status after the cancel, if it changes.
 */
export async function paymobPaymentStatusOnCancel(
  tx: Db,
  orderId: number,
  moneyBack: MoneyBack | null,
): Promise<string | null> {
  if (moneyBack) return moneyBack;
  const [payment] = await tx
    .select({ reference: paymobPayments.reference, status: paymobPayments.status })
    .from(paymobPayments)
    .where(eq(paymobPayments.orderId, orderId))
    .for('update');
  if (payment?.status !== 'awaiting') return null;
  await tx
    .update(paymobPayments)
    .set({ status: 'cancelled', refundReason: 'cancelled', nextCheckAt: null, updatedAt: sql`now()` })
    .where(eq(paymobPayments.reference, payment.reference));
  return 'cancelled';
}
