import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { users } from './accounts';

/** One line of a shopper's server-side cart. `flavor` is the flavor's English key, or 'Unflavored'. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    flavor: text('flavor').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
    uniqueIndex('cart_items_line_unique').on(t.userId, t.productId, t.flavor),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Saved delivery addresses; the database allows at most one default per user. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** The delivery address as it was when the order was placed. */
export interface OrderAddressSnapshot {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  fullName?: string;
}

/** An order. Money in piastres; what a payment provider charged is kept in its own currency. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    status: text('status').notNull().default('processing'),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull(),
    transactionId: text('transaction_id'),
    /** PayPal's order id: one shop order per PayPal order, whatever the client replays. */
    providerOrderId: text('provider_order_id'),
    totalPiastres: bigint('total_piastres', { mode: 'number' }).notNull(),
    chargedAmount: text('charged_amount'),
    chargedCurrency: text('charged_currency'),
    address: jsonb('address').$type<OrderAddressSnapshot>(),
    idempotencyKey: text('idempotency_key'),
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'orders_status_valid',
      sql`${t.status} in ('processing', 'confirmed', 'shipped', 'delivered', 'cancelled')`,
    ),
    check('orders_payment_method_valid', sql`${t.paymentMethod} in ('cod', 'paypal')`),
    check('orders_total_nonnegative', sql`${t.totalPiastres} >= 0`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_idempotency_unique').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_provider_order_unique').on(t.providerOrderId),
  ],
);

/** A line of an order with the prices and names as they were when it was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    flavor: text('flavor').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePiastres: bigint('unit_price_piastres', { mode: 'number' }).notNull(),
    originalPricePiastres: bigint('original_price_piastres', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
    index('order_items_order_idx').on(t.orderId),
  ],
);

/**
 * Every PayPal capture the shop starts, written before it calls PayPal: a process that dies
 * between the capture and the order leaves this row unresolved, and the reconciler
 * (modules/orders/paypal-reconcile.ts) later writes nothing but refunds the money. No foreign key
 * to users: a capture must be reconciled even if its shopper is deleted.
 */
export const paypalCaptures = pgTable(
  'paypal_captures',
  {
    paypalOrderId: text('paypal_order_id').primaryKey(),
    userId: integer('user_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution', { enum: ['order', 'refunded', 'not-captured'] }),
  },
  (t) => [
    check('paypal_captures_resolution_check', sql`${t.resolution} in ('order', 'refunded', 'not-captured')`),
    index('paypal_captures_open_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
