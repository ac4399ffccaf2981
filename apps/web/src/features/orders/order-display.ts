import type { OrderAddressDto, OrderDto, OrderItemDto } from '@atlas/shared/contract/orders';
import { itemCount } from '@atlas/shared/rules/cart';
import type { Language } from '@atlas/shared/rules/locale';

export interface AddressLabels {
  /** 'Address not available' */
  missingStreet: string;
  /** 'N/A' */
  notAvailable: string;
}

export type DisplayAddress = Omit<OrderAddressDto, 'fullName'> & { fullName?: string };

/** A missing address shows street 'Address not available' and 'N/A' elsewhere. */
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

export type ChargeKind = 'items' | 'delivery' | 'codFee' | 'discount';

export interface ChargeLine {
  kind: ChargeKind;
  /** EGP; a discount is negative. */
  amount: number | 'free';
}

type ChargedOrder = Pick<OrderDto, 'subtotal' | 'deliveryFee' | 'codFee' | 'discount' | 'delivery'>;

const piastres = (egp: number) => Math.round(egp * 100);

/**
 * The lines above an order's total: the items, then delivery ('free' when a priced order paid
 * none; absent on older orders, which were not priced for delivery), then the COD fee and the
 * discount when there is one.
 */
export function chargeLines(order: ChargedOrder): ChargeLine[] {
  const lines: ChargeLine[] = [{ kind: 'items', amount: order.subtotal }];
  if (piastres(order.deliveryFee) > 0) lines.push({ kind: 'delivery', amount: order.deliveryFee });
  else if (order.delivery) lines.push({ kind: 'delivery', amount: 'free' });
  if (piastres(order.codFee) > 0) lines.push({ kind: 'codFee', amount: order.codFee });
  if (piastres(order.discount) > 0) lines.push({ kind: 'discount', amount: -order.discount });
  return lines;
}

// en-GB for the day before the month ('Sun 29 Nov'), which en-EG puts the other way round.
const deliveryLocale: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG' };
const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** A calendar day ('2026-11-29') as 'Sun 29 Nov' / 'الأحد ٢٩ نوفمبر'; null when it is no real day. */
export function formatDeliveryDay(day: string, language: Language): string | null {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return null;
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(deliveryLocale[language], {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    dayFormats.set(language, format);
  }
  // Intl's own separators differ by language (Arabic puts a comma after the weekday): spaces read the same in both.
  return format
    .formatToParts(date)
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');
}

export interface DeliveryWindow {
  zone: string;
  from: string;
  /** null when the promise is a single day. */
  to: string | null;
}

/** The promised delivery days, while the order is still on its way (older orders promised none). */
export function deliveryWindow(
  order: Pick<OrderDto, 'delivery' | 'status'>,
  language: Language,
): DeliveryWindow | null {
  const { delivery, status } = order;
  if (!delivery || status === 'delivered' || status === 'cancelled') return null;
  const from = formatDeliveryDay(delivery.from, language);
  const to = formatDeliveryDay(delivery.to, language);
  if (!from || !to) return null;
  return { zone: delivery.zone, from, to: delivery.to === delivery.from ? null : to };
}
