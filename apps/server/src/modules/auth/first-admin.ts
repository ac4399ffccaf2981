import type { FastifyBaseLogger } from 'fastify';
import { normalizeEmail } from '@atlas/shared/rules/credentials';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import {
  adminAccountContext,
  anyAdminExists,
  createAdmin,
  SET_PASSWORD_LINK_MINUTES,
  splitName,
} from './admin-accounts';
import { findByEmail } from './auth-context';

/**
 * For hosts without a shell: while the shop has no admin at all, ADMIN_EMAIL becomes one, with no
 * password and a set-password link e-mailed (the command line's way without a terminal). Only
 * that mailbox gets the link, and only until an admin exists, so the setting left in place
 * grants nothing later. The link is never logged: whoever reads the logs could take the shop.
 */
export async function createAdminFromSettings(db: Db, env: Env, log: FastifyBaseLogger): Promise<void> {
  const email = env.ADMIN_EMAIL;
  if (!email || (await anyAdminExists(db))) return;
  if (env.isProduction && !env.SMTP_URL) {
    // without SMTP the e-mail, link and all, would be written to the log
    log.warn(
      `ADMIN_EMAIL: no admin created, as SMTP_URL is not set and the set-password e-mail cannot be sent. ` +
        'Set SMTP_URL, or run npm run admin:create.',
    );
    return;
  }
  const taken = await findByEmail(db, email);
  if (taken) {
    log.warn(
      `ADMIN_EMAIL: ${taken.email} belongs to a shopper's account, which is never made an admin by a setting. ` +
        'Choose another e-mail address, or create an admin with npm run admin:create and promote the account in Admin → Users.',
    );
    return;
  }
  const created = await createAdmin(
    adminAccountContext(db, env, log),
    { id: null, email: 'ADMIN_EMAIL' },
    { email: normalizeEmail(email), ...splitName(env.ADMIN_NAME ?? '') },
    'link',
  );
  if (created)
    log.info(
      `ADMIN_EMAIL: created the admin account ${created.user.email}; a link to set its password was e-mailed to it (valid ${SET_PASSWORD_LINK_MINUTES} minutes).`,
    );
}
