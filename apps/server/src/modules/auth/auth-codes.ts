/** E-mailed codes: the 6-digit code that verifies an account's mailbox, and password reset links. */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { credentialMessages } from '@atlas/shared/rules/credentials';
import type { Db } from '../../db/client';
import { revokeUserSessions } from '../../db/sessions';
import { authCodes, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { passwordResetMail, verificationCodeMail, welcomeMail } from '../../lib/mail-templates/account-mails';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { keyedHash, randomOtp, randomToken, sameHash } from '../../lib/secrets';
import { findByEmail, hashesOf, userLanguage, type AuthContext, type User } from './auth-context';
import { startSession, type IssuedSession } from './auth-sessions';

export const CODE_TTL_MS = 10 * 60_000;
export const RESET_TTL_MS = 30 * 60_000;
export const RESEND_COOLDOWN_MS = 60_000;
export const MAX_CODE_ATTEMPTS = 5;

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
      tx,
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
        tx,
        welcomeMail(userLanguage(user), user.email, user.fName || user.email, ctx.publicUrl),
      );
    }
  });
  ctx.mailer.kick();
  return startSession(ctx, { ...user, isVerified: true });
}

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, a password reset link has been sent.';

export async function forgotPassword(ctx: AuthContext, email: string): Promise<void> {
  const user = await findByEmail(ctx.db, email);
  if (!user) return;
  await ctx.db.transaction((tx) => issueResetLink(ctx, tx, user));
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
    await revokeUserSessions(tx, user.id, now);
    return true;
  });
  if (!used) throw invalid;
}
