import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { callAs, createShopper, type CallArgs, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let amal: Caller;
let badr: Caller;
const call = (...args: CallArgs) => callAs(t.app, ...args);
const ids = (res: { json(): unknown }) => (res.json() as { productId: number }[]).map((f) => f.productId);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.app.db, t.app.files);
  amal = await createShopper(t.app, 'amal@example.com');
  badr = await createShopper(t.app, 'badr@example.com');
});
afterAll(() => t.close());

describe('favourites', () => {
  it('needs a signed-in shopper', async () => {
    for (const [method, url] of [
      ['GET', '/api/favorites'],
      ['DELETE', '/api/favorites'],
      ['POST', '/api/favorites/1'],
      ['DELETE', '/api/favorites/1'],
    ] as const) {
      expect((await call(null, method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('adds, lists newest first with what the page shows, and is idempotent', async () => {
    expect((await call(amal, 'POST', '/api/favorites/3?expand=products')).statusCode).toBe(200);
    const res = await call(amal, 'POST', '/api/favorites/5?expand=products');
    expect(ids(res)).toEqual([5, 3]);
    expect(res.json()[0]).toMatchObject({ productId: 5, id: 5 });
    for (const key of ['name', 'brand', 'image', 'available_size', 'price', 'discountedPrice']) {
      expect(res.json()[0]).toHaveProperty(key);
    }
    expect(res.json()[0].image).toMatch(/^http:\/\/localhost:80\/media\//);
    expect(ids(await call(amal, 'POST', '/api/favorites/5?expand=products'))).toEqual([5, 3]);
  });

  it('keeps one shopper’s favourites from another', async () => {
    expect(ids(await call(badr, 'GET', '/api/favorites?expand=products'))).toEqual([]);
    await call(badr, 'POST', '/api/favorites/7?expand=products');
    expect(ids(await call(badr, 'DELETE', '/api/favorites/5?expand=products'))).toEqual([7]);
    expect(ids(await call(amal, 'GET', '/api/favorites?expand=products'))).toEqual([5, 3]);
    await call(badr, 'DELETE', '/api/favorites?expand=products');
    expect(ids(await call(amal, 'GET', '/api/favorites?expand=products'))).toEqual([5, 3]);
  });

  it('removes one and clears all, each answering the list', async () => {
    expect(ids(await call(amal, 'DELETE', '/api/favorites/3?expand=products'))).toEqual([5]);
    const cleared = await call(amal, 'DELETE', '/api/favorites?expand=products');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual([]);
  });

  it('answers the spec’s list of product ids unless asked for the products', async () => {
    const added = await call(badr, 'POST', '/api/favorites/9');
    expect(added.json()).toEqual([9]);
    expect((await call(badr, 'GET', '/api/favorites')).json()).toEqual([9]);
    expect((await call(badr, 'DELETE', '/api/favorites/9')).json()).toEqual([]);
    expect((await call(badr, 'POST', '/api/favorites/9?expand=products')).json()[0]).toMatchObject({
      productId: 9,
      name: expect.any(String),
    });
    expect((await call(badr, 'DELETE', '/api/favorites')).json()).toEqual([]);
    const unknown = await call(badr, 'GET', '/api/favorites?expand=everything');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('expand');
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const missing = await call(amal, 'POST', '/api/favorites/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().fields).toHaveProperty('productId');
    for (const id of ['abc', '0', '-2', '1.5', '%00']) {
      const res = await call(amal, 'POST', `/api/favorites/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().fields, id).toHaveProperty('productId');
    }
  });
});
