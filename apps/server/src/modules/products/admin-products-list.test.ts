import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminProductDto } from '@atlas/shared/contract/admin-products';
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

  it('refuses a bad page or limit with a 400', async () => {
    for (const q of ['limit=101', 'limit=0', 'page=0', 'limit=abc', 'query=%00']) {
      const res = await call(admin, 'GET', `/api/products/admin?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});
