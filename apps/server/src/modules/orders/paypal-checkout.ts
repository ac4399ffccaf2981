import { createHash } from 'node:crypto';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import type { GuestOrderDto, GuestOrderInput, GuestPaypalOrderInput } from '@atlas/shared/contract/guest';
import {
  orderMessages,
  type OrderDto,
  type PaypalOrderDto,
  type PaypalOrderInput,
  type PlaceOrderInput,
} from '@atlas/shared/contract/orders';
import { normalizeEmail } from '@atlas/shared/rules/credentials';
import type { Language } from '@atlas/shared/rules/locale';
import { paypalAmount } from '@atlas/shared/rules/paypal-amount';
import { AppError } from '../../lib/app-error';
import { PaypalError, type PaypalClient, type PaypalOrder } from '../../lib/payments/paypal';
import {
  checkoutLines,
  createOrder,
  orderByKey,
  orderByProviderId,
  type OrderDeps,
  quoteCheckout,
  type Payment,
} from './orders.service';
import { guestContact, placeGuestOrder, priceGuestPayment } from './guest-orders.service';
import { recordCaptureAttempt, resolveCaptureAttempt } from './paypal-reconcile';

export interface PaypalSettings {
  client: PaypalClient;
  currency: string;
  egpPerUnit: number;
}

const paymentFailed = (status = 402) =>
  new AppError(ErrorCode.paymentFailed, status, orderMessages.paymentError);
/** Ties a PayPal order to the shopper who created it. */
const customIdOf = (userId: number) => `atlas-user-${userId}`;
/** Ties a PayPal order to the guest's e-mail (normalised), hashed: PayPal learns nothing from it. */
const guestCustomIdOf = (email: string) =>
  `atlas-guest-${createHash('sha256').update(email).digest('hex').slice(0, 40)}`;

/** The amount PayPal must charge for this cart, in the configured currency. */
function expectedAmount(settings: PaypalSettings, totalPiastres: number) {
  return {
    currency_code: settings.currency,
    value: paypalAmount(totalPiastres, settings.egpPerUnit, settings.currency),
  };
}

/** Creates the PayPal order the buttons approve: the server's cart total, converted. */
export async function createPaypalOrder(
  deps: OrderDeps,
  settings: PaypalSettings,
  userId: number,
  input: PaypalOrderInput,
  lang: Language,
): Promise<PaypalOrderDto> {
  const lines = await checkoutLines(deps.db, userId, lang, deps.now());
  const priced = await quoteCheckout(deps, userId, lines, input, 'paypal');
  return createFor(deps, settings, priced.charges.totalPiastres, customIdOf(userId));
}

/** The PayPal order for a guest's lines: the server's total of them, converted. */
export async function createGuestPaypalOrder(
  deps: OrderDeps,
  settings: PaypalSettings,
  input: GuestPaypalOrderInput,
  lang: Language,
): Promise<PaypalOrderDto> {
  const { priced } = await priceGuestPayment(deps.db, input, 'paypal', lang, deps.now());
  return createFor(
    deps,
    settings,
    priced.charges.totalPiastres,
    guestCustomIdOf(normalizeEmail(input.contact.email)),
  );
}

async function createFor(
  deps: OrderDeps,
  settings: PaypalSettings,
  totalPiastres: number,
  customId: string,
): Promise<PaypalOrderDto> {
  const amount = expectedAmount(settings, totalPiastres);
  try {
    const order = await settings.client.createOrder(amount, customId);
    return { id: order.id, amount: amount.value, currency: amount.currency_code };
  } catch (err) {
    deps.log.error({ err }, 'PayPal order creation failed');
    throw paymentFailed(502);
  }
}

const sameAmount = (
  a: { currency_code?: string; value?: string } | undefined,
  b: { currency_code: string; value: string },
) => a?.currency_code === b.currency_code && a.value !== undefined && Number(a.value) === Number(b.value);

