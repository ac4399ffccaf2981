import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import type { RegisterInput, SessionDto } from '@atlas/shared/contract/auth';
import { credentialMessages, normalizeEmail } from '@atlas/shared/rules/credentials';
import type { Language } from '@atlas/shared/rules/locale';
import type { Db } from '../../db/client';
import { revokeUserSessions } from '../../db/sessions';
import { authCodes, refreshTokens, users } from '../../db/schema/index';
import { signAccessToken } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import { passwordResetMail, verificationCodeMail, welcomeMail } from '../../lib/mail-templates';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { acceptedSecrets, keyedHash, keyedHashes, randomOtp, randomToken, sameHash } from '../../lib/secrets';

export const CODE_TTL_MS = 10 * 60_000;
export const RESET_TTL_MS = 30 * 60_000;
export const RESEND_COOLDOWN_MS = 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60_000;

export interface AuthContext {
  db: Db;
  mailer: Mailer;
  /** Signs and hashes everything new. */
  secret: string;
  /** While JWT_SECRET is rotated: the one before, still accepted for what it signed or hashed. */
  previousSecret?: string;
  publicUrl: string;
  now: () => Date;
}

type User = typeof users.$inferSelect;

/** A code's or token's hashes under every accepted secret: what was stored before a rotation still matches. */
const hashesOf = (ctx: AuthContext, value: string) =>
  keyedHashes(acceptedSecrets({ JWT_SECRET: ctx.secret, JWT_SECRET_PREVIOUS: ctx.previousSecret }), value);

/** A session: access token for the client, refresh token for the cookie. */
export interface IssuedSession {
  body: SessionDto;
  refreshToken: string;
}

export const findByEmail = async (db: Db, email: string): Promise<User | undefined> =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
  )[0];

const userLanguage = (user: User): Language => (user.locale === 'ar' ? 'ar' : 'en');

export async function register(
  ctx: AuthContext,
  input: RegisterInput,
  lang: Language,
): Promise<{ email: string }> {
  const existing = await findByEmail(ctx.db, input.email);
  if (existing?.isVerified) {
    throw new AppError(ErrorCode.emailTaken, 409, 'This email is already registered', {
      email: 'found',
    });
  }
  const passwordHash = await hashPassword(input.password);
  const values = { fName: input.fName, lName: input.lName, passwordHash, locale: lang };
  const user = existing
    ? (await ctx.db.update(users).set(values).where(eq(users.id, existing.id)).returning())[0]!
    : (
        await ctx.db
          .insert(users)
          .values({ ...values, email: input.email })
          .returning()
      )[0]!;
  await sendVerificationCode(ctx, user, { enforceCooldown: false });
  return { email: user.email };
}

/** A fresh 6-digit code (older ones stop working), e-mailed in the user's language. */
export async function sendVerificationCode(
  ctx: AuthContext,
  user: User,
  { enforceCooldown }: { enforceCooldown: boolean },
): Promise<void> {
  const now = ctx.now();
  const [last] = await ctx.db
    .select({ createdAt: authCodes.createdAt })
    .from(authCodes)
    .where(and(eq(authCodes.userId, user.id), eq(authCodes.purpose, 'verify')))
    .orderBy(desc(authCodes.createdAt))
    .limit(1);
  const wait = last ? RESEND_COOLDOWN_MS - (now.getTime() - new Date(last.createdAt).getTime()) : 0;
  if (enforceCooldown && wait > 0) {
    throw new AppError(
      ErrorCode.tooManyRequests,
      429,
      `Please wait ${Math.ceil(wait / 1000)} seconds before requesting a new code.`,
    );
  }
  const code = randomOtp();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(authCodes)
      .set({ usedAt: now })
      .where(and(eq(authCodes.userId, user.id), eq(authCodes.purpose, 'verify'), isNull(authCodes.usedAt)));
    await tx.insert(authCodes).values({
      userId: user.id,
      purpose: 'verify',
      codeHash: keyedHash(ctx.secret, `verify:${user.id}:${code}`),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
    await ctx.mailer.enqueue(
      tx as unknown as Db,
      verificationCodeMail(userLanguage(user), user.email, user.fName || user.email, code),
    );
  });
  ctx.mailer.kick();
}

export async function resendCode(ctx: AuthContext, email: string): Promise<void> {
  const user = await findByEmail(ctx.db, email);
  // the same answer whether or not the account exists (or is already verified)
  if (!user || user.isVerified) return;
  await sendVerificationCode(ctx, user, { enforceCooldown: true });
}

const invalidOtp = () =>
  new AppError(ErrorCode.invalidOtp, 400, credentialMessages.otpInvalid, {
    otp: credentialMessages.otpInvalid,
  });

