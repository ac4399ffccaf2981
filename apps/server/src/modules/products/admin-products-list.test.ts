import { desc, ilike, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminProductDto } from '@atlas/shared/contract/admin-products';
import { containsPattern } from '@atlas/shared/rules/admin-search';
import { products } from '../../db/schema/index';
import type { CallArgs } from '../../test/shoppers';
import {
  admin,
  base,
  call,
  create,
  ctx,
  setUpAdminProductsApp,
  shop,
  shopper,
  unique,
} from './admin-products-fixtures';

setUpAdminProductsApp();

describe('guards', () => {
  const routes: [CallArgs[1], string, unknown?][] = [
    ['GET', '/api/products/admin'],
    ['POST', '/api/products/admin', base],
    ['PUT', '/api/products/admin/1', base],
    ['DELETE', '/api/products/1/admin'],
    ['PATCH', '/api/products/1/admin/flavors', { flavor: 'Vanilla', quantity: 3 }],
    ['DELETE', '/api/products/1/admin/flavor/Vanilla'],
    ['POST', '/api/products/1/admin/flavor', { flavorName: 'Kiwi', quantity: 1, imageUrl: '/media/x.webp' }],
  ];
  it.each(routes)('%s %s: 401 for a visitor, 403 for a shopper', async (method, url, body) => {
    expect((await call(null, method, url, body)).statusCode).toBe(401);
    expect((await call(shopper, method, url, body)).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the admin product routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/products/admin',
      '/api/products/admin/{id}',
      '/api/products/{id}/admin/flavor/{flavor}',
    ])
      expect(paths).toContain(path);
  });
});

