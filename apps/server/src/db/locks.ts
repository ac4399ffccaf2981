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
