import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * One diet plan and the body measures it was made from. `diet_plan` is
 * the plan's text as shown; `plan_data` the engine's figures and meals behind it, when our engine
 * made it (a client may also store a plan of its own).
 */
export const measurements = pgTable(
  'measurements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    age: integer('age').notNull(),
    gender: text('gender').notNull(),
    weight: numeric('weight', { precision: 6, scale: 2 }).notNull(),
    height: numeric('height', { precision: 6, scale: 2 }).notNull(),
    waist: numeric('waist', { precision: 6, scale: 2 }).notNull(),
    neck: numeric('neck', { precision: 6, scale: 2 }).notNull(),
    hip: numeric('hip', { precision: 6, scale: 2 }),
    goal: text('goal').notNull(),
    dietPlan: text('diet_plan').notNull(),
    planData: jsonb('plan_data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('measurements_user_taken_idx').on(t.userId, t.takenAt),
    check('measurements_gender_check', sql`${t.gender} in ('male', 'female')`),
    check('measurements_age_check', sql`${t.age} between 1 and 105`),
  ],
);

/** A message sent from the contact page. */
export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** the sender, when signed in */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('contact_submissions_created_idx').on(t.createdAt)],
);
