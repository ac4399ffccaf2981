/**
 * Applying Paymob's word on a payment (decision 0016): its signed transaction-processed callback,
 * or the answer of Paymob's inquiry, writes the order from the payment recorded when it started
 * (paymob-start.ts), taking the stock in the same transaction; a payment that cannot become an
 * order is refunded.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { paymobMessages } from '@atlas/shared/contract/paymob';
import { dropCartCode } from '../../db/cart-code';
import type { Db } from '../../db/client';
import { lockGuest, lockUser } from '../../db/locks';
import { withItems } from '../../db/orders';
import { cartItems, orders, paymobPayments, type PaymobLine } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { paymentReceivedMail } from '../../lib/mail-templates/order-status-mails';
import { verifyTransactionHmac, type PaymobClient, type PaymobTransaction } from '../../lib/payments/paymob';
import { pricedFromPaymob } from './order-charges';
import { orderLanguage } from './order-mail';
import { followUrl, insertOrder, type OrderDeps, type Orderer, type Payment } from './orders.service';
import {
  cancelUnpaidOrder,
  INQUIRE_AWAITING_EVERY_MS,
  later,
  refundPayment,
  REFUND_RETRY_MS,
  type PaymentRow,
  type PaymobSettings,
  type RefundReason,
} from './paymob-payments';

export type CallbackOutcome =
  | 'paid'
  | 'awaiting'
  | 'declined'
  | 'refund-due'
  | 'cancelled'
  | 'unchanged'
  | 'unknown-order'
  | 'not-a-payment';

type Kind = 'paid' | 'pending' | 'declined';

/** What the callback asks of a payment in its current state; null: nothing changes. */
type Plan =
  | { do: 'place'; status: 'paid' | 'awaiting' }
  | { do: 'pay-awaiting' }
  | { do: 'decline' }
  | { do: 'refund'; reason: RefundReason }
  | { do: 'second-payment' }
  | null;

function planFor(row: PaymentRow, kind: Kind, transaction: PaymobTransaction, amountOk: boolean): Plan {
  const fresh = row.status === 'open' || row.status === 'declined';
  if (kind === 'declined') return fresh ? { do: 'decline' } : null;
  if (kind === 'pending') {
    // a kiosk reference: only a fresh kiosk payment takes it; anything later (a late 'pending'
    // after the payment) changes nothing
    return fresh && row.method === 'kiosk' && amountOk ? { do: 'place', status: 'awaiting' } : null;
  }
  if (!amountOk)
    return ['paid', 'refund-due', 'refunded'].includes(row.status)
      ? null
      : { do: 'refund', reason: 'amount' };
  if (fresh) return { do: 'place', status: 'paid' };
  if (row.status === 'awaiting') return { do: 'pay-awaiting' };
  if (row.status === 'expired') return { do: 'refund', reason: 'expired' };
  if (row.status === 'cancelled') return { do: 'refund', reason: row.refundReason ?? 'cancelled' };
  // paid, refund-due, refunded: a replay, or Paymob's word on a transaction we already settled
  return row.transactionId !== null && row.transactionId !== transaction.id ? { do: 'second-payment' } : null;
}

const paymentOf = (row: PaymentRow, transaction: PaymobTransaction, status: Payment['status']): Payment => ({
  method: row.method,
  status,
  transactionId: status === 'completed' ? String(transaction.id) : null,
  providerOrderId: `paymob-${row.paymobOrderId}`,
  chargedAmount: status === 'completed' ? (Number(transaction.amount_cents) / 100).toFixed(2) : null,
  chargedCurrency: status === 'completed' ? transaction.currency : null,
  shipping: null,
});

const kioskReferenceOf = (transaction: PaymobTransaction): string | null => {
  const value = transaction.data?.bill_reference;
  return value === undefined || value === null || value === '' ? null : String(value);
};

/**
 * Paymob's transaction-processed callback. Only a correctly signed transaction is read; it is
 * matched by Paymob's (signed) order id to the payment we recorded, and must carry the amount and
 * currency we asked for. Each payment row is locked while its callback is applied, so duplicates
 * and replays find the state the first one left and change nothing.
 */
export async function handlePaymobCallback(
  deps: OrderDeps,
  settings: PaymobSettings,
  body: unknown,
  hmac: unknown,
): Promise<CallbackOutcome> {
  const envelope = body && typeof body === 'object' ? (body as { type?: unknown; obj?: unknown }) : {};
  if (!verifyTransactionHmac(envelope.obj, hmac, settings.hmacSecret)) {
    deps.log.warn('Paymob callback refused: its signature does not match');
    throw new AppError(ErrorCode.unauthorized, 401, paymobMessages.badSignature);
  }
  if (envelope.type !== undefined && envelope.type !== 'TRANSACTION') return 'not-a-payment';
  return applyPaymobTransaction(deps, settings.client, envelope.obj as PaymobTransaction);
}

