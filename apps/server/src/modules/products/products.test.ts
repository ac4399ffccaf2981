import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto, ProductFacetsDto } from '@atlas/shared/contract/products';
import { discountedPiastres } from '@atlas/shared/rules/pricing';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { brands, categories, products as seedProducts } from '../../db/seed/catalogue';
import { weakEtag } from '../../lib/http-cache';
import { createTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let all: ProductDto[];

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const list = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as ProductDto[], total: Number(res.headers['x-total-count']) };
};
const byPrice = (a: ProductDto, b: ProductDto) => a.discountedPrice - b.discountedPrice || a.id - b.id;
const codePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.app.db, t.app.files);
  all = (await list('/api/products')).items;
});
afterAll(() => t.close());

describe('GET /api/products', () => {
  it('answers 400 naming the filter for a control character in a query', async () => {
    for (const key of ['q', 'category', 'brand']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?${key}=whey%00` });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().fields, key).toHaveProperty(key);
    }
  });

  it('returns the whole catalogue without a limit, with the total', async () => {
    const { items, total } = await list('/api/products');
    expect(items).toHaveLength(seedProducts.length);
    expect(total).toBe(seedProducts.length);
  });

  it('has the spec shape with maps and lists for every product', () => {
    for (const p of all) {
      expect(typeof p.product_images).toBe('object');
      expect(typeof p.flavor_quantity).toBe('object');
      expect(Array.isArray(p.available_flavors)).toBe(true);
      expect(Object.keys(p.flavor_quantity)).toEqual(p.available_flavors);
      // absolute for a client that is not one of our pages, against the address it asked at
      expect(p.image).toMatch(/^http:\/\/localhost:80\/media\/demo\/.+\.600x600\.webp$/);
      for (const flavor of p.available_flavors)
        expect(p.product_images[flavor]).toMatch(/^http:\/\/localhost:80\/media\//);
    }
  });

  it('computes the discounted price on the server with the one rounding rule', () => {
    for (const p of all) {
      expect(p.discountedPrice).toBe(discountedPiastres(Math.round(p.price * 100), p.discount) / 100);
    }
    expect(all.some((p) => p.discount > 0 && p.discountedPrice < p.price)).toBe(true);
  });

  it('filters by brand, case-insensitively', async () => {
    for (const brand of brands) {
      const { items, total } = await list(
        `/api/products?brand=${encodeURIComponent(brand.name.toUpperCase())}`,
      );
      const expected = seedProducts.filter((p) => p.brand === brand.name).length;
      expect(total).toBe(expected);
      expect(items.every((p) => p.brand === brand.name)).toBe(true);
    }
  });

  it('filters by category', async () => {
    for (const category of categories) {
      const { items, total } = await list(`/api/products?category=${encodeURIComponent(category)}`);
      expect(total).toBe(seedProducts.filter((p) => p.category === category).length);
      expect(items.every((p) => p.category === category)).toBe(true);
    }
  });

  it('filters by the discounted price range', async () => {
    const { items, total } = await list('/api/products?minPrice=1000&maxPrice=2500');
    const expected = all.filter((p) => p.discountedPrice >= 1000 && p.discountedPrice <= 2500);
    expect(total).toBe(expected.length);
    expect(items.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
  });

  it('searches names and brands, in either language', async () => {
    const sample = all[0]!;
    const word = sample.name.split(' ')[0]!.toLowerCase();
    const { items } = await list(`/api/products?q=${encodeURIComponent(word)}`);
    expect(items.map((p) => p.id)).toContain(sample.id);
    // what else a query finds, and in which order, is search.test.ts's

    const brand = brands[0]!.name;
    const byBrand = await list(`/api/products?q=${encodeURIComponent(brand.slice(0, 5))}`);
    expect(byBrand.items.some((p) => p.brand === brand)).toBe(true);

    const arabic = seedProducts[0]!.name.ar.split(' ')[0]!;
    const byArabic = await list(`/api/products?q=${encodeURIComponent(arabic)}`);
    expect(byArabic.total).toBeGreaterThan(0);

    expect((await list('/api/products?q=%25%25nothing_like_this')).total).toBe(0);
  });

  it('sorts by discounted price both ways, matching an independent ordering', async () => {
    const asc = (await list('/api/products?sort=price-asc')).items;
    expect(asc.map((p) => p.id)).toEqual([...all].sort(byPrice).map((p) => p.id));
    const desc = (await list('/api/products?sort=price-desc')).items;
    expect(desc.map((p) => p.discountedPrice)).toEqual(
      [...all].map((p) => p.discountedPrice).sort((a, b) => b - a),
    );
  });

  it('sorts by name in the requested language', async () => {
    const en = (await list('/api/products?sort=name-asc')).items;
    expect(en.map((p) => p.name)).toEqual(
      [...all].map((p) => p.name).sort((a, b) => codePoint(a.toLowerCase(), b.toLowerCase())),
    );
    const res = await get('/api/products?sort=name-asc', { 'accept-language': 'ar-EG,ar;q=0.9' });
    const ar = res.json() as ProductDto[];
    expect(ar.map((p) => p.name)).toEqual(
      [...ar].map((p) => p.name).sort((a, b) => codePoint(a.toLowerCase(), b.toLowerCase())),
    );
  });

  it('sorts newest first by default', async () => {
    const dates = all.map((p) => Date.parse(p.dateAdded));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('pages through the list with the total in X-Total-Count', async () => {
    const limit = 9;
    const pages = Math.ceil(all.length / limit);
    const seen: number[] = [];
    for (let page = 1; page <= pages; page++) {
      const { items, total } = await list(`/api/products?sort=price-asc&limit=${limit}&page=${page}`);
      expect(total).toBe(all.length);
      expect(items.length).toBe(page < pages ? limit : all.length - limit * (pages - 1));
      seen.push(...items.map((p) => p.id));
    }
    expect(seen).toEqual([...all].sort(byPrice).map((p) => p.id));
    const beyond = await list(`/api/products?limit=${limit}&page=${pages + 1}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(all.length);
  });

  it('combines filters, sort and paging', async () => {
    const category = categories[0];
    const { items, total } = await list(
      `/api/products?category=${encodeURIComponent(category)}&sort=price-desc&limit=2&page=2`,
    );
    const expected = all
      .filter((p) => p.category === category)
      .sort((a, b) => b.discountedPrice - a.discountedPrice || a.id - b.id);
    expect(total).toBe(expected.length);
    expect(items.map((p) => p.id)).toEqual(expected.slice(2, 4).map((p) => p.id));
  });

  it.each([
    ['sort=cheapest', 'sort'],
    ['limit=0', 'limit'],
    ['limit=1000', 'limit'],
    ['limit=abc', 'limit'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['minPrice=-5', 'minPrice'],
    ['maxPrice=lots', 'maxPrice'],
    ['minPrice=500&maxPrice=100', 'minPrice'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('rejects ?%s with a 400 naming %s', async (query, field) => {
    const res = await get(`/api/products?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields).toHaveProperty(field);
  });

  it('answers in Arabic when asked', async () => {
    const res = await get('/api/products?limit=3', { 'accept-language': 'ar' });
    const items = res.json() as ProductDto[];
    for (const p of items) {
      expect(p.name).toMatch(/[\u0600-\u06FF]/);
      expect(Object.values(p.flavor_labels).every((l) => /[\u0600-\u06FF]/.test(l))).toBe(true);
    }
    // the flavor keys stay the same in every language
    const en = (await list('/api/products?limit=3')).items;
    expect(items.map((p) => p.available_flavors)).toEqual(en.map((p) => p.available_flavors));
  });

  it('revalidates with ETag: a repeat request gets an empty 304', async () => {
    const first = await get('/api/products?limit=9&brand=' + encodeURIComponent(brands[1]!.name));
    const etag = first.headers.etag as string;
    expect(etag).toBe(weakEtag(first.body, Number(first.headers['x-total-count'])));
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toContain('Accept-Language');
    const again = await get('/api/products?limit=9&brand=' + encodeURIComponent(brands[1]!.name), {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const arabic = await get('/api/products?limit=9&brand=' + encodeURIComponent(brands[1]!.name), {
      'if-none-match': etag,
      'accept-language': 'ar',
    });
    expect(arabic.statusCode).toBe(200);
  });
});

describe('compression', () => {
  it('sends large answers brotli- or gzip-compressed to clients that accept it, the same JSON', async () => {
    const plain = await get('/api/products?limit=24');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, inflate] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      const res = await get('/api/products?limit=24', { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.headers['x-total-count']).toBe(plain.headers['x-total-count']);
      expect(JSON.parse(inflate(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });
});

describe('GET /api/products/facets', () => {
  it('lists categories and brands with counts and the discounted price range', async () => {
    const res = await get('/api/products/facets');
    expect(res.statusCode).toBe(200);
    const facets = res.json() as ProductFacetsDto;
    expect(facets.categories.map((c) => c.name).sort()).toEqual([...categories].sort());
    expect(facets.brands).toHaveLength(brands.length);
    for (const c of facets.categories) expect(c.count).toBe(all.filter((p) => p.category === c.name).length);
    expect(facets.minPrice).toBe(Math.min(...all.map((p) => p.discountedPrice)));
    expect(facets.maxPrice).toBe(Math.max(...all.map((p) => p.discountedPrice)));
    expect(res.headers.etag).toBeTruthy();
  });
});

describe('GET /api/products/:id', () => {
  it('returns one product with its flavors and stock', async () => {
    const soldOut = all.find((p) => Object.values(p.flavor_quantity).some((q) => q === 0))!;
    const res = await get(`/api/products/${soldOut.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(soldOut);
  });

  it('answers 404 JSON for a missing product', async () => {
    const res = await get('/api/products/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: 'Product not found' });
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999'])('answers 400 for the malformed id %s', async (id) => {
    const res = await get(`/api/products/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('id');
  });

  it('serves the product and flavor images, each with its smaller copy for a phone', async () => {
    const p = all[0]!;
    for (const url of [p.image, ...Object.values(p.product_images)]) {
      for (const copy of [url, url.replace(/\.webp$/, '.320w.webp')]) {
        const res = await get(copy);
        expect(res.statusCode, copy).toBe(200);
        expect(res.headers['content-type']).toContain('image/webp');
        expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
        const size = await sharp(res.rawPayload).metadata();
        expect([size.format, size.width], copy).toEqual(['webp', copy === url ? 600 : 320]);
      }
    }
    expect((await get('/media/demo/missing.webp')).statusCode).toBe(404);
  });
});

describe('GET /api/products/:id/related', () => {
  it('returns at most four others of the same category', async () => {
    for (const p of all.slice(0, 5)) {
      const res = await get(`/api/products/${p.id}/related`);
      const related = res.json() as ProductDto[];
      const sameCategory = all.filter((o) => o.category === p.category && o.id !== p.id).length;
      expect(related).toHaveLength(Math.min(4, sameCategory));
      expect(related.every((r) => r.category === p.category && r.id !== p.id)).toBe(true);
    }
  });

  it('answers 404 for a missing product', async () => {
    expect((await get('/api/products/999999/related')).statusCode).toBe(404);
  });
});
