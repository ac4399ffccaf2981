import { ErrorCode } from '@atlas/shared/contract/error-codes';
import {
  orderMessages,
  type OrderDto,
  type PaypalOrderInput,
  type PlaceOrderInput,
} from '@atlas/shared/contract/orders';
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
): Promise<{ id: string; amount: string; currency: string }> {
  const lines = await checkoutLines(deps.db, userId, lang, deps.now());
  const priced = await quoteCheckout(deps, userId, lines, input, 'paypal');
  const amount = expectedAmount(settings, priced.charges.totalPiastres);
  try {
    const order = await settings.client.createOrder(amount, customIdOf(userId));
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
 * Captures an approved PayPal order and records the shop order. Nothing is captured unless the
 * approved amount and currency equal the cart's now and every unit is in stock; a capture whose
 * order cannot be written (stock sold meanwhile) is refunded. PayPal is never called inside a
 * database transaction.
 */
export async function placePaypalOrder(
  deps: OrderDeps,
  settings: PaypalSettings,
  userId: number,
  input: PlaceOrderInput & { paypalOrderId: string },
  idempotencyKey: string | undefined,
  lang: Language,
): Promise<{ order: OrderDto; replayed: boolean }> {
  const paypalOrderId = input.paypalOrderId;
  const replay =
    (idempotencyKey && (await orderByKey(deps, userId, idempotencyKey))) ||
    (await orderByProviderId(deps, paypalOrderId));
  if (replay) {
    if (replay.userId !== userId) throw paymentFailed(409);
    return { order: replay, replayed: true };
  }
  const lines = await checkoutLines(deps.db, userId, lang, deps.now());
  const priced = await quoteCheckout(deps, userId, lines, input, 'paypal');
  const expected = expectedAmount(settings, priced.charges.totalPiastres);

  let capture: PaypalOrder;
  try {
    const approved = await settings.client.getOrder(paypalOrderId);
    const unit = approved.purchase_units?.[0];
    // captured by us for this shopper, but the process died before the order was written (no
    // shop order has this PayPal id, checked above): finish it with that capture, never a second
    const capturedBefore = approved.status === 'COMPLETED' && unit?.custom_id === customIdOf(userId);
    if (
      !capturedBefore &&
      (approved.status !== 'APPROVED' ||
        unit?.custom_id !== customIdOf(userId) ||
        !sameAmount(unit.amount, expected))
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
    await recordCaptureAttempt(deps.db, paypalOrderId, userId);
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
    expectedTotalPiastres: priced.charges.totalPiastres,
  };
  try {
    const placed = await createOrder(deps, userId, input, payment, idempotencyKey, lang);
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