/**
 * Applies Paymob's word on a transaction: a verified callback's, or the answer of Paymob's own
 * transaction inquiry (asked with our credentials when a callback is overdue).
 */
export async function applyPaymobTransaction(
  deps: OrderDeps,
  client: PaymobClient,
  transaction: PaymobTransaction,
): Promise<CallbackOutcome> {
  const paymobOrderId = Number(transaction.order?.id);
  if (!Number.isSafeInteger(paymobOrderId)) return 'not-a-payment';
  // refunds and voids are reported as child transactions: they are the admin's (or our) doing
  if (transaction.has_parent_transaction === true) return 'not-a-payment';
  const kind: Kind =
    transaction.pending === true ? 'pending' : transaction.success === true ? 'paid' : 'declined';

  const first = await applyCallback(deps, paymobOrderId, transaction, kind);
  // the order's e-mail was written with it; it leaves now rather than at the next poll
  if (first.outcome === 'paid' || first.outcome === 'awaiting') deps.mailer.kick();
  if (first.outcome !== 'place-failed') {
    if (first.outcome === 'refund-due') await refundPayment(deps, client, first.reference);
    return first.outcome;
  }
  // the order could not be written (sold out meanwhile): record that in a transaction of its own
  const outcome = await markPlaceFailed(deps.db, paymobOrderId, transaction, kind, first.reason);
  if (outcome === 'refund-due') await refundPayment(deps, client, first.reference);
  return outcome;
}

type Applied =
  | { outcome: Exclude<CallbackOutcome, 'refund-due'> }
  | { outcome: 'refund-due'; reference: string }
  | { outcome: 'place-failed'; reference: string; reason: RefundReason };

async function lockPayment(tx: Db, paymobOrderId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymobPayments)
    .where(eq(paymobPayments.paymobOrderId, paymobOrderId))
    .for('update');
  return row;
}

const refundDue = (transaction: PaymobTransaction, reason: RefundReason) => ({
  status: 'refund-due' as const,
  refundReason: reason,
  transactionId: transaction.id,
  paidCents: Number(transaction.amount_cents),
  nextCheckAt: later(REFUND_RETRY_MS),
  updatedAt: sql`now()`,
});

async function applyCallback(
  deps: OrderDeps,
  paymobOrderId: number,
  transaction: PaymobTransaction,
  kind: Kind,
): Promise<Applied> {
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await lockPayment(tx, paymobOrderId);
      if (!row) {
        deps.log.warn({ paymobOrderId }, 'Paymob callback for an order we did not create');
        return { outcome: 'unknown-order' } as const;
      }
      const amountOk =
        Number(transaction.amount_cents) === row.amountCents && transaction.currency === row.currency;
      if (!amountOk)
        deps.log.error(
          { reference: row.reference, amount: transaction.amount_cents, currency: transaction.currency },
          'Paymob callback amount or currency differs from the intention',
        );
      const plan = planFor(row, kind, transaction, amountOk);
      const where = eq(paymobPayments.reference, row.reference);
      if (!plan) return { outcome: 'unchanged' } as const;
      switch (plan.do) {
        case 'second-payment':
          // one intention is paid once; should Paymob ever report a second, a person looks at it
          deps.log.fatal(
            { reference: row.reference, transactionId: transaction.id },
            'A second Paymob payment for a settled order: refund it by hand',
          );
          return { outcome: 'unchanged' } as const;
        case 'decline':
          await tx
            .update(paymobPayments)
            .set({ status: 'declined', updatedAt: sql`now()` })
            .where(where);
          return { outcome: 'declined' } as const;
        case 'refund':
          // a kiosk order still waiting (an amount Paymob changed) is not kept: its stock goes back
          if (row.status === 'awaiting' && row.orderId !== null)
            await cancelUnpaidOrder(deps, tx, row.orderId, 'refunded');
          await tx.update(paymobPayments).set(refundDue(transaction, plan.reason)).where(where);
          return { outcome: 'refund-due', reference: row.reference } as const;
        case 'pay-awaiting': {
          const payment = paymentOf(row, transaction, 'completed');
          const updated = await tx
            .update(orders)
            .set({
              paymentStatus: 'completed',
              transactionId: payment.transactionId,
              chargedAmount: payment.chargedAmount,
              chargedCurrency: payment.chargedCurrency,
            })
            .where(eq(orders.id, row.orderId!))
            .returning();
          const [paid] = await withItems(tx, updated, deps.media, deps.receiptUrl);
          if (paid)
            await deps.mailer.enqueue(
              tx,
              paymentReceivedMail(orderLanguage(row), paid, followUrl(deps, paid)),
            );
          await tx
            .update(paymobPayments)
            .set({
              status: 'paid',
              transactionId: transaction.id,
              paidCents: Number(transaction.amount_cents),
              nextCheckAt: null,
              updatedAt: sql`now()`,
            })
            .where(where);
          return { outcome: 'paid' } as const;
        }
        case 'place': {
          const kioskReference = plan.status === 'awaiting' ? kioskReferenceOf(transaction) : null;
          if (plan.status === 'awaiting' && !kioskReference) {
            deps.log.warn({ reference: row.reference }, 'Paymob kiosk callback without a bill reference');
            return { outcome: 'unchanged' } as const;
          }
          const lang = orderLanguage(row);
          const order = await insertOrder(deps, tx, {
            orderer: await lockOrderer(tx, row),
            lines: row.lines,
            address: row.address,
            priced: await pricedFromPaymob(tx, row.charges, row.lines, row.address, deps.now()),
            payment: paymentOf(row, transaction, plan.status === 'paid' ? 'completed' : 'awaiting'),
            lang,
            ...(kioskReference ? { paymentReference: kioskReference, payBy: new Date(row.expiresAt) } : {}),
          });
          if (row.userId !== null) {
            await removeFromCart(tx, row.userId, row.lines);
            if (row.charges?.coupon) await dropCartCode(tx, row.userId);
          }
          await tx
            .update(paymobPayments)
            .set({
              status: plan.status,
              orderId: order.id,
              kioskReference,
              nextCheckAt: plan.status === 'paid' ? null : later(INQUIRE_AWAITING_EVERY_MS),
              ...(plan.status === 'paid'
                ? { transactionId: transaction.id, paidCents: Number(transaction.amount_cents) }
                : {}),
              updatedAt: sql`now()`,
            })
            .where(where);
          return { outcome: plan.status } as const;
        }
      }
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    // sold out since the intention (or the shopper is gone): nothing of this transaction stays
    const reference = await referenceOf(deps.db, paymobOrderId);
    if (!reference) throw err;
    deps.log.warn({ err, reference }, 'Paymob payment could not become an order');
    return {
      outcome: 'place-failed',
      reference,
      reason: err.code === ErrorCode.outOfStock ? 'sold-out' : 'cancelled',
    };
  }
}

