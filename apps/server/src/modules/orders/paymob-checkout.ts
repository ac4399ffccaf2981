/**
 * Paying through Paymob (issue 23, decision 0016): the intention is created for the server's cart
 * total and remembered with the cart's lines and address as they were; Paymob's signed callback
 * then writes the order from them, taking the stock in the same transaction. The browser's return
 * only reads where the payment stands.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import {
  guestPaymobReturnPath,
  type GuestPaymobIntentionInput,
  type GuestPaymobPaymentDto,
} from '@atlas/shared/contract/guest';
import { UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import {
  paymobMessages,
  type PaymobCheckoutDto,
  type PaymobIntentionInput,
  type PaymobMethod,
  type PaymobPaymentDto,
} from '@atlas/shared/contract/paymob';
import type { Language } from '@atlas/shared/rules/locale';
import { piastresToEgp } from '@atlas/shared/rules/pricing';
import { findUserAddress, insertAddress } from '../../db/addresses';
import type { Db } from '../../db/client';
import { lockGuest, lockUser } from '../../db/locks';
import { withItems } from '../../db/orders';
import {
  cartItems,
  orders,
  paymobPayments,
  users,
  type OrderAddressSnapshot,
  type PaymobGuest,
  type PaymobLine,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { paymentReceivedMail } from '../../lib/mail-templates';
import {
  PaymobError,
  verifyTransactionHmac,
  type PaymobClient,
  type PaymobTransaction,
} from '../../lib/payments/paymob';
import { notifyCustomer, orderLanguage, releaseOrder } from './admin-orders.service';
import { codeForOrder, dropCartCode } from '../../db/cart-code';
import type { PricedCartLine } from '../../db/priced-cart';
import {
  addressSnapshot,
  checkoutLines,
  followUrl,
  insertOrder,
  type OrderDeps,
  type Orderer,
  type Payment,
} from './orders.service';
import { priceGuestPayment } from './guest-orders.service';
import { paymobCharges, pricedFromPaymob, priceOrder, type PricedOrder } from './order-charges';

const deliveryItemName = (lang: Language) => (lang === 'ar' ? 'التوصيل' : 'Delivery');

export interface PaymobSettings {
  client: PaymobClient;
  hmacSecret: string;
  /** The methods with an integration id, in the order checkout offers them. */
  methods: PaymobMethod[];
  kioskHours: number;
}

type PaymentRow = typeof paymobPayments.$inferSelect;
type RefundReason = NonNullable<PaymentRow['refundReason']>;

/** A card or wallet intention can be paid for an hour; a kiosk reference for PAYMOB_KIOSK_HOURS. */
const CARD_SECONDS = 3600;
/** How long after a failed refund the reconciler tries again. */
export const REFUND_RETRY_MS = 10 * 60_000;
/** When Paymob is asked about a payment it has not reported (with PAYMOB_API_KEY), and how often. */
export const INQUIRE_AFTER_MS = 10 * 60_000;
export const INQUIRE_AWAITING_EVERY_MS = 30 * 60_000;
/** `now()` moved by `ms` (negative: back), as SQL. */
export const later = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

const newReference = () => `atl-${randomBytes(12).toString('hex')}`;
const notAvailable = () => new AppError(ErrorCode.notConfigured, 503, paymobMessages.off);
const unreachable = () => new AppError(ErrorCode.paymentFailed, 502, paymobMessages.unreachable);

/** Paymob's billing fields: what we know, "NA" where we know nothing (as Paymob asks). */
const orNa = (value: string | undefined) => (value && value.trim() ? value.trim() : 'NA');

/**
 * Creates the Paymob intention for the cart as it is now and records it. Nothing is written when
 * Paymob refuses or does not answer (a typed address to save is saved only once Paymob accepted).
 */
