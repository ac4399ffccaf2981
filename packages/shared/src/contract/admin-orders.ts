import { z } from 'zod';
import { AddressFields } from './addresses';
import { orderStatuses } from './orders';
import { ADMIN_SEARCH_MAX, adminSearchTypes } from '../rules/admin-search';
import { editableStatuses } from '../rules/order-status';
import { UNFLAVORED } from './shop-constants';
import { text } from './text';

/** The spec's validation and error texts for the admin orders screen; the server answers with the same words. */
export const adminOrderMessages = {
  noProducts: 'Order must have at least one product',
  invalid: 'Please correct all errors before submitting',
  notFound: 'Order not found',
  cancelled: 'This order is cancelled and can no longer change',
  awaitingPayment:
    'This order is waiting for its kiosk payment: it can be edited once paid, or cancelled (its stock then returns).',
  refundFailed:
    'Paymob did not give the payment back, so the order was not cancelled. Please try again, or refund it in the Paymob dashboard.',
  statusRequired: 'Status must be confirmed, shipped or delivered',
  stillProcessing: 'Only an order that is still processing can stay processing',
  productIdRequired: 'productId is required',
  productGone: 'Product not found',
  goneLineGrows: 'A product no longer in the catalogue cannot be ordered in larger quantity',
  nameRequired: 'name is required',
  priceMin: 'price must be at least 0',
  quantityMin: 'quantity must be at least 1',
  unknownFlavor: (flavor: string) => `Flavor '${flavor}' does not exist for this product`,
} as const;

/** Most units of one order line an edit accepts (a sanity bound, not the stock). */
export const MAX_ORDER_LINE_QUANTITY = 999;
/** Most lines an order edit accepts. */
export const MAX_ORDER_LINES = 100;
export const ADMIN_ORDERS_PAGE_SIZE = 20;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * GET /users/admin/orders. `type` picks the searched field (default email); id matches the
 * number or its prefix, email and transactionId anywhere, status exactly; all case-insensitively.
 */
export const AdminOrderListQuery = z.object({
  type: z.enum(adminSearchTypes.orders).optional(),
  query: text().trim().max(ADMIN_SEARCH_MAX).optional(),
  status: z.enum(orderStatuses).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_ORDERS_PAGE_SIZE),
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;

/** `{userId}` is 0 for an order whose customer account was deleted (the order keeps its e-mail). */
export const AdminOrderParams = z.object({
  userId: z.coerce.number().int().min(0).max(2_147_483_647),
  orderId: id,
});
export type AdminOrderParams = z.infer<typeof AdminOrderParams>;

/**
 * One product row of an order edit, as the spec's form sends it. `name` and `price` are checked
 * and ignored: a line kept from the order keeps its name and paid price, a new one is priced from
 * the catalogue (docs/api-compatibility.md). productId 0 is a line whose product left the catalogue.
 */
export const AdminOrderLineInput = z.object({
  productId: z.coerce
    .number({ error: adminOrderMessages.productIdRequired })
    .int(adminOrderMessages.productIdRequired)
    .min(0, adminOrderMessages.productIdRequired)
    .max(2_147_483_647),
  name: text({ error: adminOrderMessages.nameRequired })
    .trim()
    .min(1, adminOrderMessages.nameRequired)
    .max(300, 'name must be at most 300 characters'),
  price: z.coerce
    .number({ error: adminOrderMessages.priceMin })
    .finite(adminOrderMessages.priceMin)
    .min(0, adminOrderMessages.priceMin)
    .max(10_000_000, 'price is too large'),
  quantity: z.coerce
    .number({ error: adminOrderMessages.quantityMin })
    .int('quantity must be a whole number')
    .min(1, adminOrderMessages.quantityMin)
    .max(MAX_ORDER_LINE_QUANTITY, `quantity must be at most ${MAX_ORDER_LINE_QUANTITY}`),
  flavor: text()
    .trim()
    .max(80, 'flavor must be at most 80 characters')
    .optional()
    .transform((v) => v || UNFLAVORED),
});
export type AdminOrderLineInput = z.infer<typeof AdminOrderLineInput>;

/**
 * PUT /users/admin/orders/{userId}/{orderId}. An empty product list is
 * answered by the service with 'Order must have at least one product'.
 */
export const AdminOrderUpdateInput = z.object({
  products: z
    .array(AdminOrderLineInput, { error: adminOrderMessages.noProducts })
    .max(MAX_ORDER_LINES, `at most ${MAX_ORDER_LINES} products`),
  address: AddressFields,
  status: z.enum(editableStatuses, { error: adminOrderMessages.statusRequired }),
});
export type AdminOrderUpdateInput = z.infer<typeof AdminOrderUpdateInput>;

/**
 * GET /users/admin/order-stats: revenue (active, all, cancelled) and what kiosk orders still owe,
 * EGP with 2 decimals. total = active + awaiting + cancelled.
 */
export const AdminOrderStatsDto = z
  .object({
    totalOrders: z.number().int(),
    /** Every order's total, cancelled and awaiting ones included. */
    totalRevenue: z.number(),
    /**
     * Orders neither cancelled nor waiting for their kiosk payment (`paymentStatus: awaiting`):
     * money not paid yet is not revenue (decision 0016). Cash on delivery counts.
     */
    activeRevenue: z.number(),
    /** Kiosk orders not cancelled whose reference is not paid yet: their total, not revenue yet. */
    awaitingRevenue: z.number(),
    /** How many orders `awaitingRevenue` sums. */
    awaitingOrders: z.number().int(),
    /** Cancelled orders: lost revenue. */
    cancelledRevenue: z.number(),
    cancelledOrders: z.number().int(),
  })
  .meta({ id: 'AdminOrderStats' });
export type AdminOrderStatsDto = z.infer<typeof AdminOrderStatsDto>;
