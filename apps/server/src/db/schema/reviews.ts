import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Language } from '@atlas/shared/rules/locale';
import type { ReviewStatus } from '@atlas/shared/rules/reviews';
import { products } from './catalogue';
import { users } from './accounts';

/**
 * A shopper's review of a product they received (docs/decisions/0020-reviews.md); one per
 * shopper and product. Triggers (migration 0018) keep `products.rating_count`/`rating_sum` equal
 * to the published reviews, and `helpful_count` equal to the votes.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    lang: text('lang').$type<Language>().notNull(),
    /** The English key of the flavor the shopper received ('Unflavored' for a product without flavors). */
    flavor: text('flavor').notNull(),
    /** Media path of the photo, or null. */
    photo: text('photo'),
    status: text('status').$type<ReviewStatus>().notNull(),
    rejectionReason: text('rejection_reason'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** When it entered its current status (the admin queue's order). */
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_user_product_unique').on(t.userId, t.productId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_status_valid', sql`${t.status} in ('pending', 'published', 'rejected')`),
    check('reviews_lang_valid', sql`${t.lang} in ('en', 'ar')`),
    check('reviews_helpful_nonnegative', sql`${t.helpfulCount} >= 0`),
    // a product's page: published, newest or most helpful first
    index('reviews_product_newest_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_product_helpful_idx').on(t.productId, t.status, t.helpfulCount),
    index('reviews_status_idx').on(t.status, t.statusAt),
  ],
);

/** A shopper found a review helpful; one vote per shopper and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_votes_user_idx').on(t.userId)],
);

/**
 * Someone reported a review. `reporter` is 'user:<id>' for a signed-in shopper, or 'ip:<hash of
 * the address>' for a visitor: one report per reporter and review. A dismissed report stays (so
 * the same reporter cannot raise it again) but leaves the admin's queue.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reporter: text('reporter').notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_reports_once').on(t.reviewId, t.reporter),
    check(
      'review_reports_reason_valid',
      sql`${t.reason} in ('spam', 'offensive', 'off-topic', 'personal-info', 'fake', 'other')`,
    ),
    index('review_reports_open_idx')
      .on(t.reviewId)
      .where(sql`${t.dismissedAt} is null`),
  ],
);