/** Who the order is for, locked for the transaction as their own orders lock them. */
async function lockOrderer(tx: Db, row: PaymentRow): Promise<Orderer> {
  if (row.guest) {
    await lockGuest(tx, row.guest.email, row.guest.mobile);
    return { guest: { fullName: row.guest.fullName, mobile: row.guest.mobile }, email: row.guest.email };
  }
  const { email } = await lockUser(tx, row.userId!);
  return { userId: row.userId!, email };
}

async function referenceOf(db: Db, paymobOrderId: number): Promise<string | null> {
  const [row] = await db
    .select({ reference: paymobPayments.reference })
    .from(paymobPayments)
    .where(eq(paymobPayments.paymobOrderId, paymobOrderId));
  return row?.reference ?? null;
}

// a signature alike in shape to other services' (db, which, what); each takes its own
/** Records that a paid (or kiosk-referenced) payment could not become an order, if nothing else did meanwhile. */
async function markPlaceFailed(
  db: Db,
  paymobOrderId: number,
  transaction: PaymobTransaction,
  kind: Kind,
  reason: RefundReason,
): Promise<CallbackOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockPayment(tx, paymobOrderId);
    if (!row || (row.status !== 'open' && row.status !== 'declined')) return 'unchanged';
    const where = eq(paymobPayments.reference, row.reference);
    if (kind === 'paid') {
      await tx.update(paymobPayments).set(refundDue(transaction, reason)).where(where);
      return 'refund-due';
    }
    // a kiosk reference for a cart that sold out: nothing was paid; if it is paid anyway, it is refunded
    await tx
      .update(paymobPayments)
      .set({
        status: 'cancelled',
        refundReason: reason,
        kioskReference: kioskReferenceOf(transaction),
        nextCheckAt: null,
        updatedAt: sql`now()`,
      })
      .where(where);
    return 'cancelled';
  });
}

/** The paid lines leave the cart; anything added since stays. */
async function removeFromCart(tx: Db, userId: number, lines: readonly PaymobLine[]): Promise<void> {
  const products = [...new Set(lines.map((line) => line.productId))];
  const paid = new Set(lines.map((line) => `${line.productId}\u0000${line.flavor}`));
  const rows = await tx
    .select({ id: cartItems.id, productId: cartItems.productId, flavor: cartItems.flavor })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, products)));
  const ids = rows.filter((r) => paid.has(`${r.productId}\u0000${r.flavor}`)).map((r) => r.id);
  if (ids.length) await tx.delete(cartItems).where(inArray(cartItems.id, ids));
}
