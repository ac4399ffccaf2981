import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../lib/access-tokens';
import { outboxMessages, users } from '../../db/schema/index';
import { bearer, quickShoppers, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';

const METRICS_TOKEN = 'scraper-token-that-is-at-least-32-characters';
let t: TestContext;
let shopper: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN }, mail: { pollMs: 0 } });
  const [first, second] = await quickShoppers(t.app, 2, 'metrics');
  shopper = first!;
  admin = second!;
  await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  admin = {
    ...admin,
    token: await signAccessToken(t.env.JWT_SECRET, { sub: admin.id, role: 'admin', email: admin.email }),
  };
});
afterAll(() => t.close());

const scrape = (headers: Record<string, string | undefined>) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', headers });

describe('GET /api/metrics', () => {
  it('is not public: the scraper token or an admin', async () => {
    expect((await scrape({})).statusCode).toBe(401);
    expect((await scrape(bearer(shopper))).statusCode).toBe(403);
    expect((await scrape({ authorization: `Bearer ${METRICS_TOKEN.slice(0, -1)}x` })).statusCode).toBe(401);
    expect((await scrape({ authorization: `Bearer ${METRICS_TOKEN}` })).statusCode).toBe(200);
  });

  it('counts requests, errors and latency by route pattern, in the Prometheus text format', async () => {
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: `/api/products/${900000 + i}` });
    await t.app.inject({ method: 'GET', url: '/api/no/such/route/123' });
    const res = await scrape({ authorization: `Bearer ${METRICS_TOKEN}` });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body;
    expect(body).toContain(
      'atlas_http_requests_total{method="GET",route="/api/products/:id",status="404"} 3',
    );
    expect(body).toContain('atlas_http_errors_total{method="GET",route="/api/products/:id",status="404"} 3');
    expect(body).toContain('atlas_http_requests_total{method="GET",route="unmatched",status="404"} 1');
    expect(body).toMatch(
      /atlas_http_request_duration_seconds_count\{method="GET",route="\/api\/products\/:id"\} 3/,
    );
    expect(body).toContain(
      'atlas_http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/products/:id"}',
    );
    expect(body).toMatch(/atlas_db_pool_connections\{state="max"\} \d+/);
    expect(body).toContain('atlas_process_resident_memory_bytes');
    expect(body).toContain('atlas_nodejs_eventloop_lag_p99_seconds');
  });

  it('reports the mail outbox backlog', async () => {
    await t.app.mailer.enqueue(t.app.db, { to: 'a@example.com', subject: 's', text: 't', html: 'h' });
    await t.app.db
      .insert(outboxMessages)
      .values({ to: 'b@example.com', subject: 's', text: 't', html: 'h', status: 'failed' });
    const body = (await scrape(bearer(admin))).body;
    expect(body).toContain('atlas_mail_outbox_messages{status="pending"} 1');
    expect(body).toContain('atlas_mail_outbox_messages{status="failed"} 1');
  });
});
