import { eq } from 'drizzle-orm';
import type {
  GuestAccountInput,
  GuestAccountOfferDto,
  GuestAccountResultDto,
} from '@atlas/shared/contract/guest';
import { guestMessages } from '@atlas/shared/contract/guest';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import type { Language } from '@atlas/shared/rules/locale';
import { attachGuestOrders, latestGuestName } from '../../db/guest-orders';
import { lockUser } from '../../db/locks';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { guestLinks } from '../../lib/guest-links';
import { welcomeMail } from '../../lib/mail-templates/account-mails';
import { hashPassword } from '../../lib/passwords';
import { acceptedSecrets } from '../../lib/secrets';
import { splitName } from './admin-accounts';
import { findByEmail, type AuthContext } from './auth-context';
import { startSession, type IssuedSession } from './auth-sessions';

const invalidToken = () => new AppError(ErrorCode.invalidGuestToken, 400, guestMessages.invalidToken);

/** The e-mail the guest's signed link proves, or a 400 for a tampered or expired one. */
function provenEmail(ctx: AuthContext, token: string): string {
  const links = guestLinks(
    acceptedSecrets({ JWT_SECRET: ctx.secret, JWT_SECRET_PREVIOUS: ctx.previousSecret }),
  );
  const email = links.accountEmail(token, ctx.now());
  if (!email) throw invalidToken();
  return email;
}

/** GET /guest/account?token=…: whom the link is for, the form prefilled with their latest guest order's name. */
export async function guestAccountOffer(ctx: AuthContext, token: string): Promise<GuestAccountOfferDto> {
  const email = provenEmail(ctx, token);
  return { email, ...splitName(await latestGuestName(ctx.db, email)) };
}

/**
 * POST /guest/account. The link proves the e-mail, so the account is created verified (an
 * unfinished sign-up of that e-mail is completed with this password) with every guest order of
 * the e-mail attached, and signed in. When a verified account already has the e-mail, its guest
 * orders are attached to it and nothing else changes (the password sent is not used): the guest
 * is told to sign in. Only the holder of the link learns that the account exists.
 */
export async function createGuestAccount(
  ctx: AuthContext,
  input: GuestAccountInput,
  lang: Language,
): Promise<{ result: GuestAccountResultDto; session: IssuedSession | null }> {
  const email = provenEmail(ctx, input.token);
  const passwordHash = await hashPassword(input.password);
  const outcome = await ctx.db.transaction(async (tx) => {
    const found = await findByEmail(tx, email);
    if (found) await lockUser(tx, found.id);
    if (found?.isVerified)
      return {
        kind: 'existing' as const,
        user: found,
        attached: await attachGuestOrders(tx, found.id, email),
      };
    const values = { fName: input.fName, lName: input.lName, passwordHash, isVerified: true, locale: lang };
    const [user] = found
      ? await tx.update(users).set(values).where(eq(users.id, found.id)).returning()
      : await tx
          .insert(users)
          .values({ ...values, email })
          .returning();
    await ctx.mailer.enqueue(tx, welcomeMail(lang, email, input.fName, ctx.publicUrl));
    return { kind: 'created' as const, user: user!, attached: await attachGuestOrders(tx, user!.id, email) };
  });
  if (outcome.kind === 'existing') {
    return {
      result: {
        kind: 'existing',
        email,
        ordersAttached: outcome.attached,
        message: guestMessages.accountExists,
      },
      session: null,
    };
  }
  ctx.mailer.kick();
  const session = await startSession(ctx, outcome.user);
  return { result: { kind: 'created', session: session.body, ordersAttached: outcome.attached }, session };
}
