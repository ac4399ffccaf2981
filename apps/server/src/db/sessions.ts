import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { refreshTokens } from './schema/index';

/** Ends every session of a user (password change or reset): their refresh tokens stop working. */
export async function revokeUserSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
