import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL;

const contact = (t: TestContext, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Mona', email: 'mona@example.com', message: 'Do you deliver to Giza?' },
    remoteAddress: ip,
  });
const forgot = (t: TestContext, email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });

describe.skipIf(!redisUrl)('rate limits shared through Redis (TEST_REDIS_URL)', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    // two server processes of one shop: same Redis, same key prefix (fresh per run)
    const env = { REDIS_URL: redisUrl!, REDIS_PREFIX: `atlas-test-${randomBytes(6).toString('hex')}:` };
    [a, b] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('counts one address across processes', async () => {
    const ip = '10.77.0.1';
    const codes = [];
    for (const t of [a, b, a, b, a]) codes.push((await contact(t, ip)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201]);
    expect((await contact(b, ip)).statusCode).toBe(429);
    expect((await contact(a, ip)).statusCode).toBe(429);
    expect((await contact(a, '10.77.0.2')).statusCode).toBe(201);
  });

  it('counts one e-mail across processes and addresses', async () => {
    const email = 'hammered@example.com';
    const codes = [];
    for (const [t, ip] of [
      [a, '10.78.0.1'],
      [b, '10.78.0.2'],
      [a, '10.78.0.3'],
      [b, '10.78.0.4'],
    ] as const) {
      codes.push((await forgot(t, email, ip)).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('an unreachable Redis', () => {
  it('lets requests through rather than failing them', async () => {
    const t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const res = await contact(t, '10.79.0.1');
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      await t.close();
    }
  });
});
