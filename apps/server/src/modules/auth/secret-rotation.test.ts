import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { loadEnv } from '../../env';
import { isReceiptToken, receiptToken } from '../../lib/receipt-links';
import { acceptedSecrets } from '../../lib/secrets';
import { signIn, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';

const OLD = 'the-secret-before-the-rotation-is-long-enough';
const NEW = 'the-secret-after-the-rotation-is-also-long-enough';

/** Another server of the same shop (same database) started with other secrets, as after a rotation. */
async function serverWith(t: TestContext, secrets: Record<string, string>): Promise<FastifyInstance> {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: t.env.DATA_DIR,
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    ...secrets,
  });
  const app = await buildApp({ env, database: t.database, logger: false });
  await app.ready();
  return app;
}

describe('rotating JWT_SECRET with JWT_SECRET_PREVIOUS', () => {
  let t: TestContext;
  let before: Caller;
  let rotated: FastifyInstance;
  let after: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ env: { JWT_SECRET: OLD } });
    await seedDemoAccounts(t.app.db);
    before = await signIn(t.app, 'shopper@atlas.demo', 'Shopper@2026');
    rotated = await serverWith(t, { JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: OLD });
    after = await serverWith(t, { JWT_SECRET: NEW });
  }, 60_000);
  afterAll(async () => {
    await rotated.close();
    await after.close();
    await t.close();
  });

  const me = (app: FastifyInstance, token: string) =>
    app.inject({ url: `/api/users/${before.id}`, headers: { authorization: `Bearer ${token}` } });
  const refresh = (app: FastifyInstance, cookie: string) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `atlas_refresh=${cookie}` } });

  it('while the old secret is still accepted, sessions made before the rotation go on', async () => {
    expect((await me(rotated, before.token)).statusCode).toBe(200);
    const renewed = await refresh(rotated, before.cookie);
    expect(renewed.statusCode, renewed.body).toBe(200);
    // what the rotated server issues is signed with the new secret alone
    const token = (renewed.json() as { access_token: string }).access_token;
    expect((await me(after, token)).statusCode).toBe(200);
    expect((await me(t.app, token)).statusCode).toBe(401);
  });

  it('once the old secret is dropped, what it signed is refused', async () => {
    const fresh = await signIn(t.app, 'shopper@atlas.demo', 'Shopper@2026');
    expect((await me(after, fresh.token)).statusCode).toBe(401);
    expect((await refresh(after, fresh.cookie)).statusCode).toBe(401);
  });

  it('receipt links mailed before the rotation open while the old secret is accepted', () => {
    const token = receiptToken(OLD, 42);
    expect(isReceiptToken(acceptedSecrets({ JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: OLD }), 42, token)).toBe(
      true,
    );
    expect(isReceiptToken(acceptedSecrets({ JWT_SECRET: NEW }), 42, token)).toBe(false);
    expect(isReceiptToken(acceptedSecrets({ JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: OLD }), 43, token)).toBe(
      false,
    );
  });
});
