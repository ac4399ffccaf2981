import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '@atlas/shared/contract/products';
import { eq } from 'drizzle-orm';
import { productFlavors, products } from '../../db/schema/index';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { bearer, signIn } from '../../test/shoppers';
import { products as seedProducts } from '../../db/seed/catalogue';
import { demoSearchTerms } from '../../db/seed/search-terms';
import { createTestApp, type TestContext } from '../../test/test-app';

/** Shopper queries written apart from the matching code (search-queries.json). */
interface QuerySet {
  queries: { q: string; kind: string; lang: string; expect: string[] }[];
  nonsense: string[];
}
const set = JSON.parse(readFileSync(new URL('./search-queries.json', import.meta.url), 'utf8')) as QuerySet;

let t: TestContext;
let all: ProductDto[];

const search = async (q: string, extra = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products?q=${encodeURIComponent(q)}${extra}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as ProductDto[], total: Number(res.headers['x-total-count']) };
};
const names = (items: ProductDto[]) => items.map((p) => p.name);
const idOf = (name: string) => all.find((p) => p.name === name)!.id;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.app.db);
  await seedDemoCatalogue(t.app.db, t.app.files);
  const res = await t.app.inject({ method: 'GET', url: '/api/products' });
  all = res.json() as ProductDto[];
});
afterAll(() => t.close());

describe('search over the demo catalogue', () => {
  it('has search terms for every demo product', () => {
    const terms = demoSearchTerms();
    expect(Object.keys(terms).sort()).toEqual(seedProducts.map((p) => p.name.en).sort());
    for (const list of Object.values(terms)) expect(list.length).toBeGreaterThanOrEqual(5);
  });

  it('finds the intended product in the first 9 answers for every shopper query of the set', async () => {
    expect(set.queries.length).toBeGreaterThanOrEqual(80);
    expect(set.queries.filter((q) => q.lang === 'ar').length * 2).toBeGreaterThanOrEqual(set.queries.length);
    const missed: string[] = [];
    for (const query of set.queries) {
      const { items } = await search(query.q, '&limit=9');
      if (!items.some((p) => query.expect.includes(p.name)))
        missed.push(`${query.kind} ${JSON.stringify(query.q)} → ${JSON.stringify(names(items).slice(0, 4))}`);
    }
    expect(missed).toEqual([]);
  });

  it('finds nothing for nonsense', async () => {
    const found: string[] = [];
    for (const q of set.nonsense) {
      const { total, items } = await search(q);
      if (total > 0) found.push(`${JSON.stringify(q)} → ${JSON.stringify(names(items).slice(0, 3))}`);
    }
    expect(found).toEqual([]);
  });

  it('ranks whole words of the name first, then other fields, then starts of words, then typos', async () => {
    const exact = await search('casein');
    expect(exact.items[0]!.name).toBe('Micellar Casein Protein');
    // 'creatine' is a word of five names; 'creatin' only starts them; 'craetine' is a typo of them
    for (const q of ['creatine', 'creatin', 'craetine']) {
      const { items } = await search(q, '&limit=5');
      expect(
        items.every((p) => p.category === 'Creatine'),
        q,
      ).toBe(true);
    }
    // a word of the name outranks the same word among another product's search terms
    const whey = (await search('whey')).items.map((p) => /whey/i.test(p.name));
    expect(whey.indexOf(false)).toBeGreaterThan(0);
    expect(whey.slice(whey.indexOf(false))).not.toContain(true);
  });

  it('keeps the typo budget: none up to 3 letters, 1 up to 7, 2 beyond', async () => {
    expect((await search('cla')).items.map((p) => p.name)).toContain('CLA 1000 mg');
    expect((await search('clx')).total).toBe(0); // 3 letters: no slip allowed
    expect(names((await search('wehy')).items)).toContain('100% Whey Protein'); // a swap in 4 letters
    expect((await search('wxhy')).total).toBe(0); // two slips in 4 letters
    expect(names((await search('micronizd')).items)).toContain('Micronized Creatine Monohydrate');
    expect(names((await search('mcronizd')).items)).toContain('Micronized Creatine Monohydrate'); // 2 in 8
    expect((await search('mcrnzd')).total).toBe(0); // 6 letters, 3 slips
  });

  it('finds a word spelled from its sound (k for c, no final e), each slip alone and both', async () => {
    const finds = async (q: string, name: string) =>
      expect(names((await search(q)).items), q).toContain(name);
    for (const q of ['creatin', 'kreatine', 'kreatin']) await finds(q, 'Creatine Monohydrate');
    for (const q of ['kasein', 'kasei']) await finds(q, 'Micellar Casein Protein');
    for (const q of ['caffein', 'kaffeine', 'kaffein']) await finds(q, 'Focus Pre-Workout');
    for (const q of ['kookie', 'kookies']) await finds(q, 'Protein Cookie');
    for (const q of ['electrolyt', 'elektrolyte', 'elektrolyt'])
      await finds(q, 'Intra-Workout BCAA + Electrolytes');
    for (const q of ['karnitine', 'karnitin']) await finds(q, 'Liquid L-Carnitine 3000');
    // the products named with the word come before those that only list it among their terms
    expect((await search('kreatin')).items[0]!.category).toBe('Creatine');
    // near-misses stay unfound: another letter or order is not a sound-alike
    for (const q of ['keratin', 'kreator', 'kasino', 'karate', 'kitten', 'kola', 'korn', 'kalm'])
      expect((await search(q)).total, q).toBe(0);
  });

  it('puts what can be bought first among equal matches, and keeps an explicit sort', async () => {
    const first = await search('mass gainer');
    const target = first.items[0]!;
    await t.app.db.update(productFlavors).set({ quantity: 0 }).where(eq(productFlavors.productId, target.id));
    await t.app.db.update(products).set({ quantity: 0, inStock: false }).where(eq(products.id, target.id));
    const after = await search('mass gainer');
    // behind every other product that matches as well (both words in its name)
    const equals = after.items.filter((p) => /mass gainer/i.test(p.name));
    expect(equals.at(-1)!.id).toBe(target.id);
    const byPrice = await search('mass gainer', '&sort=price-asc');
    const prices = byPrice.items.map((p) => p.discountedPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('combines the search with the other filters and pages', async () => {
    const { items, total } = await search('protein', '&category=Bars%20%26%20Snacks&limit=2&page=1');
    expect(items.length).toBeLessThanOrEqual(2);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(items.every((p) => p.category === 'Bars & Snacks')).toBe(true);
  });

  it('finds a product by the admin’s new search term at once', async () => {
    expect((await search('zabadi')).total).toBe(0);
    const id = idOf('Protein Peanut Butter');
    const admin = bearer(await signIn(t.app, 'admin@atlas.demo', 'Admin@2026'));
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/products/admin?limit=100',
      headers: admin,
    });
    const product = (current.json() as { id: number; searchTerms: string[] }[]).find((p) => p.id === id)!;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/products/admin/${id}`,
      headers: admin,
      payload: { ...product, searchTerms: [...product.searchTerms, 'Zabadi', 'zabadi', ' '] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().searchTerms.filter((s: string) => s.toLowerCase() === 'zabadi')).toEqual(['Zabadi']);
    expect(names((await search('zabadi')).items)).toEqual(['Protein Peanut Butter']);
  });

  it('treats a query of punctuation only as no query', async () => {
    expect((await search('---')).total).toBe(all.length);
  });
});
