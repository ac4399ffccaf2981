import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialMessages } from '@atlas/shared/rules/credentials';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { auditLog, authCodes, outboxMessages, users } from '../db/schema/index';
import { loadEnv } from '../env';
import { RESET_TTL_MS } from '../modules/auth/auth-codes';
import { parseAdminCreateArgs } from '../modules/auth/admin-create-command';
import { adminQuery, withDatabase } from '../test/global-setup';
import { freePort, PROCESS_TEST_TIMEOUT } from '../test/other-process';
import type { CliError } from './cli-database';
import {
  JWT_SECRET,
  linkIn,
  NEW_PASSWORD,
  post,
  PUBLIC_URL,
  setPasswordAndLogIn,
} from './admin-create-fixtures';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The real script as `npm run admin:create` runs it, in production, stdin a pipe (no terminal). */
function run(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      join(serverDir, '../../node_modules/.bin/tsx'),
      ['src/scripts/admin-create.ts', ...args],
      {
        cwd: serverDir,
        env: { ...process.env, NODE_ENV: 'production', JWT_SECRET, PUBLIC_URL, DATABASE_URL: '', ...env },
      },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** An empty shop (no tables): a PGlite DATA_DIR, or a new PostgreSQL database under TEST_DATABASE_URL. */
async function emptyShop() {
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-admin-'));
  const url = process.env.TEST_DATABASE_URL;
  const name = `atlas_admin_${randomBytes(6).toString('hex')}`;
  if (url) await adminQuery(url, `CREATE DATABASE ${name}`);
  const databaseUrl = url ? withDatabase(url, name) : '';
  return {
    dataDir,
    childEnv: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    /** Opened in this process; PGlite must be closed again before the script runs. */
    open: (): Promise<Database> =>
      databaseUrl
        ? openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 })
        : openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }),
    drop: async () => {
      if (url) await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const linkLines = (out: string) => out.split('\n').filter((line) => line.includes('/resetPassword?'));

/** The shop's API on a database, the way the server builds it. */
async function withApp<T>(database: Database, dataDir: string, use: (app: FastifyInstance) => Promise<T>) {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET,
    PUBLIC_URL,
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ env, database, logger: false, mail: { pollMs: 0 } });
  await app.ready();
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

/** Rows of every table the command may write, to tell that a run changed nothing. */
async function snapshot(database: Database) {
  const { db } = database;
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    authCodes: await db.select().from(authCodes).orderBy(asc(authCodes.id)),
    outbox: await db.select().from(outboxMessages).orderBy(asc(outboxMessages.id)),
    audit: await db.select().from(auditLog).orderBy(asc(auditLog.id)),
  };
}

// each test runs the script in a process of its own, tsx loading it: a busy machine (the browser
// journeys beside this suite) makes that slow, never wrong
describe('npm run admin:create without a terminal', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let shop: Awaited<ReturnType<typeof emptyShop>>;
  let firstLink: URL;
  const inShop = async <T>(use: (database: Database) => Promise<T>) => {
    const database = await shop.open();
    try {
      return await use(database);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    shop = await emptyShop();
  });
  afterAll(() => shop.drop());

  it('creates the first admin on a fresh database: one link line, the e-mail queued, audited', async () => {
    const { code, stdout, stderr } = await run(['Owner@Shop.eg', 'Mona', 'Adel El-Sayed'], shop.childEnv);
    expect(code, stderr).toBe(0);
    const lines = linkLines(stdout);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Set the password within 30 minutes: https:\/\/shop\.test\/resetPassword\?token=/,
    );
    expect(stdout).toContain('The link was also queued as an e-mail to owner@shop.eg.');
    firstLink = linkIn(lines[0]!);
    expect(firstLink.searchParams.get('email')).toBe('owner@shop.eg');

    await inShop(async (database) => {
      const {
        users: [admin, ...others],
        authCodes: codes,
        outbox,
        audit,
      } = await snapshot(database);
      expect(others).toEqual([]);
      expect(admin).toMatchObject({
        email: 'owner@shop.eg',
        fName: 'Mona',
        lName: 'Adel El-Sayed',
        role: 'admin',
        passwordHash: null,
        isVerified: true,
      });
      // the printed lifetime is the token's own, and the token is kept only as a hash
      expect(codes).toHaveLength(1);
      expect(codes[0]!.expiresAt.getTime() - codes[0]!.createdAt.getTime()).toBe(RESET_TTL_MS);
      expect(RESET_TTL_MS).toBe(30 * 60_000);
      expect(codes[0]!.codeHash).not.toContain(firstLink.searchParams.get('token'));
      expect(outbox.map((m) => [m.to, m.status])).toEqual([['owner@shop.eg', 'pending']]);
      expect(outbox[0]!.text).toContain(/(https:\S+)/.exec(lines[0]!)![1]);
      expect(outbox[0]!.subject).toBe('Your Atlas admin account');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorId: null,
        actorEmail: 'cli',
        action: 'user.create',
        entity: 'user',
        entityId: String(admin!.id),
        before: null,
      });
      expect(audit[0]!.after).toMatchObject({ email: 'owner@shop.eg', role: 'admin' });
      expect(JSON.stringify(audit[0]!.after)).not.toContain('password');
    });
  });

  it('lets the link set the password through the API, after which the admin logs in', async () => {
    await inShop((database) =>
      withApp(database, shop.dataDir, async (app) => {
        expect(
          (await post(app, '/auth/login', { email: 'owner@shop.eg', password: NEW_PASSWORD })).statusCode,
        ).toBe(401);
        expect(await setPasswordAndLogIn(app, firstLink, NEW_PASSWORD)).toBe('admin');
      }),
    );
  });

  it('changes nothing on a second run, whatever the case of the e-mail, and exits 0', async () => {
    const before = await inShop(snapshot);
    const { code, stdout, stderr } = await run(['OWNER@shop.EG', 'Someone Else'], shop.childEnv);
    expect(code, stderr).toBe(0);
    expect(stdout).toContain('An admin account for owner@shop.eg already exists');
    expect(linkLines(stdout)).toEqual([]);
    expect(await inShop(snapshot)).toEqual(before);
  });

  it('with --reset-password issues a fresh link (audited) that sets a new password', async () => {
    const { code, stdout, stderr } = await run(['owner@shop.eg', '--reset-password'], shop.childEnv);
    expect(code, stderr).toBe(0);
    const lines = linkLines(stdout);
    expect(lines).toHaveLength(1);
    const link = linkIn(lines[0]!);
    expect(link.searchParams.get('token')).not.toBe(firstLink.searchParams.get('token'));
    await inShop(async (database) => {
      const audit = await database.db.select().from(auditLog).orderBy(asc(auditLog.id));
      expect(audit.map((a) => [a.action, a.actorEmail])).toEqual([
        ['user.create', 'cli'],
        ['user.password', 'cli'],
      ]);
      await withApp(database, shop.dataDir, async (app) => {
        expect(await setPasswordAndLogIn(app, link, 'Renewed@2026')).toBe('admin');
        // the audit list still answers with the new action in it
        const token = (
          await post(app, '/auth/login', { email: 'owner@shop.eg', password: 'Renewed@2026' })
        ).json().access_token as string;
        const list = await app.inject({
          method: 'GET',
          url: '/api/admin/audit',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(list.statusCode, list.body).toBe(200);
      });
    });
  });

  it("refuses a shopper's e-mail with exit 3 and promotes nothing", async () => {
    await inShop(async (database) => {
      await database.db.insert(users).values({ email: 'shopper@shop.eg', fName: 'Sara', isVerified: true });
    });
    const before = await inShop(snapshot);
    const { code, stdout, stderr } = await run(['Shopper@shop.eg', 'Sara'], shop.childEnv);
    expect(code).toBe(3);
    expect(stdout).toBe('');
    expect(stderr).toContain("shopper@shop.eg belongs to an existing shopper's account");
    expect(stderr).toContain('promote it in Admin → Users');
    expect(stderr).toContain('choose another e-mail address');
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(await inShop(snapshot)).toEqual(before);
  });
});

