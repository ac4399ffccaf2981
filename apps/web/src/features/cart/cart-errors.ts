import type { TFunction } from 'i18next';
import { showToast } from '@/lib/toast';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { ApiError } from '@/lib/api-client';

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
  if (!(err instanceof ApiError) || err.code !== ErrorCode.outOfStock) return false;
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
