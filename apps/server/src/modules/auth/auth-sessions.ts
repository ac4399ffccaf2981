/** Sessions: an access token for the client and a rotating refresh token for the cookie; signing out. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import type { SessionDto } from '@atlas/shared/contract/auth';
import { refreshTokens, users } from '../../db/schema/index';
import { signAccessToken } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import { keyedHash, randomToken } from '../../lib/secrets';
import { hashesOf, type AuthContext, type User } from './auth-context';

export const REFRESH_TTL_MS = 30 * 24 * 60 * 60_000;

/** A session: access token for the client, refresh token for the cookie. */
export interface IssuedSession {
  body: SessionDto;
  refreshToken: string;
}

async function accessTokenFor(ctx: AuthContext, user: User): Promise<SessionDto> {
  const role = user.role === 'admin' ? 'admin' : 'user';
  const token = await signAccessToken(
    ctx.secret,
    { sub: user.id, role, email: user.email },
    ctx.now(),
    ctx.accessTokenTtlMinutes,
  );
  return {
    access_token: token,
    token,
    user: { id: user.id, email: user.email, role, fName: user.fName, lName: user.lName },
  };
}

async function issueRefreshToken(ctx: AuthContext, userId: number, family: string): Promise<string> {
  const token = randomToken();
  const now = ctx.now();
  await ctx.db.insert(refreshTokens).values({
    userId,
    family,
    tokenHash: keyedHash(ctx.secret, `refresh:${token}`),
    expiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
    createdAt: now,
  });
  return token;
}

export async function startSession(ctx: AuthContext, user: User): Promise<IssuedSession> {
  return {
    body: await accessTokenFor(ctx, user),
    refreshToken: await issueRefreshToken(ctx, user.id, randomToken(12)),
  };
}

const sessionExpired = () =>
  new AppError(ErrorCode.sessionExpired, 401, 'Session expired. Please log in again.');

/** Rotates the refresh token. Presenting an already-rotated token revokes its whole family. */
export async function refreshSession(ctx: AuthContext, token: string | undefined): Promise<IssuedSession> {
  if (!token) throw sessionExpired();
  const now = ctx.now();
  const [row] = await ctx.db
    .select()
    .from(refreshTokens)
    .where(inArray(refreshTokens.tokenHash, hashesOf(ctx, `refresh:${token}`)));
  if (!row) throw sessionExpired();
  if (row.revokedAt) {
    await revokeFamily(ctx, row.family);
    throw sessionExpired();
  }
  if (new Date(row.expiresAt) <= now) throw sessionExpired();
  // the conditional update makes two simultaneous refreshes with one token count as reuse
  const rotated = await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (rotated.length === 0) {
    await revokeFamily(ctx, row.family);
    throw sessionExpired();
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw sessionExpired();
  return {
    body: await accessTokenFor(ctx, user),
    refreshToken: await issueRefreshToken(ctx, user.id, row.family),
  };
}

async function revokeFamily(ctx: AuthContext, family: string): Promise<void> {
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}

export async function logout(ctx: AuthContext, token: string | undefined): Promise<void> {
  if (!token) return;
  const [row] = await ctx.db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(inArray(refreshTokens.tokenHash, hashesOf(ctx, `refresh:${token}`)));
  if (row) await revokeFamily(ctx, row.family);
}