function shippingOf(order: PaypalOrder): Payment['shipping'] {
  const unit = order.purchase_units?.[0];
  const address = unit?.shipping?.address;
  if (!address?.address_line_1) return null;
  const payer = [order.payer?.name?.given_name, order.payer?.name?.surname].filter(Boolean).join(' ');
  return {
    street: [address.address_line_1, address.address_line_2].filter(Boolean).join(', '),
    city: address.admin_area_2 ?? '',
    state: address.admin_area_1 ?? '',
    zipCode: address.postal_code ?? '',
    country: address.country_code ?? '',
    fullName: unit?.shipping?.name?.full_name || payer || undefined,
  };
}

/**
 * Captures an approved PayPal order and records the shop order (the shopper's cart). Nothing is
 * captured unless the approved amount and currency equal the cart's now and every unit is in
 * stock; a capture whose order cannot be written (stock sold meanwhile) is refunded.
 */
export async function placePaypalOrder(
  deps: OrderDeps,
  settings: PaypalSettings,
  userId: number,
  input: PlaceOrderInput & { paypalOrderId: string },
  idempotencyKey: string | undefined,
  lang: Language,
): Promise<{ order: OrderDto; replayed: boolean }> {
  const { paypalOrderId } = input;
  return captureAndWrite(deps, settings, {
    paypalOrderId,
    customId: customIdOf(userId),
    userId,
    replay: async () => {
      const order =
        (idempotencyKey && (await orderByKey(deps, userId, idempotencyKey))) ||
        (await orderByProviderId(deps, paypalOrderId));
      if (!order) return null;
      if (order.userId !== userId) throw paymentFailed(409);
      return { order, replayed: true };
    },
    totalPiastres: async () => {
      const lines = await checkoutLines(deps.db, userId, lang, deps.now());
      return (await quoteCheckout(deps, userId, lines, input, 'paypal')).charges.totalPiastres;
    },
    write: (payment) => createOrder(deps, userId, input, payment, idempotencyKey, lang),
  });
}

/**
 * A guest's PayPal payment, as a shopper's: their lines priced by the server as a guest order is,
 * the PayPal order tied to their e-mail, the order written by placeGuestOrder with the capture.
 */
export async function placeGuestPaypalOrder(
  deps: OrderDeps,
  settings: PaypalSettings,
  input: GuestOrderInput & { paypalOrderId: string },
  idempotencyKey: string,
  lang: Language,
): Promise<{ result: GuestOrderDto; replayed: boolean }> {
  const { paypalOrderId } = input;
  const contact = guestContact(input.contact);
  return captureAndWrite(deps, settings, {
    paypalOrderId,
    customId: guestCustomIdOf(contact.email),
    userId: null,
    replay: async () => {
      const order = await orderByProviderId(deps, paypalOrderId);
      if (!order) return null;
      // an order of this PayPal payment opens only for the guest who paid it
      if (!order.guest || order.userEmail !== contact.email) throw paymentFailed(409);
      return { result: { order, lookupToken: deps.guestLinks.orderToken(order.id) }, replayed: true };
    },
    totalPiastres: async () =>
      (await priceGuestPayment(deps.db, input, 'paypal', lang, deps.now())).priced.charges.totalPiastres,
    write: (payment) => placeGuestOrder(deps, input, payment, idempotencyKey, lang),
  });
}

/** How one PayPal capture becomes one shop order, for a shopper or a guest. */
interface Capturing<T> {
  paypalOrderId: string;
  /** The custom id the PayPal order was created with (who may capture it). */
  customId: string;
  /** Recorded with the capture attempt; null for a guest. */
  userId: number | null;
  /** The order a retry of this payment already wrote, or null. */
  replay: () => Promise<T | null>;
  /** What the server charges for this order now, in piastres. */
  totalPiastres: () => Promise<number>;
  /** Writes the order with the captured payment, in one transaction. */
  write: (payment: Payment) => Promise<T>;
}

