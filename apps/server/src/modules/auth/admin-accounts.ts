import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { revokeUserSessions } from '../../db/sessions';
import type { Env } from '../../env';
import { auditedUser, recordAudit, type SystemActor } from '../../lib/audit';
import { adminInvitationMail } from '../../lib/mail-templates/account-mails';
import { createMailer, createTransport } from '../../lib/mailer';
import { issueResetLink, RESET_TTL_MS, type ResetLinkContext } from './auth-codes';

export type AdminAccountContext = ResetLinkContext & { db: Db };

/**
 * The context from the server's settings. E-mails are only queued in the outbox: a server's
 * sender delivers them (a running one within seconds, or the next to start).
 */
export function adminAccountContext(db: Db, env: Env, log: FastifyBaseLogger): AdminAccountContext {
  const transport = createTransport({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log });
  return {
    db,
    mailer: createMailer({ db, transport, log }),
    secret: env.JWT_SECRET,
    publicUrl: env.PUBLIC_URL,
    now: () => new Date(),
  };
}

type User = typeof users.$inferSelect;

/**
 * How the admin gets a password: one typed at the terminal (already hashed), or none yet and a
 * one-time link to set it, e-mailed through the outbox and also returned.
 */
export type AdminCredential = { passwordHash: string } | 'link';

export interface AdminPerson {
  email: string;
  fName: string;
  lName: string;
}

/** How long a set-password link works, in whole minutes (the reset token's lifetime). */
export const SET_PASSWORD_LINK_MINUTES = Math.floor(RESET_TTL_MS / 60_000);

/** First word the first name, the rest the last name, as the sign-up form keeps them. */
export function splitName(name: string): { fName: string; lName: string } {
  const [fName = '', ...rest] = name.trim().split(/\s+/);
  return { fName, lName: rest.join(' ') };
}

export async function anyAdminExists(db: Db): Promise<boolean> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return Boolean(admin);
}

const txDb = (tx: unknown) => tx as Db;

/**
 * Creates an admin account, audited, with its credential; null when the e-mail is taken (by an
 * account made meanwhile: the database checks the e-mail's uniqueness itself). It is verified:
 * whoever creates it vouches for the address, and an unverified row would let a sign-up with
 * the same e-mail overwrite its password.
 */
export async function createAdmin(
  ctx: AdminAccountContext,
  actor: SystemActor,
  person: AdminPerson,
  credential: AdminCredential,
): Promise<{ user: User; link: string | null } | null> {
  return ctx.db.transaction(async (t) => {
    const tx = txDb(t);
    const [user] = await tx
      .insert(users)
      .values({
        ...person,
        role: 'admin',
        isVerified: true,
        passwordHash: credential === 'link' ? null : credential.passwordHash,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) return null;
    await recordAudit(tx, actor, {
      action: 'user.create',
      entity: 'user',
      entityId: user.id,
      before: null,
      after: auditedUser(user),
    });
    const link = credential === 'link' ? await issueResetLink(ctx, tx, user, adminInvitationMail) : null;
    return { user, link };
  });
}

/**
 * A new password for an existing admin (its sessions end, as after a reset), or a fresh link to
 * set one (the current password works until the link is used). Audited either way.
 */
export async function renewAdminPassword(
  ctx: AdminAccountContext,
  actor: SystemActor,
  user: User,
  credential: AdminCredential,
): Promise<{ link: string | null }> {
  return ctx.db.transaction(async (t) => {
    const tx = txDb(t);
    let link: string | null = null;
    if (credential === 'link') {
      link = await issueResetLink(ctx, tx, user);
    } else {
      await tx
        .update(users)
        .set({ passwordHash: credential.passwordHash, isVerified: true })
        .where(eq(users.id, user.id));
      await revokeUserSessions(tx, user.id, ctx.now());
    }
    await recordAudit(tx, actor, {
      action: 'user.password',
      entity: 'user',
      entityId: user.id,
      before: { email: user.email, password: user.passwordHash ? 'set' : 'none' },
      after: { email: user.email, password: link ? 'set-password link issued' : 'set' },
    });
    return { link };
  });
}
