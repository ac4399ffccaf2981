import type { OrderStatus } from '../contract/orders';

/** Badge colours: confirmed blue, shipped orange, delivered green, cancelled red; 'processing' (a new order) in grey, unknown statuses read 'Confirmed'. */
export const statusColor: Record<OrderStatus, string> = {
  processing: 'gray',
  confirmed: 'blue',
  shipped: 'orange',
  delivered: 'green',
  cancelled: 'red',
};

export function displayStatus(status: string | null | undefined): OrderStatus {
  if (!status) return 'processing';
  return status in statusColor ? (status as OrderStatus) : 'confirmed';
}

/**
 * What the admin's edit form may set: confirmed, shipped or delivered; an order
 * still processing may stay so. Cancelling is its own action, and nothing leaves cancelled.
 */
export const adminStatuses = ['confirmed', 'shipped', 'delivered'] as const;
export const editableStatuses = ['processing', ...adminStatuses] as const;
export type EditableStatus = (typeof editableStatuses)[number];

export function canSetStatus(from: OrderStatus, to: OrderStatus): boolean {
  if (from === 'cancelled' || to === 'cancelled') return false;
  if (to === 'processing') return from === 'processing';
  return true;
}

/** Whether an admin may still edit or cancel the order. */
export function isOrderOpen(status: OrderStatus): boolean {
  return status !== 'cancelled';
}