export async function startPaymobPayment(
  deps: OrderDeps,
  settings: PaymobSettings,
  userId: number,
  input: PaymobIntentionInput,
  lang: Language,
  returnOrigin: string,
): Promise<PaymobCheckoutDto> {
  if (!settings.methods.includes(input.method)) throw notAvailable();
  const now = deps.now();
  const lines = await checkoutLines(deps.db, userId, lang, now);
  const [user] = await deps.db
    .select({ email: users.email, fName: users.fName, lName: users.lName, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw AppError.notFound('User not found');
  const phone = input.phone ?? user.mobile;
  if (!phone) {
    throw new AppError(ErrorCode.validation, 400, paymobMessages.phoneRequired, {
      phone: paymobMessages.phoneRequired,
    });
  }
  const address: OrderAddressSnapshot =
    input.addressId !== undefined
      ? addressSnapshot(await findUserAddress(deps.db, userId, input.addressId))
      : addressSnapshot(input.address!);
  const priced = await priceOrder(
    deps.db,
    lines,
    address,
    input.method,
    now,
    await codeForOrder(deps.db, userId, lines, now),
  );
  return recordIntention(deps, settings, {
    method: input.method,
    lines,
    priced,
    address,
    lang,
    billing: { firstName: orNa(user.fName), lastName: orNa(user.lName), email: user.email, phone },
    owner: { userId, guest: null },
    returnUrl: (reference) => `${returnOrigin}/checkout/paymob/${reference}`,
    beforeRecord: async (tx) => {
      if (input.address && input.saveAddress) {
        await lockUser(tx, userId);
        await insertAddress(tx, userId, input.address, input.setDefault);
      }
    },
  });
}

/**
 * A guest's Paymob payment: their lines priced by the server as a guest order is (a code's
 * per-shopper rules by their e-mail and mobile); the row keeps the lines, contact, address and
 * language, and Paymob's callback writes the guest order. Paymob sends the browser back to
 * `guestPaymobReturnPath` (the reference and a token signed for it).
 */
export async function startGuestPaymobPayment(
  deps: OrderDeps,
  settings: PaymobSettings,
  input: GuestPaymobIntentionInput,
  lang: Language,
  returnOrigin: string,
): Promise<PaymobCheckoutDto> {
  if (!settings.methods.includes(input.method)) throw notAvailable();
  const { contact, address, lines, priced } = await priceGuestPayment(
    deps.db,
    input,
    input.method,
    lang,
    deps.now(),
  );
  const [firstName, ...rest] = contact.fullName.split(/\s+/);
  return recordIntention(deps, settings, {
    method: input.method,
    lines,
    priced,
    address,
    lang,
    billing: {
      firstName: orNa(firstName),
      lastName: orNa(rest.join(' ')),
      email: contact.email,
      phone: input.contact.mobile,
    },
    owner: { userId: null, guest: contact },
    returnUrl: (reference) =>
      `${returnOrigin}${guestPaymobReturnPath(reference, deps.guestLinks.paymobToken(reference))}`,
  });
}

interface IntentionToRecord {
  method: PaymobMethod;
  lines: readonly PricedCartLine[];
  priced: PricedOrder;
  address: OrderAddressSnapshot;
  lang: Language;
  billing: { firstName: string; lastName: string; email: string; phone: string };
  owner: { userId: number; guest: null } | { userId: null; guest: PaymobGuest };
  returnUrl: (reference: string) => string;
  /** Written in the transaction that records the payment (once Paymob accepted it). */
  beforeRecord?: (tx: Db) => Promise<void>;
}

/** Asks Paymob for the intention of a priced order and records the payment it will be paid by. */
async function recordIntention(
  deps: OrderDeps,
  settings: PaymobSettings,
  o: IntentionToRecord,
): Promise<PaymobCheckoutDto> {
  const { lines, priced, address, lang } = o;
  const amountCents = priced.charges.totalPiastres;
  const reference = newReference();
  const seconds = o.method === 'kiosk' ? settings.kioskHours * 3600 : CARD_SECONDS;
  let intention;
  try {
    intention = await settings.client.createIntention({
      amountCents,
      method: o.method,
      reference,
      billing: {
        ...o.billing,
        street: orNa(address.street),
        building: 'NA',
        floor: 'NA',
        apartment: 'NA',
        city: orNa(address.city),
        state: orNa(address.state),
      },
      items: [
        ...paymobItems(lines, priced.charges.discountPiastres, priced.coupon?.code ?? null, lang),
        // Paymob checks that the items add up to the amount: delivery is one of them
        ...(priced.charges.deliveryPiastres > 0
          ? [{ name: deliveryItemName(lang), amountCents: priced.charges.deliveryPiastres, quantity: 1 }]
          : []),
      ],
      notificationUrl: `${deps.publicUrl}/api/payments/paymob/callback`,
      redirectionUrl: o.returnUrl(reference),
      expirationSeconds: seconds,
    });
  } catch (err) {
    deps.log.error(
      { err, status: err instanceof PaymobError ? err.status : undefined },
      'Paymob intention failed',
    );
    throw unreachable();
  }
  if (intention.amountCents !== amountCents || intention.currency !== 'EGP') {
    deps.log.error({ reference, intention, amountCents }, 'Paymob intention does not match the cart');
    throw unreachable();
  }

  const snapshot: PaymobLine[] = lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    image: line.image,
    flavor: line.flavor,
    flavorLabel: line.flavorLabel,
    hasFlavors: line.hasFlavors,
    quantity: line.quantity,
    unitPiastres: line.unitPiastres,
    originalPiastres: line.originalPiastres,
  }));
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await o.beforeRecord?.(tx);
    await tx.insert(paymobPayments).values({
      reference,
      paymobOrderId: intention.orderId,
      intentionId: intention.id,
      ...o.owner,
      method: o.method,
      amountCents,
      currency: intention.currency,
      lines: snapshot,
      charges: paymobCharges(priced),
      address,
      locale: lang,
      expiresAt: new Date(Date.now() + seconds * 1000),
      nextCheckAt: new Date(Date.now() + INQUIRE_AFTER_MS),
    });
  });
  return { reference, checkoutUrl: settings.client.checkoutUrl(intention.clientSecret) };
}

