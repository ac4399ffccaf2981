import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { OrderDto } from '@atlas/shared/contract/orders';
import { auditLog, products } from '../../db/schema/index';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { callAs, quickShoppers, signIn, type CallArgs, type Caller } from '../../test/shoppers';
import { setStock as setStockIn, stockOf as stockIn } from '../../test/stock';
import { createTestApp, type TestContext } from '../../test/test-app';

/** The shared setup of the admin-orders-*.test.ts files: one app per file, seeded the same way. */

interface Product {
  id: number;
  name: string;
  price: number;
  discountedPrice: number;
  available_flavors: string[];
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

// Set by the hooks of setUpAdminOrdersApp: read them inside tests and hooks only.
export let t: TestContext;
export let admin: Caller;
export let shopper: Caller;
export let amal: Caller;
/** Two or more flavors (flavorA, flavorB) and a discount of its own. */
export let product: Product;
export let flavorA: string;
export let flavorB: string;
export let other: Product;
/** A product without flavors. */
export let plain: { id: number; name: string };
export const address = {
  street: '5 Tahrir St',
  city: 'Cairo',
  state: 'Cairo',
  zipCode: '11511',
  country: 'Egypt',
};
let keySeq = 0;

export const call = (...args: CallArgs) => callAs(t.app, ...args);
export const ordersUrl = '/api/users/admin/orders';
export const orderUrl = (o: { userId: number; id: number }) => `${ordersUrl}/${o.userId}/${o.id}`;

export const setStock = (productId: number, flavor: string, quantity: number) =>
  setStockIn(t.app.db, productId, flavor, quantity);
export const stockOf = (productId: number, flavor: string) => stockIn(t.app.db, productId, flavor);
export async function productRow(productId: number): Promise<{ quantity: number; inStock: boolean }> {
  const [row] = await t.app.db
    .select({ quantity: products.quantity, inStock: products.inStock })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}
export async function auditOf(orderId: number) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))))
    .orderBy(auditLog.id);
}
export async function mails(): Promise<Mail[]> {
  return (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as Mail[];
}
/** The e-mail leaves after the commit, without the request waiting for it. */
export async function waitForMail(match: (m: Mail) => boolean): Promise<Mail> {
  for (let i = 0; i < 100; i++) {
    const found = (await mails()).find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no such e-mail');
}

/** A cash-on-delivery order placed through the shop, as a shopper would. */
export async function placeOrder(
  who: Caller,
  lines: { productId: number; flavor: string; quantity: number }[],
  lang = 'en',
): Promise<OrderDto> {
  for (const line of lines) {
    const added = await call(who, 'POST', '/api/cart/add', {
      productId: line.productId,
      selectedFlavor: line.flavor,
      quantity: line.quantity,
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  const res = await call(
    who,
    'POST',
    `/api/users/${who.id}/orders`,
    { paymentMethod: 'cod', address },
    { 'idempotency-key': `admin-orders-${Date.now()}-${++keySeq}`, 'accept-language': lang },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as OrderDto;
}

/** The edit form's payload for an order as it stands. */
export const editBody = (o: OrderDto, changes: Record<string, unknown> = {}) => ({
  products: o.products.map((p) => ({
    productId: p.productId,
    name: p.name,
    price: p.price,
    quantity: p.quantity,
    flavor: p.flavor,
  })),
  address: {
    street: o.address!.street,
    city: o.address!.city,
    state: o.address!.state,
    zipCode: o.address!.zipCode,
    country: o.address!.country,
  },
  status: o.status,
  ...changes,
});

/** Registers the file's app (demo accounts and catalogue, the shoppers and products above) and its closing. */
export function setUpAdminOrdersApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoAccounts(t.app.db);
    await seedDemoCatalogue(t.app.db, t.app.files);
    admin = await signIn(t.app, 'admin@atlas.demo', 'Admin@2026');
    shopper = await signIn(t.app, 'shopper@atlas.demo', 'Shopper@2026');
    amal = (await quickShoppers(t.app, 1, 'amal'))[0]!;
    const all = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as Product[];
    product = all.find((p) => p.available_flavors.length >= 2 && p.discountedPrice < p.price)!;
    [flavorA, flavorB] = product.available_flavors as [string, string];
    other = all.find((p) => p.id !== product.id && p.available_flavors.length >= 1)!;
    for (const f of product.available_flavors) await setStock(product.id, f, 50);
    await setStock(other.id, other.available_flavors[0]!, 50);
    const [row] = await t.app.db
      .insert(products)
      .values({
        nameEn: 'Shaker Bottle',
        nameAr: 'زجاجة رج',
        pricePiastres: 15_000,
        category: 'Accessories',
        brand: 'Atlas',
        quantity: 30,
        inStock: true,
      })
      .returning({ id: products.id, name: products.nameEn });
    plain = row!;
  });
  afterAll(() => t.close());
}
