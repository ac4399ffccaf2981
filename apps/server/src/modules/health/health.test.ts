import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('GET /api/health', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports a reachable database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(['pglite', 'postgres']).toContain(body.database.driver);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers liveness without the database', async () => {
    const original = t.database.ping;
    t.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    } finally {
      t.database.ping = original;
    }
  });

  it('reports 503 when the database is unreachable', async () => {
    const original = t.database.ping;
    t.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
    } finally {
      t.database.ping = original;
    }
  });
});
