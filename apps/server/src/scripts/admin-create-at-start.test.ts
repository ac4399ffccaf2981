import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMessages, users } from '../db/schema/index';
import { loadEnv, type Env } from '../env';
import { createAdminFromSettings } from '../modules/auth/first-admin';
import { prepareDatabase } from '../server';
import { createTestApp, type TestContext } from '../test/test-app';
import { JWT_SECRET, linkIn, NEW_PASSWORD, PUBLIC_URL, setPasswordAndLogIn } from './admin-create-fixtures';

describe('ADMIN_EMAIL at start', () => {
  let t: TestContext;
  const logged: string[] = [];
  const log = pino(
    { level: 'info' },
    { write: (line: string) => logged.push(JSON.parse(line).msg) },
  ) as FastifyBaseLogger;
  const settings = (extra: Record<string, string>): Env =>
    loadEnv({ NODE_ENV: 'production', JWT_SECRET, PUBLIC_URL, DATA_DIR: t.env.DATA_DIR, ...extra });

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL, JWT_SECRET } });
  });
  afterAll(() => t.close());

  it('creates nothing without SMTP in production, nor from a shopper’s e-mail', async () => {
    await createAdminFromSettings(t.database.db, settings({ ADMIN_EMAIL: 'founder@shop.eg' }), log);
    await t.database.db.insert(users).values({ email: 'shopper@shop.eg' });
    await createAdminFromSettings(
      t.database.db,
      settings({ ADMIN_EMAIL: 'Shopper@shop.eg', SMTP_URL: 'smtp://127.0.0.1:2525' }),
      log,
    );
    expect((await t.database.db.select().from(users)).map((u) => [u.email, u.role])).toEqual([
      ['shopper@shop.eg', 'user'],
    ]);
    expect(logged).toEqual([
      expect.stringContaining('no admin created, as SMTP_URL is not set'),
      expect.stringContaining("shopper@shop.eg belongs to a shopper's account"),
    ]);
    logged.length = 0;
  });

  it('creates the admin once, queues the set-password e-mail and never logs the link', async () => {
    const env = settings({
      ADMIN_EMAIL: 'Founder@Shop.eg',
      ADMIN_NAME: 'Hana Mostafa',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    await prepareDatabase(t.database, env, log);
    const [founder] = await t.database.db.select().from(users).where(eq(users.email, 'founder@shop.eg'));
    expect(founder).toMatchObject({ role: 'admin', fName: 'Hana', lName: 'Mostafa', passwordHash: null });
    const outbox = await t.database.db.select().from(outboxMessages);
    expect(outbox.map((m) => m.to)).toEqual(['founder@shop.eg']);
    const link = linkIn(outbox[0]!.text);
    const mine = logged.filter((line) => line.startsWith('ADMIN_EMAIL'));
    expect(mine).toEqual([
      'ADMIN_EMAIL: created the admin account founder@shop.eg; a link to set its password was e-mailed to it (valid 30 minutes).',
    ]);
    expect(logged.join('\n')).not.toContain(link.searchParams.get('token'));
    const [audit] = await t.database.db.select().from(auditLog);
    expect(audit).toMatchObject({ actorId: null, actorEmail: 'ADMIN_EMAIL', action: 'user.create' });

    // started again, or with another address: an admin exists, so nothing happens
    await prepareDatabase(t.database, env, log);
    await createAdminFromSettings(t.database.db, { ...env, ADMIN_EMAIL: 'other@shop.eg' }, log);
    expect(await t.database.db.select().from(outboxMessages)).toHaveLength(1);
    expect((await t.database.db.select().from(users)).map((u) => u.email).sort()).toEqual([
      'founder@shop.eg',
      'shopper@shop.eg',
    ]);
    expect(logged.filter((line) => line.startsWith('ADMIN_EMAIL'))).toHaveLength(1);

    expect(await setPasswordAndLogIn(t.app, link, NEW_PASSWORD)).toBe('admin');
  });
});
