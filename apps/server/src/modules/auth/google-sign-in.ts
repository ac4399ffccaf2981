import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { normalizeEmail } from '@atlas/shared/rules/credentials';
import type { Language } from '@atlas/shared/rules/locale';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { findByEmail, type AuthContext } from './auth-context';
import { startSession, type IssuedSession } from './auth-sessions';

const googleIssuers = ['accounts.google.com', 'https://accounts.google.com'];
const jwksCache = new Map<string, JWTVerifyGetKey>();

/** Verifies a Google ID token (signature by JWKS, audience, issuer, expiry, verified e-mail). */
export async function googleSignIn(
  ctx: AuthContext,
  config: { clientId?: string; jwksUrl: string },
  credential: string,
  lang: Language,
): Promise<IssuedSession> {
  if (!config.clientId) {
    throw new AppError(ErrorCode.notConfigured, 503, 'Google sign-in is not configured');
  }
  let jwks = jwksCache.get(config.jwksUrl);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(config.jwksUrl));
    jwksCache.set(config.jwksUrl, jwks);
  }
  const rejected = new AppError(ErrorCode.unauthorized, 401, 'Google sign-in failed. Please try again.');
  let payload;
  try {
    ({ payload } = await jwtVerify(credential, jwks, {
      audience: config.clientId,
      issuer: googleIssuers,
      currentDate: ctx.now(),
    }));
  } catch {
    throw rejected;
  }
  if (payload.email_verified !== true || typeof payload.email !== 'string' || !payload.sub) throw rejected;
  const email = normalizeEmail(payload.email);
  const bySub = (await ctx.db.select().from(users).where(eq(users.googleSub, payload.sub)))[0];
  let user = bySub ?? (await findByEmail(ctx.db, email));
  if (user) {
    if (!user.googleSub || !user.isVerified) {
      user = (
        await ctx.db
          .update(users)
          .set({ googleSub: payload.sub, isVerified: true })
          .where(eq(users.id, user.id))
          .returning()
      )[0]!;
    }
  } else {
    user = (
      await ctx.db
        .insert(users)
        .values({
          email,
          googleSub: payload.sub,
          isVerified: true,
          fName: typeof payload.given_name === 'string' ? payload.given_name.slice(0, 60) : '',
          lName: typeof payload.family_name === 'string' ? payload.family_name.slice(0, 60) : '',
          locale: lang,
        })
        .returning()
    )[0]!;
  }
  return startSession(ctx, user);
}
