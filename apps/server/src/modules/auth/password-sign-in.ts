/**
 * Signing up and in with an e-mail and password: an unverified account gets a code, a verified one
 * a session.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import type { RegisterInput } from '@atlas/shared/contract/auth';
import type { Language } from '@atlas/shared/rules/locale';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { findByEmail, type AuthContext } from './auth-context';
import { sendVerificationCode } from './auth-codes';
import { startSession, type IssuedSession } from './auth-sessions';

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
