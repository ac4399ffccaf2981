import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { Email, NewPassword, RegisterInput } from '@atlas/shared/contract/auth';
import { credentialMessages } from '@atlas/shared/rules/credentials';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { PromptCancelledError } from '../../lib/hidden-prompt';
import { hashPassword } from '../../lib/passwords';
import { CliError } from '../../scripts/cli-database';
import {
  adminAccountContext,
  createAdmin,
  renewAdminPassword,
  SET_PASSWORD_LINK_MINUTES,
  splitName,
  type AdminCredential,
} from './admin-accounts';
import { findByEmail } from './auth-context';

/** Exit codes besides 0 (done, or nothing to do) and 1 (settings, database, anything else). */
export const EXIT_USAGE = 2;
export const EXIT_EMAIL_TAKEN = 3;
export const EXIT_CANCELLED = 130;

export const ADMIN_CREATE_USAGE =
  'Usage: npm run admin:create -- <email> <name…> [--reset-password]\n' +
  '  e.g. npm run admin:create -- owner@shop.eg "Mona Adel"';

const nothingChanged = 'Nothing was changed.';
const cli = { id: null, email: 'cli' } as const;

export interface AdminCreateArgs {
  email: string;
  /** Null only with --reset-password, which needs no name for an existing admin. */
  name: { fName: string; lName: string } | null;
  resetPassword: boolean;
}

export interface AdminCreateIo {
  /** Asks for a secret without echoing it; null when no terminal is attached. */
  ask: ((prompt: string) => Promise<string>) | null;
  print(line: string): void;
}

const usage = (problem: string) =>
  new CliError(`${problem}\n${ADMIN_CREATE_USAGE}\n${nothingChanged}`, EXIT_USAGE);

export function parseAdminCreateArgs(argv: string[]): AdminCreateArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { 'reset-password': { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    throw usage((err as Error).message);
  }
  const resetPassword = parsed.values['reset-password'] ?? false;
  const [rawEmail, ...words] = parsed.positionals;
  if (!rawEmail) throw usage('The e-mail address of the admin is missing.');
  const email = Email.safeParse(rawEmail);
  if (!email.success)
    throw usage(`"${rawEmail}" is not an e-mail address: ${email.error.issues[0]!.message}.`);
  const name = splitName(words.join(' '));
  if (!name.fName) {
    if (resetPassword) return { email: email.data, name: null, resetPassword };
    throw usage('The name of the admin is missing: one or more words after the e-mail address.');
  }
  // the sign-up's rules for names: at most 60 characters each, no control characters
  for (const [rule, value] of [
    [RegisterInput.shape.fName, name.fName],
    [RegisterInput.shape.lName, name.lName],
  ] as const) {
    const checked = rule.safeParse(value);
    if (value && !checked.success) throw usage(`The name "${value}": ${checked.error.issues[0]!.message}.`);
  }
  return { email: email.data, name, resetPassword };
}

/** Asks twice at the terminal; a password the sign-up would refuse is refused with its message. */
async function typedPassword(ask: NonNullable<AdminCreateIo['ask']>): Promise<AdminCredential> {
  try {
    const password = await ask('Password: ');
    const checked = NewPassword.safeParse(password);
    if (!checked.success)
      throw new CliError(`${checked.error.issues[0]!.message}. ${nothingChanged}`, EXIT_USAGE);
    if ((await ask('Repeat the password: ')) !== password)
      throw new CliError(`${credentialMessages.passwordsMismatch}. ${nothingChanged}`, EXIT_USAGE);
    return { passwordHash: await hashPassword(password) };
  } catch (err) {
    if (err instanceof PromptCancelledError)
      throw new CliError(`Cancelled. ${nothingChanged}`, EXIT_CANCELLED);
    throw err;
  }
}

const emailTaken = (email: string) =>
  new CliError(
    `${email} belongs to an existing shopper's account, and this command never turns an account into an admin. ` +
      'To make it an admin, sign in as an admin and promote it in Admin → Users (if the shop has no admin yet, ' +
      `create the first one with another e-mail address), or choose another e-mail address. ${nothingChanged}`,
    EXIT_EMAIL_TAKEN,
  );

/**
 * Creates the admin (or, with --reset-password, renews an existing admin's password) on an open,
 * migrated database. `where` names the database in messages.
 */
export async function runAdminCreate(
  db: Db,
  where: string,
  env: Env,
  args: AdminCreateArgs,
  io: AdminCreateIo,
): Promise<void> {
  const ctx = adminAccountContext(db, env, pino({ enabled: false }));
  const credential = () => (io.ask ? typedPassword(io.ask) : Promise.resolve('link' as const));
  const printLink = (link: string, email: string) => {
    io.print(`Set the password within ${SET_PASSWORD_LINK_MINUTES} minutes: ${link}`);
    io.print(`The link was also queued as an e-mail to ${email}.`);
    io.print(`A new link if it expires: npm run admin:create -- ${email} --reset-password`);
  };

  const existing = await findByEmail(db, args.email);
  if (existing && existing.role !== 'admin') throw emailTaken(existing.email);
  if (existing) {
    if (!args.resetPassword) {
      io.print(`An admin account for ${existing.email} already exists in ${where}. ${nothingChanged}`);
      io.print(`For a new password: npm run admin:create -- ${existing.email} --reset-password`);
      return;
    }
    const { link } = await renewAdminPassword(ctx, cli, existing, await credential());
    if (link) {
      io.print(
        `A new link to set the password of the admin ${existing.email} (the current one works until then).`,
      );
      printLink(link, existing.email);
    } else {
      io.print(`The password of the admin ${existing.email} is changed; its sessions are signed out.`);
    }
    return;
  }
  if (!args.name) throw usage(`There is no admin account for ${args.email}: give a name to create it.`);

  const created = await createAdmin(ctx, cli, { email: args.email, ...args.name }, await credential());
  if (!created)
    throw new CliError(
      `An account for ${args.email} was created meanwhile; run the command again. ${nothingChanged}`,
      1,
    );
  const { user, link } = created;
  const name = `${user.fName} ${user.lName}`.trim();
  if (link) {
    io.print(`Created the admin account ${user.email} (${name}) in ${where}, without a password yet.`);
    printLink(link, user.email);
  } else {
    io.print(
      `Created the admin account ${user.email} (${name}) in ${where}. Sign in at ${env.PUBLIC_URL}/login`,
    );
  }
}
