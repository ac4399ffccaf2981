import type { TFunction } from '@/lib/translator';
import { showToast } from '@/lib/toast';
import type { ErrorCode } from '@atlas/shared/contract/error-codes';
import { ApiError } from '@/lib/api-client';

/** The code checked by its (type-checked) value: the whole code table stays off the product pages. */
const OUT_OF_STOCK = 'OUT_OF_STOCK' satisfies ErrorCode;

/** Not enough stock of a flavor (409), from a cart change or an order. */
export function isOutOfStock(err: unknown): err is ApiError {
  return err instanceof ApiError && err.code === OUT_OF_STOCK;
}

/**
 * The one cart failure the shopper is told about: not enough stock (409 OUT_OF_STOCK), shown in
 * red with the flavor's name in the active language. Returns false for any other failure, which
 * the spec only logs ('Cart update failed').
 */
export function notifyOutOfStock(
  t: TFunction,
  err: unknown,
  sent: { flavor: string; flavorLabel?: string },
): boolean {
  if (!isOutOfStock(err)) return false;
  const named = err.fields?.flavor;
  const flavor =
    !named || named.toLowerCase() === sent.flavor.toLowerCase() ? (sent.flavorLabel ?? named) : named;
  showToast({
    id: 'cart-out-of-stock',
    color: 'red',
    title: t('cart.errors.outOfStockTitle'),
    message: flavor ? t('cart.errors.OUT_OF_STOCK', { flavor }) : err.message,
  });
  return true;
}

/** A visitor's cart is bounded (guest-cart): the line or the cart is at its most. */
export function notifyGuestCartFull(t: TFunction): void {
  showToast({
    id: 'guest-cart-full',
    color: 'orange',
    title: t('guest.cartFull.title'),
    message: t('guest.cartFull.text'),
  });
}