export async function verifyOtp(ctx: AuthContext, email: string, otp: string): Promise<IssuedSession> {
  const user = await findByEmail(ctx.db, email);
  if (!user) throw invalidOtp();
  const now = ctx.now();
  const [code] = await ctx.db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.userId, user.id), eq(authCodes.purpose, 'verify'), isNull(authCodes.usedAt)))
    .orderBy(desc(authCodes.createdAt))
    .limit(1);
  if (!code || new Date(code.expiresAt) <= now) throw invalidOtp();
  if (code.attempts >= MAX_CODE_ATTEMPTS) {
    throw new AppError(ErrorCode.otpLocked, 400, 'Too many wrong codes. Please request a new code.', {
      otp: 'locked',
    });
  }
  if (!hashesOf(ctx, `verify:${user.id}:${otp}`).some((hash) => sameHash(code.codeHash, hash))) {
    await ctx.db
      .update(authCodes)
      .set({ attempts: sql`${authCodes.attempts} + 1` })
      .where(eq(authCodes.id, code.id));
    throw invalidOtp();
  }
  const wasVerified = user.isVerified;
  await ctx.db.transaction(async (tx) => {
    await tx.update(authCodes).set({ usedAt: now }).where(eq(authCodes.id, code.id));
    await tx.update(users).set({ isVerified: true }).where(eq(users.id, user.id));
    if (!wasVerified) {
      await ctx.mailer.enqueue(
        tx as unknown as Db,
        welcomeMail(userLanguage(user), user.email, user.fName || user.email, ctx.publicUrl),
      );
    }
  });
  ctx.mailer.kick();
  return startSession(ctx, { ...user, isVerified: true });
}

export type LoginResult = { kind: 'session'; session: IssuedSession } | { kind: 'verify'; email: string };

export async function login(ctx: AuthContext, email: string, password: string): Promise<LoginResult> {
  const user = await findByEmail(ctx.db, email);
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(ErrorCode.invalidCredentials, 401, 'Invalid email or password');
  }
  if (!user.isVerified) {
    await sendVerificationCode(ctx, user, { enforceCooldown: true }).catch((err: unknown) => {
      // a code sent a moment ago is still valid; the login answer stays the same
      if (!(err instanceof AppError && err.statusCode === 429)) throw err;
    });
    return { kind: 'verify', email: user.email };
  }
  return { kind: 'session', session: await startSession(ctx, user) };
}

async function accessTokenFor(ctx: AuthContext, user: User): Promise<SessionDto> {
  const role = user.role === 'admin' ? 'admin' : 'user';
  const token = await signAccessToken(ctx.secret, { sub: user.id, role, email: user.email }, ctx.now());
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

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, a password reset link has been sent.';

export async function forgotPassword(ctx: AuthContext, email: string): Promise<void> {
  const user = await findByEmail(ctx.db, email);
  if (!user) return;
  await ctx.db.transaction((tx) => issueResetLink(ctx, tx as unknown as Db, user));
  ctx.mailer.kick();
}

/** What issuing a reset link needs: no sender, as the link is only queued (the caller kicks, if it sends). */
export type ResetLinkContext = Pick<AuthContext, 'secret' | 'publicUrl' | 'now'> & {
  mailer: Pick<Mailer, 'enqueue'>;
};

/**
 * A one-time reset link for the user, valid RESET_TTL_MS: its token is stored hashed and the link
 * is queued as an e-mail, both in the caller's transaction. The link is returned for callers that
 * also show it (the command line that creates an admin).
 */
export async function issueResetLink(
  ctx: ResetLinkContext,
  tx: Db,
  user: User,
  mail: typeof passwordResetMail = passwordResetMail,
): Promise<string> {
  const now = ctx.now();
  const token = randomToken();
  const link = `${ctx.publicUrl}/resetPassword?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  await tx.insert(authCodes).values({
    userId: user.id,
    purpose: 'reset',
    codeHash: keyedHash(ctx.secret, `reset:${user.id}:${token}`),
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    createdAt: now,
  });
  await ctx.mailer.enqueue(tx, mail(userLanguage(user), user.email, user.fName || user.email, link));
  return link;
}

export async function resetPassword(
  ctx: AuthContext,
  email: string,
  token: string,
  password: string,
): Promise<void> {
  const invalid = new AppError(
    ErrorCode.invalidResetToken,
    400,
    'This reset link is invalid or has expired.',
  );
  const user = await findByEmail(ctx.db, email);
  if (!user) throw invalid;
  const now = ctx.now();
  const hashes = hashesOf(ctx, `reset:${user.id}:${token}`);
  const passwordHash = await hashPassword(password);
  const used = await ctx.db.transaction(async (tx) => {
    const [code] = await tx
      .update(authCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(authCodes.userId, user.id),
          eq(authCodes.purpose, 'reset'),
          inArray(authCodes.codeHash, hashes),
          isNull(authCodes.usedAt),
          gt(authCodes.expiresAt, now),
        ),
      )
      .returning({ id: authCodes.id });
    if (!code) return false;
    // a reset link also proves the mailbox
    await tx.update(users).set({ passwordHash, isVerified: true }).where(eq(users.id, user.id));
    await revokeUserSessions(tx as unknown as Db, user.id, now);
    return true;
  });
  if (!used) throw invalid;
}

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
