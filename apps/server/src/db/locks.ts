import { sql } from 'drizzle-orm';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { AppError } from '../lib/app-error';
import type { Db } from './client';

/**
 * Locks the user's row for the rest of the transaction, so that writes that must see each
 * other (the one default address, one order per idempotency key) run one after the other for
 * that user, on any number of server processes. Answers 404 when the user does not exist.
 */
export async function lockUser(tx: Db, userId: number): Promise<{ email: string }> {
  const result = await tx.execute<{ email: string }>(
    sql`select email from users where id = ${userId} for update`,
  );
  const row = (result as unknown as { rows: { email: string }[] }).rows[0];
  if (!row) throw new AppError(ErrorCode.notFound, 404, 'User not found');
  return row;
}

/**
 * The guest's counterpart of lockUser: a transaction-scoped advisory lock on the e-mail, then on
 * the mobile (always in that order, so two guests never wait on each other in a circle). Orders
 * bearing the same e-mail or mobile are written one after the other, so a code's per-shopper
 * limit and one order per idempotency key hold for guests too.
 */
export async function lockGuest(tx: Db, email: string, mobile: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`guest-email:${email}`}, 0))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`guest-mobile:${mobile}`}, 0))`);
}
