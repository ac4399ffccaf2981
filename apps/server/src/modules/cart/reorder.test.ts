import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNFLAVORED } from '@atlas/shared/contract/cart';
import type { ReorderDto } from '@atlas/shared/contract/reorder';
import { productFlavors, products } from '../../db/schema/index';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { callAs, type CallArgs, createShopper, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';

interface Product {
  id: number;
  name: string;
  discountedPrice: number;
  available_flavors: string[];
  flavor_quantity: Record<string, number>;
}
interface Line {
  productId: number;
  selectedFlavor: string;
  quantity: number;
  price: number;
}
interface Pick {
  product: Product;
  flavor: string;
}

let t: TestContext;
let amal: Caller;
let badr: Caller;
/** Five products of amal's past order, each to change its own way. */
let gone: Pick, unflavored: Pick, soldOut: Pick, scarce: Pick, dearer: Pick;
let orderId: number;
const address = { street: '5 Tahrir St', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' };

const call = (...args: CallArgs) => callAs(t.app, ...args);
const reorderUrl = (userId: number, order: number | string) => `/api/users/${userId}/orders/${order}/reorder`;
const cartOf = async (caller: Caller) => (await call(caller, 'GET', '/api/cart')).json() as Line[];
const lineOf = (cart: Line[], pick: Pick) =>
  cart.find((l) => l.productId === pick.product.id && l.selectedFlavor === pick.flavor);
const setStock = (pick: Pick, quantity: number) =>
  t.app.db
    .update(productFlavors)
    .set({ quantity })
    .where(and(eq(productFlavors.productId, pick.product.id), eq(productFlavors.name, pick.flavor)));

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.app.db, t.app.files);
  amal = await createShopper(t.app, 'amal@example.com');
  badr = await createShopper(t.app, 'badr@example.com');
  const all = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as Product[];
  const picks = all
    .map((product) => ({
      product,
      flavor: product.available_flavors.find((f) => f !== UNFLAVORED && product.flavor_quantity[f]! >= 6),
    }))
    .filter((p): p is Pick => p.flavor !== undefined)
    .slice(0, 5);
  expect(picks).toHaveLength(5);
  [gone, unflavored, soldOut, scarce, dearer] = picks as [Pick, Pick, Pick, Pick, Pick];
  for (const pick of picks) {
    const res = await call(amal, 'POST', '/api/cart/add', {
      productId: pick.product.id,
      selectedFlavor: pick.flavor,
      quantity: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const placed = await call(amal, 'POST', `/api/users/${amal.id}/orders`, { paymentMethod: 'cod', address });
  expect(placed.statusCode, placed.body).toBe(201);
  orderId = placed.json().id;
});
afterAll(() => t.close());

describe('order again', () => {
  it('puts back what is still sold at today’s prices and says what changed, line by line', async () => {
    await t.app.db.delete(products).where(eq(products.id, gone.product.id));
    await t.app.db.delete(productFlavors).where(eq(productFlavors.productId, unflavored.product.id));
    await setStock(soldOut, 0);
    await setStock(scarce, 2);
    const [row] = await t.app.db
      .select({ price: products.pricePiastres })
      .from(products)
      .where(eq(products.id, dearer.product.id));
    await t.app.db
      .update(products)
      .set({ pricePiastres: row!.price + 15_000, discount: 0 })
      .where(eq(products.id, dearer.product.id));
    // one unit already in the cart: the reorder adds to it
    await call(amal, 'POST', '/api/cart/add', {
      productId: dearer.product.id,
      selectedFlavor: dearer.flavor,
    });

    const res = await call(amal, 'POST', reorderUrl(amal.id, orderId));
    expect(res.statusCode, res.body).toBe(200);
    const { lines, cart } = res.json() as ReorderDto;
    const byProduct = (pick: Pick) => lines.find((l) => l.name === pick.product.name)!;

    expect(byProduct(gone)).toMatchObject({ productId: null, ordered: 3, added: 0, reason: 'discontinued' });
    expect(byProduct(unflavored)).toMatchObject({
      productId: unflavored.product.id,
      flavor: unflavored.flavor,
      added: 0,
      reason: 'flavor-removed',
      newPrice: null,
    });
    expect(byProduct(soldOut)).toMatchObject({ added: 0, reason: 'sold-out', newPrice: null });
    expect(byProduct(scarce)).toMatchObject({
      ordered: 3,
      added: 2,
      available: 2,
      reason: 'limited',
      oldPrice: scarce.product.discountedPrice,
      newPrice: scarce.product.discountedPrice,
    });
    const newPrice = (row!.price + 15_000) / 100;
    expect(byProduct(dearer)).toMatchObject({
      ordered: 3,
      added: 3,
      alreadyInCart: 1,
      reason: null,
      oldPrice: dearer.product.discountedPrice,
      newPrice,
    });

    const stored = await cartOf(amal);
    expect(cart).toEqual(stored);
    expect(stored).toHaveLength(2);
    expect(lineOf(stored, scarce)).toMatchObject({ quantity: 2 });
    // the cart carries today's price; the outcome said what was paid
    expect(lineOf(stored, dearer)).toMatchObject({ quantity: 4, price: newPrice });
  });

  it('never takes a line past its stock when the cart already holds it', async () => {
    const res = await call(amal, 'POST', reorderUrl(amal.id, orderId));
    expect(res.statusCode, res.body).toBe(200);
    const line = (res.json() as ReorderDto).lines.find((l) => l.name === scarce.product.name)!;
    expect(line).toMatchObject({ added: 0, alreadyInCart: 2, available: 2, reason: 'limited' });
    expect(lineOf(await cartOf(amal), scarce)).toMatchObject({ quantity: 2 });
    expect(lineOf(await cartOf(amal), dearer)).toMatchObject({ quantity: 7 });
  });

  it('never passes the stock when taps and cart adds race each other', async () => {
    await call(amal, 'DELETE', '/api/cart');
    await setStock(dearer, 4);
    const answers = await Promise.all([
      call(amal, 'POST', reorderUrl(amal.id, orderId)),
      call(amal, 'POST', reorderUrl(amal.id, orderId)),
      call(amal, 'POST', '/api/cart/add', { productId: dearer.product.id, selectedFlavor: dearer.flavor }),
      call(amal, 'POST', reorderUrl(amal.id, orderId)),
    ]);
    for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);
    expect(lineOf(await cartOf(amal), dearer)).toMatchObject({ quantity: 4 });
    await setStock(dearer, 50);
  });

  it('names products and flavors in the shopper’s language', async () => {
    await call(amal, 'DELETE', '/api/cart');
    const res = await call(amal, 'POST', reorderUrl(amal.id, orderId), undefined, {
      'accept-language': 'ar',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { lines, cart } = res.json() as ReorderDto;
    const added = lines.filter((l) => l.added > 0);
    expect(added.map((l) => l.name)).not.toContain(scarce.product.name);
    expect(added.map((l) => [l.name, l.flavorLabel])).toEqual(cart.map((c) => [c.name, c.flavorLabel]));
  });

  it('answers 404 for an order of someone else, and for one that does not exist', async () => {
    const before = await cartOf(badr);
    const foreign = await call(badr, 'POST', reorderUrl(badr.id, orderId));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
    expect(await cartOf(badr)).toEqual(before);
    expect((await call(amal, 'POST', reorderUrl(amal.id, 2_000_000))).statusCode).toBe(404);
  });

  it('refuses another user’s path, a visitor and a malformed id', async () => {
    expect((await call(badr, 'POST', reorderUrl(amal.id, orderId))).statusCode).toBe(403);
    expect((await call(null, 'POST', reorderUrl(amal.id, orderId))).statusCode).toBe(401);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await call(amal, 'POST', reorderUrl(amal.id, bad));
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
