import { orderMessages } from '@atlas/shared/contract/orders';
import { cartTotalPiastres, MAX_ORDER_TOTAL_PIASTRES, type PricedLine } from '@atlas/shared/rules/cart';
import { AppError } from '../../lib/app-error';

/** An order's total in piastres; a 400 when the orders table could not store it (before any payment). */
export function orderTotalPiastres(lines: readonly PricedLine[]): number {
  const total = cartTotalPiastres(lines);
  if (total > MAX_ORDER_TOTAL_PIASTRES) throw AppError.badRequest(orderMessages.totalTooLarge);
  return total;
}
