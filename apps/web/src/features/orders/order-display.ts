import type { OrderAddressDto, OrderDto, OrderItemDto } from '@atlas/shared/contract/orders';
import { itemCount } from '@atlas/shared/rules/cart';

export interface AddressLabels {
  /** 'Address not available' */
  missingStreet: string;
  /** 'N/A' */
  notAvailable: string;
}

export type DisplayAddress = Omit<OrderAddressDto, 'fullName'> & { fullName?: string };

/** Spec 000 §9: a missing address shows street 'Address not available' and 'N/A' elsewhere. */
export function displayAddress(
  address: OrderAddressDto | null | undefined,
  labels: AddressLabels,
): DisplayAddress {
  const or = (value: string | undefined, fallback: string) => (value?.trim() ? value.trim() : fallback);
  return {
    street: or(address?.street, labels.missingStreet),
    city: or(address?.city, labels.notAvailable),
    state: or(address?.state, labels.notAvailable),
    zipCode: or(address?.zipCode, labels.notAvailable),
    country: or(address?.country, labels.notAvailable),
    ...(address?.fullName?.trim() ? { fullName: address.fullName.trim() } : {}),
  };
}

/** The original price is struck through only when the shopper paid less (compared to the piastre). */
export function wasDiscounted(item: Pick<OrderItemDto, 'price' | 'originalPrice'>): boolean {
  return Math.round(item.originalPrice * 100) > Math.round(item.price * 100);
}

export const orderItemCount = (order: Pick<OrderDto, 'products'>) => itemCount(order.products);

/** Newest first by date; an order with an unreadable date goes last. */
export function sortNewestFirst<T extends Pick<OrderDto, 'date' | 'id'>>(orders: readonly T[]): T[] {
  const time = (o: T) => {
    const t = Date.parse(o.date);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...orders].sort((a, b) => time(b) - time(a) || b.id - a.id);
}
