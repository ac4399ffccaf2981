import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainerDetailsDto, TrainerDto } from '@atlas/shared/contract/training';
import { products } from '../../db/schema/index';
import { trainers as seedTrainers } from '../../db/seed/training/trainers';
import { createTrainingTestApp } from '../../test/training-app';
import type { TestContext } from '../../test/test-app';

let t: TestContext;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const list = async (lang = 'en') => {
  const res = await get('/api/trainers', { 'accept-language': lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TrainerDto[];
};

beforeAll(async () => {
  t = await createTrainingTestApp();
});
afterAll(() => t.close());

describe('GET /api/trainers', () => {
  it('lists every demo trainer, oldest first, with FAQs, products and an absolute portrait URL', async () => {
    const all = await list();
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all).toHaveLength(seedTrainers.length);
    expect(all.map((x) => x.id)).toEqual([...all.map((x) => x.id)].sort((a, b) => a - b));
    expect(all.slice(0, 3).map((x) => x.name)).toEqual(['Omar Hassan', 'Salma Adel', 'Karim Fathy']);
    for (const trainer of all) {
      expect(trainer.bio.length).toBeGreaterThan(40);
      expect(trainer.image).toMatch(/^http:\/\/localhost:80\/media\/trainers\/.+\.480x560\.webp$/);
      expect(trainer.faq.length).toBeGreaterThanOrEqual(3);
      expect(trainer.products.length).toBeGreaterThanOrEqual(2);
      expect(trainer.products.length).toBeLessThanOrEqual(4);
      expect(Date.parse(trainer.createdAt)).not.toBeNaN();
    }
    const image = await get(new URL(all[0]!.image).pathname);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('answers the first n with ?limit= (the home page asks for three), and refuses a bad limit', async () => {
    const all = await list();
    const res = await get('/api/trainers?limit=3');
    expect(res.statusCode).toBe(200);
    expect((res.json() as TrainerDto[]).map((x) => x.id)).toEqual(all.slice(0, 3).map((x) => x.id));
    for (const bad of ['0', '-1', 'abc', '101', '1.5'])
      expect((await get(`/api/trainers?limit=${bad}`)).statusCode, bad).toBe(400);
  });

  it('answers in Arabic when asked', async () => {
    const [en, ar] = [await list(), await list('ar')];
    expect(ar[0]!.id).toBe(en[0]!.id);
    for (const text of [
      ar[0]!.name,
      ar[0]!.bio,
      ar[0]!.specialty,
      ar[0]!.faq[0]!.question,
      ar[0]!.faq[0]!.answer,
    ])
      expect(text).toMatch(/[\u0600-\u06ff]/);
  });

  it('sees a change written by anyone (raw SQL here) on the next request, through the triggers', async () => {
    const [, , karim] = await list();
    await t.app.db.execute(sql`update trainers set name_en = 'Karim F.' where id = ${karim!.id}`);
    expect((await list()).find((x) => x.id === karim!.id)!.name).toBe('Karim F.');
    const page = await get(`/api/trainers/${karim!.id}`);
    expect(page.json().name).toBe('Karim F.');
    await t.app.db.execute(sql`update trainers set name_en = 'Karim Fathy' where id = ${karim!.id}`);
    expect((await list()).find((x) => x.id === karim!.id)!.name).toBe('Karim Fathy');
  });

  it('revalidates with its ETag', async () => {
    const first = await get('/api/trainers');
    const again = await get('/api/trainers', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/trainers/{id}', () => {
  it('resolves the recommended products in the same answer', async () => {
    const [omar] = await list();
    const res = await get(`/api/trainers/${omar!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const details = res.json() as TrainerDetailsDto;
    expect(details.products.map((p) => p.id)).toEqual(omar!.products.map((p) => p.id));
    for (const product of details.products) {
      expect(product.name).toBeTruthy();
      expect(product.discountedPrice).toBeGreaterThan(0);
      expect(product.image).toMatch(/^http/);
    }
  });

  it('drops a product that is removed from the shop at once', async () => {
    const [, salma] = await list();
    const removed = salma!.products[0]!.id;
    await t.app.db.delete(products).where(eq(products.id, removed));
    const details = (await get(`/api/trainers/${salma!.id}`)).json() as TrainerDetailsDto;
    expect(details.products.map((p) => p.id)).not.toContain(removed);
    const listed = (await list()).find((x) => x.id === salma!.id)!;
    expect(listed.products.map((p) => p.id)).not.toContain(removed);
  });

  it('answers 404 for a trainer that does not exist and 400 for an id that is not one', async () => {
    for (const [url, status] of [
      ['/api/trainers/999999', 404],
      ['/api/trainers/0', 400],
      ['/api/trainers/abc', 400],
      ['/api/trainers/1.5', 400],
      ['/api/trainers/99999999999999999999', 400],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().statusCode, url).toBe(status);
    }
  });
});
