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
    /** ISO 3166-2:EG code; null when it could not be told from an older address (asked at checkout). */
    governorate: text('governorate'),
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
  /** ISO 3166-2:EG code (absent from orders placed before delivery was priced). */
  governorate?: string;
}

/** The delivery promised when the order was placed. */
export interface OrderDelivery {
  zoneId: number;
  zoneEn: string;
  zoneAr: string;
  /** Calendar days in Cairo, YYYY-MM-DD. */
  from: string;
  to: string;
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
    /**
     * total = subtotal − discount + delivery fee + COD fee (rules/delivery.ts). Null: an order placed
     * before delivery was priced, restored from an older backup; its items were its total.
     */
    subtotalPiastres: bigint('subtotal_piastres', { mode: 'number' }),
    deliveryFeePiastres: bigint('delivery_fee_piastres', { mode: 'number' }).notNull().default(0),
    codFeePiastres: bigint('cod_fee_piastres', { mode: 'number' }).notNull().default(0),
    discountPiastres: bigint('discount_piastres', { mode: 'number' }).notNull().default(0),
    totalPiastres: bigint('total_piastres', { mode: 'number' }).notNull(),
    delivery: jsonb('delivery').$type<OrderDelivery>(),
    chargedAmount: text('charged_amount'),
    chargedCurrency: text('charged_currency'),
    address: jsonb('address').$type<OrderAddressSnapshot>(),
    idempotencyKey: text('idempotency_key'),
    locale: text('locale').notNull().default('en'),
    /** Pay at a kiosk: the reference the shopper pays with, and until when. */
    paymentReference: text('payment_reference'),
    payBy: timestamp('pay_by', { withTimezone: true }),
    /** The code the order used (its discount is `discount_piastres`, or free delivery). */
    couponCode: text('coupon_code'),
    /** An order placed without an account: the name and mobile the guest gave (user_email holds the e-mail). */
    guestName: text('guest_name'),
    guestMobile: text('guest_mobile'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'orders_status_valid',
      sql`${t.status} in ('processing', 'confirmed', 'shipped', 'delivered', 'cancelled')`,
    ),
    check(
      'orders_payment_method_valid',
      sql`${t.paymentMethod} in ('cod', 'paypal', 'card', 'wallet', 'kiosk')`,
    ),
    check('orders_total_nonnegative', sql`${t.totalPiastres} >= 0`),
    check(
      'orders_total_adds_up',
      sql`${t.totalPiastres} = coalesce(${t.subtotalPiastres}, ${t.totalPiastres}) - ${t.discountPiastres} + ${t.deliveryFeePiastres} + ${t.codFeePiastres}`,
    ),
    check(
      'orders_charges_nonnegative',
      sql`${t.deliveryFeePiastres} >= 0 and ${t.codFeePiastres} >= 0 and ${t.discountPiastres} >= 0`,
    ),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_idempotency_unique').on(t.userId, t.idempotencyKey),
    // a guest's order has no user (and NULLs never collide): its key is unique per e-mail instead
    uniqueIndex('orders_guest_idempotency_unique')
      .on(t.userEmail, t.idempotencyKey)
      .where(sql`${t.guestName} is not null`),
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
    /** The flavor as the order's language names it ('' = its key): the line reads like the rest of the order. */
    flavorLabel: text('flavor_label').notNull().default(''),
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
    /** The shopper; null for a guest's payment. */
    userId: integer('user_id'),
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

/** A cart line as it was priced when a Paymob payment began: the order is written from it. */
export interface PaymobLine {
  productId: number;
  name: string;
  image: string;
  flavor: string;
  /** The flavor in the order's language (absent from payments started before it was kept). */
  flavorLabel?: string;
  hasFlavors: boolean;
  quantity: number;
  unitPiastres: number;
  originalPiastres: number;
}

/** The guest a payment without an account is for: the order is written with this contact. */
export interface PaymobGuest {
  fullName: string;
  /** Normalised. */
  email: string;
  /** National digits (rules/guest.ts mobileKey). */
  mobile: string;
}

/** What a Paymob payment asked for beyond its lines, so the order is written with the same breakdown. */
export interface PaymobCharges {
  subtotalPiastres: number;
  discountPiastres: number;
  deliveryPiastres: number;
  codFeePiastres: number;
  totalPiastres: number;
  zoneId: number;
  zoneEn: string;
  zoneAr: string;
  minDays: number;
  maxDays: number;
  /** The code the payment was priced with (absent: none); its use is taken when the order is written. */
  coupon?: OrderCoupon;
}

/** A code an order is priced with: what it saved (the goods' discount, or the delivery waived). */
export interface OrderCoupon {
  id: number;
  code: string;
  savedPiastres: number;
}

/**
 * One Paymob payment (an intention), written before the shopper is sent to Paymob: what was asked
 * (amount, the cart's lines and address then) and where it stands. Paymob's signed callbacks are
 * matched by `paymobOrderId`, which Paymob signs (decision 0016). No foreign key to users: a
 * payment must be settled (refunded) even if its shopper is deleted.
 */
export const paymobPayments = pgTable(
  'paymob_payments',
  {
    /** Ours (`atl-…`): sent as Paymob's special_reference and used in the return address. */
    reference: text('reference').primaryKey(),
    paymobOrderId: bigint('paymob_order_id', { mode: 'number' }).notNull(),
    intentionId: text('intention_id').notNull(),
    /** The shopper; null for a guest (then `guest` holds the contact). */
    userId: integer('user_id'),
    guest: jsonb('guest').$type<PaymobGuest>(),
    method: text('method', { enum: ['card', 'wallet', 'kiosk'] }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<PaymobLine[]>().notNull(),
    /** The charges asked (null for payments begun before delivery was priced: items only). */
    charges: jsonb('charges').$type<PaymobCharges>(),
    address: jsonb('address').$type<OrderAddressSnapshot>().notNull(),
    locale: text('locale').notNull(),
    status: text('status', {
      enum: ['open', 'declined', 'awaiting', 'paid', 'refund-due', 'refunded', 'expired', 'cancelled'],
    })
      .notNull()
      .default('open'),
    /** Why a paid payment is refunded instead of placed. */
    refundReason: text('refund_reason', { enum: ['sold-out', 'expired', 'amount', 'cancelled'] }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The transaction that paid (refunded and voided by this id). */
    transactionId: bigint('transaction_id', { mode: 'number' }),
    paidCents: bigint('paid_cents', { mode: 'number' }),
    kioskReference: text('kiosk_reference'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the reconciler next looks at it (a refund to retry); null when nothing is due. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('paymob_payments_order_unique').on(t.paymobOrderId),
    index('paymob_payments_user_idx').on(t.userId, t.createdAt),
    index('paymob_payments_awaiting_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'awaiting'`),
    index('paymob_payments_due_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.nextCheckAt} is not null`),
    check(
      'paymob_payments_status_check',
      sql`${t.status} in ('open', 'declined', 'awaiting', 'paid', 'refund-due', 'refunded', 'expired', 'cancelled')`,
    ),
    check('paymob_payments_method_check', sql`${t.method} in ('card', 'wallet', 'kiosk')`),
    check('paymob_payments_owner_check', sql`(${t.userId} is null) <> (${t.guest} is null)`),
  ],
);
