import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PromotionScope } from '@atlas/shared/rules/promotions';
import { users } from './accounts';
import { orders } from './shop';
import { trainers } from './training';

/**
 * A coupon code (docs/decisions/0019-promotions.md). `code` is stored upper case; `uses` counts
 * the redemptions not given back and is taken by a conditional update inside the order's
 * transaction, so a limited code is never used more often than `max_uses`.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'amount', 'free-delivery'] }).notNull(),
    percent: integer('percent').notNull().default(0),
    amountPiastres: bigint('amount_piastres', { mode: 'number' }).notNull().default(0),
    minSubtotalPiastres: bigint('min_subtotal_piastres', { mode: 'number' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerShopper: integer('max_uses_per_shopper'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    scope: jsonb('scope').$type<PromotionScope>().notNull(),
    combinesWithOffers: boolean('combines_with_offers').notNull().default(true),
    trainerId: integer('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
    showOnTrainerPage: boolean('show_on_trainer_page').notNull().default(false),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['active', 'paused', 'ended'] })
      .notNull()
      .default('active'),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    check('coupons_kind_valid', sql`${t.kind} in ('percent', 'amount', 'free-delivery')`),
    check('coupons_status_valid', sql`${t.status} in ('active', 'paused', 'ended')`),
    check('coupons_percent_range', sql`${t.percent} between 0 and 100`),
    check('coupons_amount_nonnegative', sql`${t.amountPiastres} >= 0`),
    check(
      'coupons_uses_within_limit',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
    index('coupons_trainer_idx').on(t.trainerId),
  ],
);

/** One order's use of a code; `returned_at` once a cancel gave the use back. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the code took off: the goods' discount, or the delivery a free-delivery code waived. */
    savedPiastres: bigint('saved_piastres', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_unique').on(t.orderId),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
    index('coupon_redemptions_created_idx').on(t.createdAt),
  ],
);

/** The code a shopper put on their cart (one per cart). */
export const cartCoupons = pgTable('cart_coupons', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id')
    .notNull()
    .references(() => coupons.id, { onDelete: 'cascade' }),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An automatic offer: a sale on a scope for a window, or a quantity tier. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    kind: text('kind', { enum: ['sale', 'tier'] }).notNull(),
    percent: integer('percent').notNull(),
    minQuantity: integer('min_quantity').notNull().default(1),
    scope: jsonb('scope').$type<PromotionScope>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    status: text('status', { enum: ['active', 'paused', 'ended'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('offers_kind_valid', sql`${t.kind} in ('sale', 'tier')`),
    check('offers_status_valid', sql`${t.status} in ('active', 'paused', 'ended')`),
    check('offers_percent_range', sql`${t.percent} between 1 and 90`),
    check('offers_min_quantity_valid', sql`${t.minQuantity} >= 1`),
  ],
);
