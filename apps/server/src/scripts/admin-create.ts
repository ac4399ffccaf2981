// npm run admin:create -- <email> <name…> [--reset-password]: the shop's first admin (or another).
//
// At a terminal it asks for the password (hidden, twice); otherwise (a host's one-off job, CI, a
// pipe) the account gets no password and a one-time link to set one, printed and e-mailed.
// An existing admin is left alone; --reset-password gives it a new password or link instead.
//
// Exit codes: 0 done (or the admin already exists); 1 settings invalid, database unreachable or
// in use; 2 usage (e-mail, name) or a refused password; 3 the e-mail is a shopper's account;
// 130 cancelled at the prompt.
import { loadEnv } from '../env';
import { askHidden } from '../lib/hidden-prompt';
import { parseAdminCreateArgs, runAdminCreate } from '../modules/auth/admin-create-command';
import { openCliDatabase, print, runCli } from './cli-database';

runCli(async () => {
  const args = parseAdminCreateArgs(process.argv.slice(2));
  const env = loadEnv();
  const terminal = Boolean(process.stdin.isTTY && process.stdout.isTTY);
  const { database, where, close } = await openCliDatabase(env, 'admin', { mustExist: false });
  try {
    // a fresh shop has no tables before its first start
    await database.migrate();
    await runAdminCreate(database.db, where, env, args, {
      ask: terminal ? (p) => askHidden(p) : null,
      print,
    });
  } finally {
    await close();
  }
});
