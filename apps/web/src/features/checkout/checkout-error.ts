import { ErrorCode } from '@atlas/shared/contract/error-codes';
import type { PaymentMethod } from '@atlas/shared/contract/orders';
import { paymobMethods, type PaymobMethod } from '@atlas/shared/contract/paymob';
import { ApiError } from '@/lib/api-client';

export interface CheckoutMessage {
  key: string;
  params?: Record<string, string>;
}

export const isPaymob = (method: PaymentMethod): method is PaymobMethod =>
  (paymobMethods as readonly string[]).includes(method);

/** When the failure happened: creating the PayPal order, or saving the order itself. */
export type CheckoutStage = 'payment' | 'order';

/**
 * The message to show for a failed checkout step, chosen by error code (never by message text,
 * docs/architecture.md).
 */
export function checkoutErrorMessage(
  err: unknown,
  method: PaymentMethod,
  stage: CheckoutStage = 'order',
): CheckoutMessage {
  const code = err instanceof ApiError ? err.code : undefined;
  switch (code) {
    case ErrorCode.outOfStock: {
      const flavor = err instanceof ApiError ? err.fields?.flavor : undefined;
      if (method === 'paypal' && stage === 'order') return { key: 'checkout.errors.soldOutAfterApproval' };
      return flavor
        ? { key: 'checkout.errors.outOfStock', params: { flavor } }
        : { key: 'checkout.errors.outOfStockAny' };
    }
    case ErrorCode.emptyCart:
      return { key: 'checkout.errors.emptyCart' };
    case ErrorCode.couponRefused:
      return { key: 'checkout.errors.codeRefused' };
    case ErrorCode.addressNotFound:
      return { key: 'checkout.errors.addressNotFound' };
    case ErrorCode.deliveryUnavailable:
      return { key: 'checkout.errors.deliveryUnavailable' };
    case ErrorCode.validation: {
      const fields = Object.keys((err instanceof ApiError && err.fields) || {});
      // a typed address's fields: the shopper can fix them
      if (fields.some((f) => f.startsWith('address.'))) return { key: 'checkout.errors.addressFields' };
      // the address as a whole or the saved address's id: nothing the shopper typed
      if (fields.some((f) => f.startsWith('address'))) return { key: 'checkout.errors.addressFailed' };
      if (fields.includes('phone')) return { key: 'checkout.errors.phoneInvalid' };
      return { key: method === 'cod' ? 'checkout.errors.codFailed' : 'checkout.errors.paymentError' };
    }
    case ErrorCode.paymentRefunded:
      return { key: 'checkout.errors.paymentRefunded' };
    case ErrorCode.paymentFailed:
      return isPaymob(method)
        ? { key: 'checkout.errors.paymobUnreachable' }
        : { key: 'checkout.errors.paymentError' };
    case ErrorCode.notConfigured:
      return { key: 'checkout.errors.paymentError' };
    case ErrorCode.tooManyRequests:
      return { key: 'errors.TOO_MANY_REQUESTS' };
    default:
      // no answer, a 5xx or an answer we cannot read: the order may or may not exist
      if (method === 'cod')
        return {
          key: failureIsDefinite(err) ? 'checkout.errors.codFailed' : 'checkout.errors.checkoutFailed',
        };
      // a Paymob payment is only being started: no order can exist yet
      return stage === 'payment' || isPaymob(method)
        ? { key: 'checkout.errors.paymentError' }
        : { key: 'checkout.errors.paypalSaveFailed' };
  }
}

/**
 * Whether the server answered for sure that no order was made, so the next try is a new attempt
 * with a new idempotency key. A network failure or a 5xx may hide an order that was made: the
 * retry must reuse the key so the server returns that order rather than making a second one.
 */
export function failureIsDefinite(err: unknown): boolean {
  if (!(err instanceof ApiError) || err.status < 400 || err.status >= 500) return false;
  // 408: the request may have been processed; CONFLICT: the same key is still being processed
  return err.status !== 408 && err.code !== ErrorCode.conflict;
}
