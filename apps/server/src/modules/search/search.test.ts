import { syncShopContent } from '../../db/shop-content';
import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardDto } from '@atlas/shared/contract/admin';
import type { SearchAlternativesDto, SearchSuggestionsDto } from '@atlas/shared/contract/search';
import { searchMisses } from '../../db/schema/index';
import { seedDemoContent } from '../../db/seed/demo';
import { createSearchMisses } from '../../lib/search-misses';
import { bearer, nextIp, signIn } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
const quiet = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

const get = (url: string, lang = 'en', remoteAddress = '10.9.8.7') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang }, remoteAddress });
const suggestions = async (q: string, lang = 'en') => {
  const res = await get(`/api/search/suggestions?q=${encodeURIComponent(q)}`, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchSuggestionsDto;
};

beforeAll(async () => {
  t = await createTestApp();
  await syncShopContent(t.app.db, t.app.files);
  await seedDemoContent(t.app.db, t.app.files, quiet);
}, 60_000);
afterAll(() => t.close());

describe('GET /api/search/suggestions', () => {
  it('answers up to six products with thumbnail, name and price, best first, and the categories they are in', async () => {
    const s = await suggestions('whey');
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.products.length).toBeLessThanOrEqual(6);
    expect(s.products[0]!.name).toMatch(/whey/i);
    // another client (no Sec-Fetch-Site) gets absolute picture addresses, as from every catalogue read
    expect(s.products[0]).toMatchObject({
      image: expect.stringMatching(/^http:\/\/localhost:80\/media\//),
      price: expect.any(Number),
    });
    expect(s.total).toBeGreaterThanOrEqual(s.products.length);
    expect(s.categories[0]).toEqual({ name: 'Protein', count: expect.any(Number) });
    expect(s.brands).toEqual([]);
  });

  it('offers brands whose name the query begins, and reads Arabic with its spelling variants', async () => {
    expect((await suggestions('nile')).brands.map((b) => b.name)).toContain('Nile Nutrition');
    const arabic = await suggestions('كرياتيين', 'ar');
    expect(arabic.products.length).toBeGreaterThan(0);
    expect(arabic.products[0]!.name).toMatch(/كرياتين/);
  });

  it('finds trainers and exercises by name in both languages, with the exercise page to open', async () => {
    expect((await suggestions('omar')).trainers.map((x) => x.name)).toContain('Omar Hassan');
    expect((await suggestions('عمر', 'ar')).trainers.map((x) => x.name)).toContain('عمر حسن');
    const bench = await suggestions('bench press');
    expect(bench.exercises[0]).toMatchObject({
      name: expect.stringMatching(/bench press/i),
      path: expect.stringMatching(/^\/exercises\/gym\/[a-z-]+\/[a-z0-9-]+$/),
    });
  });

  it('refuses an empty or an overlong query naming q', async () => {
    for (const q of ['', '%20%20', 'x'.repeat(101)]) {
      const res = await get(`/api/search/suggestions?q=${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().fields).toHaveProperty('q');
    }
    expect((await get('/api/search/suggestions')).statusCode).toBe(400);
  });

  it('answers nothing for nonsense without failing', async () => {
    const s = await suggestions('xqzvw');
    expect(s).toMatchObject({
      products: [],
      total: 0,
      categories: [],
      brands: [],
      trainers: [],
      exercises: [],
    });
  });
});

describe('GET /api/search/alternatives', () => {
  it('offers the closest products for a misspelling beyond the typo budget, and the best sellers', async () => {
    const res = await get(`/api/search/alternatives?q=${encodeURIComponent('prottien')}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as SearchAlternativesDto;
    expect(body.didYouMean.length).toBeGreaterThan(0);
    expect(body.didYouMean.every((p) => /protein/i.test(p.name))).toBe(true);
    expect(body.popular).toHaveLength(8);
    const ids = [...body.didYouMean, ...body.popular].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ranks the popular products by units sold in the last 90 days', async () => {
    const sold = await t.app.db.execute(sql`
      select oi.product_id as id from order_items oi join orders o on o.id = oi.order_id
       where o.status <> 'cancelled' and o.created_at >= now() - interval '90 days'
       group by oi.product_id order by sum(oi.quantity) desc, oi.product_id limit 1`);
    const top = (sold as unknown as { rows: { id: number }[] }).rows[0]?.id;
    const body = (await get('/api/search/alternatives?q=xqzvw')).json() as SearchAlternativesDto;
    expect(body.didYouMean).toEqual([]);
    if (top !== undefined) expect(body.popular[0]!.id).toBe(top);
  });
});

describe('searches that found nothing', () => {
  const missCount = async (query: string) =>
    (await t.app.db.select().from(searchMisses)).find((r) => r.query === query)?.count;

  it('are counted by folded text, once per address in a window, and only when nothing was found', async () => {
    for (const ip of ['10.1.1.1', '10.1.1.1', '10.1.1.2'])
      expect((await get('/api/products?q=Zorblax%20Shake', 'en', ip)).headers['x-total-count']).toBe('0');
    await get('/api/products?q=whey', 'en', '10.1.1.3');
    await get(
      '/api/products?q=%D8%A8%D8%B1%D9%88%D8%AA%D9%8A%D9%86%20%D9%86%D8%A8%D8%A7%D8%AA%D9%89',
      'ar',
      '10.1.1.4',
    );
    await t.app.searchMisses.flush();
    expect(await missCount('zorblax shake')).toBe(2);
    expect(await missCount('whey')).toBeUndefined();
    expect(await missCount('بروتين نباتي')).toBe(1);
    // nothing about the shopper: the query, a count, when it was last seen
    const [row] = await t.app.db.select().from(searchMisses).limit(1);
    expect(Object.keys(row!).sort()).toEqual(['count', 'lastSeen', 'query']);
  });

  it('are listed on the admin dashboard, most frequent first', async () => {
    for (let i = 0; i < 3; i++) await get('/api/products?q=kombucha', 'en', nextIp());
    const admin = await signIn(t.app, 'admin@atlas.demo', 'Admin@2026');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    const misses = (res.json() as DashboardDto).searchMisses;
    expect(misses[0]).toMatchObject({ query: 'kombucha', count: 3 });
    expect(misses.map((m) => m.query)).toContain('zorblax shake');
  });

  it('cannot be flooded: distinct queries per window and rows in the table are bounded', async () => {
    const recorder = createSearchMisses(t.app.db, quiet);
    for (let i = 0; i < 500; i++) recorder.record(`flood ${i}`, '10.2.2.2');
    await recorder.flush();
    const flooded = await t.app.db
      .select({ n: count() })
      .from(searchMisses)
      .where(sql`query like 'flood %'`);
    expect(flooded[0]!.n).toBe(200);
    await t.app.db.execute(sql`
      insert into search_misses (query, count, last_seen)
      select 'old ' || n, 1, now() - n * interval '1 second' from generate_series(1, 2500) n`);
    recorder.record('newest', '10.2.2.2');
    await recorder.flush();
    const [{ n }] = (await t.app.db.select({ n: count() }).from(searchMisses)) as [{ n: number }];
    expect(n).toBe(2_000);
    expect(await missCount('newest')).toBe(1);
    await recorder.stop();
  });
});
