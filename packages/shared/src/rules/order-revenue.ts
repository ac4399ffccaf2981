import type { AdminOrderStatsDto } from '../contract/admin-orders';
import type { OrderStatus } from '../contract/orders';
import { piastresToEgp } from './pricing';

/**
 * Revenue: active = totals of orders neither cancelled nor awaiting their payment, awaiting =
 * kiosk orders whose reference was issued but not paid yet (not revenue: most are never paid,
 * decision 0016), cancelled = totals of cancelled orders, total = every order. Sums in integer
 * piastres; EGP only at the edge.
 */
export interface RevenueSums {
  totalOrders: number;
  totalPiastres: number;
  activePiastres: number;
  awaitingPiastres: number;
  awaitingOrders: number;
  cancelledPiastres: number;
  cancelledOrders: number;
}

export const emptyRevenue: RevenueSums = {
  totalOrders: 0,
  totalPiastres: 0,
  activePiastres: 0,
  awaitingPiastres: 0,
  awaitingOrders: 0,
  cancelledPiastres: 0,
  cancelledOrders: 0,
};

/** The payment status of a kiosk order whose reference was issued and not paid yet. */
export const AWAITING_PAYMENT = 'awaiting';

/**
 * Whether an order's total counts as revenue: not cancelled, and not waiting for a kiosk
 * payment. Cash on delivery (`pending`) counts: the shop delivers it.
 */
export function countsAsRevenue(status: OrderStatus | string, paymentStatus: string): boolean {
  return status !== 'cancelled' && paymentStatus !== AWAITING_PAYMENT;
}

export function revenueSums(
  orders: readonly { status: OrderStatus | string; paymentStatus: string; totalPiastres: number }[],
): RevenueSums {
  return orders.reduce<RevenueSums>((sums, order) => {
    const cancelled = order.status === 'cancelled';
    const awaiting = !cancelled && order.paymentStatus === AWAITING_PAYMENT;
    const active = countsAsRevenue(order.status, order.paymentStatus);
    return {
      totalOrders: sums.totalOrders + 1,
      totalPiastres: sums.totalPiastres + order.totalPiastres,
      activePiastres: sums.activePiastres + (active ? order.totalPiastres : 0),
      awaitingPiastres: sums.awaitingPiastres + (awaiting ? order.totalPiastres : 0),
      awaitingOrders: sums.awaitingOrders + (awaiting ? 1 : 0),
      cancelledPiastres: sums.cancelledPiastres + (cancelled ? order.totalPiastres : 0),
      cancelledOrders: sums.cancelledOrders + (cancelled ? 1 : 0),
    };
  }, emptyRevenue);
}

/** The stats answer: money in EGP with 2 decimals. */
export function orderStats(sums: RevenueSums): AdminOrderStatsDto {
  return {
    totalOrders: sums.totalOrders,
    totalRevenue: piastresToEgp(sums.totalPiastres),
    activeRevenue: piastresToEgp(sums.activePiastres),
    awaitingRevenue: piastresToEgp(sums.awaitingPiastres),
    awaitingOrders: sums.awaitingOrders,
    cancelledRevenue: piastresToEgp(sums.cancelledPiastres),
    cancelledOrders: sums.cancelledOrders,
  };
}
