import type { OrderStatus } from '../contract/orders';

/** Badge colours of spec 000 §4; 'processing' (a new order) in grey, unknown statuses read 'Confirmed'. */
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
