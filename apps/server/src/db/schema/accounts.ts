import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Shop accounts. E-mails are stored lower-cased and unique; passwords as argon2id hashes. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    fName: text('f_name').notNull().default(''),
    lName: text('l_name').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    gender: text('gender').notNull().default(''),
    avatar: text('avatar'),
    role: text('role').notNull().default('user'),
    isVerified: boolean('is_verified').notNull().default(false),
    locale: text('locale').notNull().default('en'),
    googleSub: text('google_sub'),
    /** The allergens the shopper avoids (contract/supplement-facts.ts `allergens`). */
    allergies: text('allergies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** E-mail a reminder when a supplement bought should be running out (modules/reorder-reminders). */
    reorderReminders: boolean('reorder_reminders').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
    check('users_role_valid', sql`${t.role} in ('user', 'admin')`),
    check('users_gender_valid', sql`${t.gender} in ('', 'Male', 'Female')`),
    check(
      'users_allergies_valid',
      sql`${t.allergies} <@ array['milk', 'soy', 'gluten', 'nuts', 'egg']::text[]`,
    ),
  ],
);

/** One-time e-mail codes (verify) and reset tokens (reset), stored as HMACs. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check('auth_codes_purpose_valid', sql`${t.purpose} in ('verify', 'reset')`),
  ],
);

/** Refresh tokens (hashed). A family is one login; reuse of a rotated token revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    family: text('family').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.family),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * The durable mail outbox: a message is written in the same transaction as the change that
 * causes it, and the sender (lib/mail-outbox.ts) delivers it after the commit, retrying with
 * backoff. `next_attempt_at` doubles as the lease of a message being delivered.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_messages_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    // the open messages only: the sender's claim and the metrics' backlog count both use it, and
    // neither reads the sent ones, however many pile up
    index('outbox_messages_open_idx')
      .on(t.status, t.nextAttemptAt)
      .where(sql`${t.status} <> 'sent'`),
    // the sent ones by when they were sent: the retention prune's oldest first
    index('outbox_messages_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.status} = 'sent'`),
  ],
);