/**
 * Nothing is captured unless the PayPal order is approved for this shopper or guest, for the
 * server's total now; a capture whose order cannot be written is refunded. PayPal is never
 * called inside a database transaction.
 */
async function captureAndWrite<T>(deps: OrderDeps, settings: PaypalSettings, c: Capturing<T>): Promise<T> {
  const { paypalOrderId, customId } = c;
  const replay = await c.replay();
  if (replay) return replay;
  const totalPiastres = await c.totalPiastres();
  const expected = expectedAmount(settings, totalPiastres);

  let capture: PaypalOrder;
  try {
    const approved = await settings.client.getOrder(paypalOrderId);
    const unit = approved.purchase_units?.[0];
    // captured by us for this payer, but the process died before the order was written (no
    // shop order has this PayPal id, checked above): finish it with that capture, never a second
    const capturedBefore = approved.status === 'COMPLETED' && unit?.custom_id === customId;
    if (
      !capturedBefore &&
      (approved.status !== 'APPROVED' || unit?.custom_id !== customId || !sameAmount(unit.amount, expected))
    ) {
      deps.log.warn(
        { paypalOrderId, status: approved.status, amount: unit?.amount, expected },
        'PayPal order does not match the cart',
      );
      throw paymentFailed();
    }
    if (capturedBefore)
      deps.log.warn({ paypalOrderId }, 'PayPal order captured earlier without a shop order: writing it now');
    // on record before the money moves: a crash from here on is settled by the reconciler
    await recordCaptureAttempt(deps.db, paypalOrderId, c.userId);
    capture = capturedBefore ? approved : await settings.client.captureOrder(paypalOrderId);
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.log.error(
      { err, paypalOrderId, issue: err instanceof PaypalError ? err.issue : undefined },
      'PayPal capture failed',
    );
    throw paymentFailed();
  }

  const captured = capture.purchase_units?.[0]?.payments?.captures?.[0];
  if (
    capture.status !== 'COMPLETED' ||
    captured?.status !== 'COMPLETED' ||
    !sameAmount(captured.amount, expected)
  ) {
    deps.log.error(
      { paypalOrderId, status: capture.status, captured },
      'PayPal capture not completed as approved',
    );
    if (captured?.status === 'COMPLETED') await refund(deps, settings, paypalOrderId, captured.id);
    throw paymentFailed();
  }

  const payment: Payment = {
    method: 'paypal',
    status: 'completed',
    transactionId: captured.id,
    providerOrderId: paypalOrderId,
    chargedAmount: captured.amount!.value,
    chargedCurrency: captured.amount!.currency_code,
    shipping: shippingOf(capture),
    expectedTotalPiastres: totalPiastres,
  };
  try {
    const placed = await c.write(payment);
    await resolveCaptureAttempt(deps.db, paypalOrderId, 'order');
    return placed;
  } catch (err) {
    // the reconciler claimed this capture first and refunds it: nothing more to do here
    if (err instanceof AppError && err.code === ErrorCode.paymentRefunded) throw err;
    await refund(deps, settings, paypalOrderId, captured.id);
    if (err instanceof AppError && err.code === ErrorCode.outOfStock) {
      throw new AppError(ErrorCode.outOfStock, 409, orderMessages.soldOutAfterApproval, err.fields);
    }
    throw err;
  }
}

async function refund(
  deps: OrderDeps,
  settings: PaypalSettings,
  paypalOrderId: string,
  captureId: string,
): Promise<void> {
  try {
    await settings.client.refundCapture(captureId);
    await resolveCaptureAttempt(deps.db, paypalOrderId, 'refunded');
    deps.log.warn({ captureId }, 'PayPal capture refunded: the order could not be written');
  } catch (err) {
    // the reconciler tries again later; loud meanwhile, in case it cannot either
    deps.log.fatal({ err, captureId }, 'PayPal refund FAILED: refund this capture by hand');
  }
}
