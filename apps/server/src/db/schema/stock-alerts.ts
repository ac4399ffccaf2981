import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';

/**
 * A shopper waiting for a sold-out flavor (docs/decisions/0021-back-in-stock-alerts.md).
 * `unconfirmed` (a visitor's, until the link in the confirmation e-mail is opened) → `waiting`
 * → `due` (set by the stock triggers when the flavor's units go from 0 to more) → `sent`, or
 * `cancelled` at any time before. One e-mail per alert at most; rows are deleted once expired.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The flavor's key (its English name), or 'Unflavored'. */
    flavor: text('flavor').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Normalized (lower case); a signed-in shopper's is their account's address when asked. */
    email: text('email').notNull(),
    locale: text('locale', { enum: ['en', 'ar'] }).notNull(),
    status: text('status', { enum: ['unconfirmed', 'waiting', 'due', 'sent', 'cancelled'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Never sent after this (90 days after it was asked for); pruned after it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'stock_alerts_status_valid',
      sql`${t.status} in ('unconfirmed', 'waiting', 'due', 'sent', 'cancelled')`,
    ),
    check('stock_alerts_locale_valid', sql`${t.locale} in ('en', 'ar')`),
    // one open alert per address and flavor: asking twice is the same alert
    uniqueIndex('stock_alerts_open_unique')
      .on(t.productId, sql`lower(${t.flavor})`, t.email)
      .where(sql`${t.status} in ('unconfirmed', 'waiting', 'due')`),
    index('stock_alerts_due_idx')
      .on(t.id)
      .where(sql`${t.status} = 'due'`),
    index('stock_alerts_user_idx').on(t.userId),
    index('stock_alerts_expires_idx').on(t.expiresAt),
  ],
);