describe('npm run admin:create refusals', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  it('exits 2 on bad usage, before it opens any database', async () => {
    // a closed port: a run that got as far as the database would exit 1
    const env = { DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/atlas` };
    const runs = await Promise.all([[], ['owner@shop.eg']].map((args) => run(args, env)));
    for (const { code, stdout, stderr } of runs) {
      expect(code, stderr).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toContain('Usage: npm run admin:create -- <email> <name…> [--reset-password]');
    }
    expect(runs.map((r) => r.stderr.split('\n')[0])).toEqual([
      'The e-mail address of the admin is missing.',
      'The name of the admin is missing: one or more words after the e-mail address.',
    ]);
    // the other refusals of the arguments, parsed in this process
    const refused = [
      ['not-an-email', 'Mona'],
      ['owner@shop.eg', 'Mona', '--promote'],
      ['owner@shop.eg', 'x'.repeat(61)],
    ].map((args) => {
      try {
        parseAdminCreateArgs(args);
      } catch (err) {
        return { code: (err as CliError).exitCode, first: (err as Error).message.split('\n')[0] };
      }
      return null;
    });
    expect(refused).toEqual([
      { code: 2, first: `"not-an-email" is not an e-mail address: ${credentialMessages.emailInvalid}.` },
      { code: 2, first: expect.stringContaining("Unknown option '--promote'") },
      { code: 2, first: `The name "${'x'.repeat(61)}": First name must be at most 60 characters.` },
    ]);
    expect(parseAdminCreateArgs(['Owner@Shop.eg', 'Mona  Adel', 'El-Sayed'])).toEqual({
      email: 'owner@shop.eg',
      name: { fName: 'Mona', lName: 'Adel El-Sayed' },
      resetPassword: false,
    });
    const scripts = JSON.parse(readFileSync(join(serverDir, '../../package.json'), 'utf8')).scripts;
    expect(scripts['admin:create']).toBe('tsx apps/server/src/scripts/admin-create.ts');
  });

  it('exits 1 with the reason when the database cannot be reached or the settings are invalid', async () => {
    const port = await freePort();
    const [unreachable, unset] = await Promise.all([
      run(['owner@shop.eg', 'Mona'], { DATABASE_URL: `postgres://postgres:hunter2@127.0.0.1:${port}/atlas` }),
      run(['owner@shop.eg', 'Mona'], { JWT_SECRET: '' }),
    ]);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr.trim()).toBe(
      `Cannot reach the database (PostgreSQL at postgres://postgres:***@127.0.0.1:${port}/atlas): connect ECONNREFUSED 127.0.0.1:${port}.`,
    );
    expect(unset.code).toBe(1);
    expect(unset.stderr.trim()).toBe('JWT_SECRET is required in production (at least 32 characters).');
  });

  it('refuses while a server holds the embedded database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'atlas-admin-locked-'));
    const release = lockDataDir(dataDir, 'server');
    try {
      const { code, stdout, stderr } = await run(['owner@shop.eg', 'Mona'], { DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toContain(`in use by an Atlas server (pid ${process.pid}`);
      expect(stderr).toContain('stop the server first');
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    } finally {
      release();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