describe('GET /products/admin', () => {
  it('pages newest first (12 by default) with the total, both languages and the flavors', async () => {
    const res = await call(admin, 'GET', '/api/products/admin');
    expect(res.statusCode).toBe(200);
    const items = res.json() as AdminProductDto[];
    const total = Number(res.headers['x-total-count']);
    expect(items).toHaveLength(12);
    const [{ n }] = (await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(products)) as [
      { n: number },
    ];
    expect(total).toBe(n);
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1]!, items[i]!];
      expect(a.dateAdded > b.dateAdded || (a.dateAdded === b.dateAdded && a.id > b.id)).toBe(true);
    }
    const withFlavors = items.find((p) => p.flavors.length > 1)!;
    expect(withFlavors.nameAr).not.toBe('');
    expect(withFlavors.flavors[0]).toMatchObject({ name: expect.any(String), quantity: expect.any(Number) });
    expect(withFlavors.flavors[0]!.image).toMatch(/^http:\/\/localhost:80\/media\//);
    expect(withFlavors.image).toMatch(/^http:\/\/localhost:80\/media\//);
    expect(withFlavors.available_flavors).toEqual(withFlavors.flavors.map((f) => f.name));
    // the same flavors, in the shop's order
    expect((await shop(withFlavors.id)).available_flavors).toEqual(withFlavors.available_flavors);

    const page2 = (
      await call(admin, 'GET', '/api/products/admin?page=2&limit=5')
    ).json() as AdminProductDto[];
    const first10 = (await call(admin, 'GET', '/api/products/admin?limit=10')).json() as AdminProductDto[];
    expect(page2.map((p) => p.id)).toEqual(first10.slice(5).map((p) => p.id));
  });

  it('searches by name (either language), brand, category and id', async () => {
    const made = await create({
      ...base,
      name: unique('Searchable Zebra'),
      nameAr: 'حمار وحشي',
      brand: 'Zed_Brand%',
    });
    const search = async (type: string, query: string) => {
      const res = await call(
        admin,
        'GET',
        `/api/products/admin?type=${type}&query=${encodeURIComponent(query)}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as AdminProductDto[]).map((p) => p.id);
    };
    expect(await search('name', 'zebra')).toEqual([made.id]);
    expect(await search('name', 'وحشي')).toEqual([made.id]);
    expect(await search('brand', 'zed_brand%')).toEqual([made.id]);
    expect(await search('brand', 'zed%brand')).toEqual([]); // LIKE wildcards are literal
    expect(await search('id', String(made.id))).toEqual([made.id]);
    expect(await search('id', 'abc')).toEqual([]);
    expect(await search('id', '99999999999')).toEqual([]);
    const protein = await search('category', 'PROTEIN');
    expect(protein).toContain(made.id);
    // a type the section does not search falls back to its default, name
    expect(await search('email', 'zebra')).toEqual([made.id]);
  });

  /** The list's ids and total for a search, and what ILIKE finds in the database for it. */
  const listedAndSql = async (query: string, limit = 100) => {
    const res = await call(
      admin,
      'GET',
      `/api/products/admin?type=name&limit=${limit}&query=${encodeURIComponent(query)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const pattern = containsPattern(query.trim());
    const rows = await ctx.app.db
      .select({ id: products.id })
      .from(products)
      .where(or(ilike(products.nameEn, pattern), ilike(products.nameAr, pattern)))
      .orderBy(desc(products.dateAdded), desc(products.id));
    return {
      listed: (res.json() as AdminProductDto[]).map((p) => p.id),
      total: Number(res.headers['x-total-count']),
      sql: rows.map((r) => r.id),
    };
  };

  it('finds what ILIKE finds on either name, cases folded as the database folds them', async () => {
    for (const [name, nameAr] of [
      ['ÉCLAIR Whey Σ', 'إكلير بالشوكولاتة'],
      ['İstanbul Isolate', ''],
      ['Straße 50%_off \\ back', 'شتراسه'],
      ['ΟΔΥΣΣΕΥΣ Mass', 'ماس جينر'],
    ])
      await create({ ...base, name: unique(name!), nameAr });
    for (const query of [
      'éclair',
      'ÉCLAIR WHEY',
      'whey σ',
      'WHEY Σ',
      'istanbul',
      'İSTANBUL',
      'strasse',
      'STRASSE',
      'straße',
      '50%_',
      '%',
      '_off \\',
      'οδυσσευσ',
      'οδυσσευς',
      'ΕΥΣ mass',
      'بالشوكولاتة',
      'ماس',
      '  ماس جينر  ',
      'no such product anywhere',
    ]) {
      const { listed, total, sql } = await listedAndSql(query);
      expect(listed, query).toEqual(sql.slice(0, 100));
      expect(total, query).toBe(sql.length);
    }
  });

  it('pages a search newest first with its total on every page', async () => {
    const word = unique('صفحات');
    const made: number[] = [];
    for (let i = 0; i < 7; i++)
      made.push((await create({ ...base, name: unique('Paged'), nameAr: `${word} ${i}` })).id);
    const pages = [];
    for (let page = 1; page <= 4; page++) {
      const res = await call(
        admin,
        'GET',
        `/api/products/admin?limit=3&page=${page}&query=${encodeURIComponent(word)}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-total-count']).toBe('7');
      pages.push((res.json() as AdminProductDto[]).map((p) => p.id));
    }
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1, 0]);
    expect(pages.flat()).toEqual([...made].reverse());
    expect((await listedAndSql(word)).sql).toEqual([...made].reverse());
  });

  it('orders ties to the millisecond as the database does, by the microsecond', async () => {
    const word = unique('Microsecond');
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await create({ ...base, name: `${word} ${i}` })).id);
    // the oldest product the newest by a few microseconds; the other two in the same millisecond
    for (const [id, at] of [
      [ids[0], '2020-01-01T00:00:00.000300Z'],
      [ids[1], '2020-01-01T00:00:00.000100Z'],
      [ids[2], '2020-01-01T00:00:00.000200Z'],
    ] as const)
      await ctx.app.db.execute(sql`update products set date_added = ${at}::timestamptz where id = ${id}`);
    const { listed, sql: inSql } = await listedAndSql(word);
    expect(inSql).toEqual([ids[0], ids[2], ids[1]]);
    expect(listed).toEqual(inSql);
  });

  it('shows an edit, a stock change and a removal on the very next list', async () => {
    const made = await create({
      ...base,
      name: unique('Fresh Kiwi'),
      flavors: [{ name: 'Kiwi', quantity: 5, image: '/media/flavors/k.webp' }],
    });
    const search = async (query: string) => {
      const res = await call(admin, 'GET', `/api/products/admin?query=${encodeURIComponent(query)}`);
      expect(res.statusCode, res.body).toBe(200);
      return { items: res.json() as AdminProductDto[], total: Number(res.headers['x-total-count']) };
    };
    expect((await search(made.name)).items.map((p) => p.id)).toEqual([made.id]);
    const renamed = unique('Renamed Mango');
    const put = await call(admin, 'PUT', `/api/products/admin/${made.id}`, {
      ...made,
      name: renamed,
      nameAr: 'مانجو',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await search(made.name)).toEqual({ items: [], total: 0 });
    expect((await search('مانجو')).items.map((p) => p.name)).toContain(renamed);
    const patch = await call(admin, 'PATCH', `/api/products/${made.id}/admin/flavors`, {
      flavor: 'Kiwi',
      quantity: 2,
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await search(renamed)).items[0]!.flavor_quantity).toEqual({ Kiwi: 2 });
    expect((await call(admin, 'DELETE', `/api/products/${made.id}/admin`)).statusCode).toBe(200);
    expect(await search(renamed)).toEqual({ items: [], total: 0 });
  });

  it('refuses a bad page or limit with a 400', async () => {
    for (const q of ['limit=101', 'limit=0', 'page=0', 'limit=abc', 'query=%00']) {
      const res = await call(admin, 'GET', `/api/products/admin?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});
