/**
 * What every way of signing in shares: its context, finding an account by e-mail, and hashing
 * under every accepted secret.
 */
import { sql } from 'drizzle-orm';
import { normalizeEmail } from '@atlas/shared/rules/credentials';
import type { Language } from '@atlas/shared/rules/locale';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Mailer } from '../../lib/mailer';
import { acceptedSecrets, keyedHashes } from '../../lib/secrets';

export interface AuthContext {
  db: Db;
  mailer: Mailer;
  /** Signs and hashes everything new. */
  secret: string;
  /** While JWT_SECRET is rotated: the one before, still accepted for what it signed or hashed. */
  previousSecret?: string;
  /** How long an access token lives (ACCESS_TOKEN_TTL_MINUTES). */
  accessTokenTtlMinutes: number;
  publicUrl: string;
  now: () => Date;
}

export type User = typeof users.$inferSelect;

/** A code's or token's hashes under every accepted secret: what was stored before a rotation still matches. */
export const hashesOf = (ctx: AuthContext, value: string) =>
  keyedHashes(acceptedSecrets({ JWT_SECRET: ctx.secret, JWT_SECRET_PREVIOUS: ctx.previousSecret }), value);

export const findByEmail = async (db: Db, email: string): Promise<User | undefined> =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
  )[0];

export const userLanguage = (user: User): Language => (user.locale === 'ar' ? 'ar' : 'en');
