import type { AdminOrderStatsDto } from '../contract/admin-orders';
import type { OrderStatus } from '../contract/orders';
import { piastresToEgp } from './pricing';

/**
 * Revenue: active = totals of orders not cancelled, cancelled = totals of cancelled
 * orders, total = every order. Sums in integer piastres; EGP only at the edge.
 */
export interface RevenueSums {
  totalOrders: number;
  totalPiastres: number;
  activePiastres: number;
  cancelledPiastres: number;
  cancelledOrders: number;
}

export const emptyRevenue: RevenueSums = {
  totalOrders: 0,
  totalPiastres: 0,
  activePiastres: 0,
  cancelledPiastres: 0,
  cancelledOrders: 0,
};

/** Whether an order's total counts as revenue (everything but cancelled). */
export function countsAsRevenue(status: OrderStatus | string): boolean {
  return status !== 'cancelled';
}

export function revenueSums(
  orders: readonly { status: OrderStatus | string; totalPiastres: number }[],
): RevenueSums {
  return orders.reduce<RevenueSums>((sums, order) => {
    const active = countsAsRevenue(order.status);
    return {
      totalOrders: sums.totalOrders + 1,
      totalPiastres: sums.totalPiastres + order.totalPiastres,
      activePiastres: sums.activePiastres + (active ? order.totalPiastres : 0),
      cancelledPiastres: sums.cancelledPiastres + (active ? 0 : order.totalPiastres),
      cancelledOrders: sums.cancelledOrders + (active ? 0 : 1),
    };
  }, emptyRevenue);
}

/** The stats answer: money in EGP with 2 decimals. */
export function orderStats(sums: RevenueSums): AdminOrderStatsDto {
  return {
    totalOrders: sums.totalOrders,
    totalRevenue: piastresToEgp(sums.totalPiastres),
    activeRevenue: piastresToEgp(sums.activePiastres),
    cancelledRevenue: piastresToEgp(sums.cancelledPiastres),
    cancelledOrders: sums.cancelledOrders,
  };
}
