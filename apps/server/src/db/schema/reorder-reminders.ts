import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './shop';

/**
 * One reminder per order of a signed-in shopper that holds a supplement with facts
 * (docs/decisions/0026-reorder-reminders.md): `scheduled` until `due_at`, then `sent` once, or
 * `skipped` when at send time it no longer applies (reminders turned off, the order cancelled
 * or not paid, its products ordered again since).
 */
export const reorderReminders = pgTable(
  'reorder_reminders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['scheduled', 'sent', 'skipped'] })
      .notNull()
      .default('scheduled'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('reorder_reminders_status_valid', sql`${t.status} in ('scheduled', 'sent', 'skipped')`),
    uniqueIndex('reorder_reminders_order_unique').on(t.orderId),
    index('reorder_reminders_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('reorder_reminders_user_idx').on(t.userId),
  ],
);
