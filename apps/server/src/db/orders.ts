// imports and row types alike in shape to the promotions' and trainers' admin services; each names its own tables
import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  orderStatuses,
  paymentMethods,
  type OrderDto,
  type OrderStatus,
  type PaymentMethod,
} from '@atlas/shared/contract/orders';
import { lineTotalPiastres } from '@atlas/shared/rules/cart';
import { piastresToEgp } from '@atlas/shared/rules/pricing';
import type { MediaUrl } from '../lib/media';
import type { Db } from './client';
import { orderItems, orders } from './schema/index';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
/** The absolute, signed address of an order's receipt. */
export type ReceiptUrl = (orderId: number) => string;

export function toOrderDto(
  row: OrderRow,
  items: ItemRow[],
  media: MediaUrl,
  receiptUrl: ReceiptUrl,
): OrderDto {
  const status = (orderStatuses as readonly string[]).includes(row.status)
    ? (row.status as OrderStatus)
    : 'processing';
  return {
    id: row.id,
    userId: row.userId ?? 0,
    userEmail: row.userEmail,
    transactionId: row.transactionId,
    products: items.map((item) => ({
      productId: item.productId ?? 0,
      name: item.name,
      image: media(item.image),
      flavor: item.flavor,
      flavorLabel: item.flavorLabel || item.flavor,
      quantity: item.quantity,
      price: piastresToEgp(item.unitPricePiastres),
      originalPrice: piastresToEgp(item.originalPricePiastres),
      total: piastresToEgp(
        lineTotalPiastres({ unitPiastres: item.unitPricePiastres, quantity: item.quantity }),
      ),
    })),
    subtotal: piastresToEgp(row.subtotalPiastres ?? row.totalPiastres),
    deliveryFee: piastresToEgp(row.deliveryFeePiastres),
    codFee: piastresToEgp(row.codFeePiastres),
    discount: piastresToEgp(row.discountPiastres),
    couponCode: row.couponCode,
    total: piastresToEgp(row.totalPiastres),
    delivery: row.delivery
      ? {
          zone: row.locale === 'ar' ? row.delivery.zoneAr : row.delivery.zoneEn,
          from: row.delivery.from,
          to: row.delivery.to,
        }
      : null,
    receiptUrl: receiptUrl(row.id),
    date: new Date(row.createdAt).toISOString(),
    paymentMethod: (paymentMethods as readonly string[]).includes(row.paymentMethod)
      ? (row.paymentMethod as PaymentMethod)
      : 'cod',
    paymentStatus: row.paymentStatus,
    status,
    address: row.address ?? null,
    chargedAmount: row.chargedAmount,
    chargedCurrency: row.chargedCurrency,
    paymentReference: row.paymentReference,
    payBy: row.payBy ? new Date(row.payBy).toISOString() : null,
    ...(row.guestName !== null ? { guest: { fullName: row.guestName, mobile: row.guestMobile ?? '' } } : {}),
  };
}

/** Orders with their lines, in the order of `rows`. */
export async function withItems(
  db: Db,
  rows: OrderRow[],
  media: MediaUrl,
  receiptUrl: ReceiptUrl,
): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const byOrder = new Map<number, ItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return rows.map((row) => toOrderDto(row, byOrder.get(row.id) ?? [], media, receiptUrl));
}

// alike in shape to the cart's and the stock alerts' reads of one shopper's rows; each reads its own table
/** A user's orders, newest first. */
export async function listUserOrders(
  db: Db,
  userId: number,
  media: MediaUrl,
  receiptUrl: ReceiptUrl,
): Promise<OrderDto[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(db, rows, media, receiptUrl);
}