/**
 * The goods as Paymob lists them. Paymob checks that the items add up to the amount and takes no
 * negative item, so an order with a code's discount is listed as one item: its goods less the
 * discount, named after the code.
 */
function paymobItems(
  lines: readonly PricedCartLine[],
  discountPiastres: number,
  code: string | null,
  lang: Language,
): { name: string; amountCents: number; quantity: number }[] {
  if (discountPiastres === 0)
    return lines.map((line) => ({
      name: line.flavor === UNFLAVORED ? line.name : `${line.name} (${line.flavorLabel})`,
      amountCents: line.unitPiastres,
      quantity: line.quantity,
    }));
  const goods = lines.reduce((sum, line) => sum + line.unitPiastres * line.quantity, 0) - discountPiastres;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const name =
    lang === 'ar' ? `${units} منتج، بعد خصم الكود ${code ?? ''}` : `${units} items, after code ${code ?? ''}`;
  return [{ name: name.trim(), amountCents: goods, quantity: 1 }];
}

export function toPaymobPaymentDto(row: PaymentRow): PaymobPaymentDto {
  return {
    reference: row.reference,
    method: row.method,
    status: row.status,
    amount: piastresToEgp(row.amountCents),
    orderId: row.orderId,
    kioskReference: row.kioskReference,
    expiresAt: new Date(row.expiresAt).toISOString(),
    refundReason: row.refundReason,
  };
}

/** Where the shopper's payment stands (the return page polls it). Only its owner sees it. */
export async function paymobPaymentOf(db: Db, userId: number, reference: string): Promise<PaymobPaymentDto> {
  const [row] = await db
    .select()
    .from(paymobPayments)
    .where(and(eq(paymobPayments.reference, reference), eq(paymobPayments.userId, userId)));
  if (!row) throw AppError.notFound(paymobMessages.notFound);
  return toPaymobPaymentDto(row);
}

/** A guest's payment, opened by the token signed for its reference; once paid, the token that opens its order. */
export async function guestPaymobPaymentOf(
  deps: Pick<OrderDeps, 'db' | 'guestLinks'>,
  reference: string,
  token: string,
): Promise<GuestPaymobPaymentDto> {
  const notFound = () => AppError.notFound(paymobMessages.notFound);
  if (!deps.guestLinks.isPaymobToken(reference, token)) throw notFound();
  const [row] = await deps.db
    .select()
    .from(paymobPayments)
    .where(and(eq(paymobPayments.reference, reference), isNull(paymobPayments.userId)));
  if (!row) throw notFound();
  return {
    ...toPaymobPaymentDto(row),
    lookupToken: row.orderId === null ? null : deps.guestLinks.orderToken(row.orderId),
  };
}

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

// ---- the transaction-processed callback ---------------------------------------------------------

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
    return await deps.db.transaction(async (transaction_) => {
      const tx = transaction_ as unknown as Db;
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

/** Records that a paid (or kiosk-referenced) payment could not become an order, if nothing else did meanwhile. */
async function markPlaceFailed(
  db: Db,
  paymobOrderId: number,
  transaction: PaymobTransaction,
  kind: Kind,
  reason: RefundReason,
): Promise<CallbackOutcome> {
  return db.transaction(async (transaction_) => {
    const tx = transaction_ as unknown as Db;
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
