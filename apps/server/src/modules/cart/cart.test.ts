import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFlavors } from '../../db/schema/index';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { bearer, callAs, type CallArgs, createShopper, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';

interface Product {
  id: number;
  name: string;
  price: number;
  discountedPrice: number;
  available_flavors: string[];
  flavor_quantity: Record<string, number>;
}
interface Line {
  productId: number;
  name: string;
  image: string;
  price: number;
  selectedFlavor: string;
  quantity: number;
  total: number;
  stock: number;
}

let t: TestContext;
let amal: Caller;
let badr: Caller;
let product: Product;
let flavor: string;

const call = (...args: CallArgs) => callAs(t.app, ...args);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.app.db, t.app.files);
  amal = await createShopper(t.app, 'amal@example.com');
  badr = await createShopper(t.app, 'badr@example.com');
  const all = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as Product[];
  product = all.find(
    (p) => p.discountedPrice < p.price && Object.values(p.flavor_quantity).some((q) => q >= 5),
  )!;
  flavor = product.available_flavors.find((f) => product.flavor_quantity[f]! >= 5)!;
});
afterAll(() => t.close());

describe('cart', () => {
  it('needs a signed-in shopper', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart'],
      ['POST', '/api/cart/add'],
      ['POST', '/api/cart/remove-one'],
      ['DELETE', '/api/cart/1'],
      ['DELETE', '/api/cart'],
    ] as const) {
      const res = await call(null, method, url, method === 'POST' ? { productId: 1 } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe('Not authenticated');
    }
  });

  it('prices every line from the catalogue and ignores a forged name, image and price', async () => {
    const res = await call(amal, 'POST', '/api/cart/add', {
      productId: product.id,
      name: 'Free stuff',
      image: 'https://evil.example/x.png',
      price: 0.01,
      selectedFlavor: flavor,
      quantity: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [line] = res.json() as Line[];
    expect(line).toMatchObject({
      productId: product.id,
      name: product.name,
      price: product.discountedPrice,
      selectedFlavor: flavor,
      quantity: 2,
      total: Math.round(product.discountedPrice * 2 * 100) / 100,
      stock: product.flavor_quantity[flavor],
    });
    expect(line!.image).toMatch(/^http:\/\/localhost:80\/media\//);
  });

  it('adds to an existing line, matching the flavor case-insensitively', async () => {
    const res = await call(amal, 'POST', '/api/cart/add', {
      productId: String(product.id),
      selectedFlavor: flavor.toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(res.json()[0]).toMatchObject({ selectedFlavor: flavor, quantity: 3 });
  });

  it('keeps each shopper’s cart to themselves', async () => {
    expect((await call(badr, 'GET', '/api/cart')).json()).toEqual([]);
  });

  it('refuses more than the flavor’s stock with a 409 naming the flavor', async () => {
    const stock = product.flavor_quantity[flavor]!;
    const res = await call(amal, 'POST', '/api/cart/add', {
      productId: product.id,
      selectedFlavor: flavor,
      quantity: stock - 2,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: `Not enough inventory for flavor '${flavor}'`,
      fields: { flavor, stock: String(stock) },
    });
    expect((await call(amal, 'GET', '/api/cart')).json()[0].quantity).toBe(3);
  });

  it('refuses a sold-out flavor', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as Product[];
    const soldOut = all.flatMap((p) =>
      p.available_flavors.filter((f) => p.flavor_quantity[f] === 0).map((f) => ({ p, f })),
    )[0]!;
    const res = await call(badr, 'POST', '/api/cart/add', {
      productId: soldOut.p.id,
      selectedFlavor: soldOut.f,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Not enough inventory for flavor '${soldOut.f}'`);
  });

  it('names an unknown product, an unknown flavor and bad input', async () => {
    const unknownProduct = await call(badr, 'POST', '/api/cart/add', {
      productId: 999999,
      selectedFlavor: 'x',
    });
    expect(unknownProduct.statusCode).toBe(404);
    expect(unknownProduct.json().fields).toHaveProperty('productId');
    const unknownFlavor = await call(badr, 'POST', '/api/cart/add', {
      productId: product.id,
      selectedFlavor: 'Pickle',
    });
    expect(unknownFlavor.statusCode).toBe(400);
    expect(unknownFlavor.json()).toMatchObject({
      message: "Flavor 'Pickle' does not exist for this product",
      fields: { selectedFlavor: 'unknown' },
    });
    for (const [payload, field] of [
      [{}, 'productId'],
      [{ productId: 'abc' }, 'productId'],
      [{ productId: product.id, quantity: 0 }, 'quantity'],
      [{ productId: product.id, quantity: 1.5 }, 'quantity'],
      [{ productId: product.id, quantity: 1000 }, 'quantity'],
      [{ productId: product.id, selectedFlavor: 'Van\u0000illa' }, 'selectedFlavor'],
    ] as const) {
      const res = await call(badr, 'POST', '/api/cart/add', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields, JSON.stringify(payload)).toHaveProperty(field);
    }
  });

  it("gives 'Unflavored' to a product without flavors", async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as Product[];
    const plain = all.find((p) => p.flavor_quantity.Unflavored! > 2)!;
    await t.app.db.delete(productFlavors).where(eq(productFlavors.productId, plain.id));
    const res = await call(badr, 'POST', '/api/cart/add', { productId: plain.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toMatchObject({ productId: plain.id, selectedFlavor: 'Unflavored', quantity: 1 });
    expect(
      (await call(badr, 'POST', '/api/cart/add', { productId: plain.id, selectedFlavor: 'Mint' })).statusCode,
    ).toBe(400);
    await call(badr, 'DELETE', '/api/cart');
  });

  it('shows a line whose flavor sold out meanwhile with its stock', async () => {
    await t.app.db
      .update(productFlavors)
      .set({ quantity: 1 })
      .where(and(eq(productFlavors.productId, product.id), eq(productFlavors.name, flavor)));
    const [line] = (await call(amal, 'GET', '/api/cart')).json() as Line[];
    expect(line).toMatchObject({ quantity: 3, stock: 1 });
    await t.app.db
      .update(productFlavors)
      .set({ quantity: product.flavor_quantity[flavor]! })
      .where(and(eq(productFlavors.productId, product.id), eq(productFlavors.name, flavor)));
  });

  it('removes one unit, then the line at its last unit', async () => {
    let res = await call(amal, 'POST', '/api/cart/remove-one', {
      productId: product.id,
      selectedFlavor: flavor,
    });
    expect(res.json()[0].quantity).toBe(2);
    await call(amal, 'POST', '/api/cart/remove-one', { productId: product.id, selectedFlavor: flavor });
    res = await call(amal, 'POST', '/api/cart/remove-one', { productId: product.id, selectedFlavor: flavor });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('deletes a line by product and flavor (body), and clears the cart', async () => {
    const other = product.available_flavors.find((f) => f !== flavor && product.flavor_quantity[f]! > 0);
    await call(amal, 'POST', '/api/cart/add', { productId: product.id, selectedFlavor: flavor });
    if (other) await call(amal, 'POST', '/api/cart/add', { productId: product.id, selectedFlavor: other });
    const res = await call(amal, 'DELETE', `/api/cart/${product.id}`, {
      productId: product.id,
      selectedFlavor: flavor,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Line[]).map((l) => l.selectedFlavor)).toEqual(other ? [other] : []);
    const cleared = await call(amal, 'DELETE', '/api/cart');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual([]);
  });

  it('answers in Arabic when asked', async () => {
    await call(amal, 'POST', '/api/cart/add', { productId: product.id, selectedFlavor: flavor });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { ...bearer(amal), 'accept-language': 'ar' },
    });
    expect(res.json()[0].name).toMatch(/[\u0600-\u06FF]/);
    await call(amal, 'DELETE', '/api/cart');
  });
});
