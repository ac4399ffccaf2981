import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { productFlavors } from '../../db/schema/index';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { startFakePaypal, type FakePaypal } from '../../test/fake-paypal';
import { callAs, type CallArgs, quickShoppers, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';

/** The shared setup of the paypal-*.test.ts files: one app and one fake PayPal per file. */

interface Product {
  id: number;
  discountedPrice: number;
  available_flavors: string[];
  flavor_quantity: Record<string, number>;
}

// Set by the hooks of setUpPaypalApp: read them inside tests and hooks only.
export let t: TestContext;
export let paypal: FakePaypal;
export let product: Product;
export let flavor: string;
let shoppers: Caller[];
let next = 0;
export const EGP_PER_USD = 48.5;
export const shopper = () => shoppers[next++]!;

export const call = (...args: CallArgs) => callAs(t.app, ...args);
export const fill = (caller: Caller, quantity = 2) =>
  call(caller, 'POST', '/api/cart/add', { productId: product.id, selectedFlavor: flavor, quantity });
export const createPaypalOrder = (caller: Caller) => call(caller, 'POST', '/api/payments/paypal/orders');
export const pay = (caller: Caller, paypalOrderId: string, key = `key-${paypalOrderId}-${Math.random()}`) =>
  call(
    caller,
    'POST',
    `/api/users/${caller.id}/orders`,
    { paymentMethod: 'paypal', paypalOrderId },
    { 'idempotency-key': key },
  );
export const stock = async () =>
  (
    await t.app.db
      .select({ q: productFlavors.quantity })
      .from(productFlavors)
      .where(and(eq(productFlavors.productId, product.id), eq(productFlavors.name, flavor)))
  )[0]!.q;
export const setStock = (quantity: number) =>
  t.app.db
    .update(productFlavors)
    .set({ quantity })
    .where(and(eq(productFlavors.productId, product.id), eq(productFlavors.name, flavor)));
export const ordersOf = async (caller: Caller) =>
  (await call(caller, 'GET', `/api/users/${caller.id}/orders`)).json() as unknown[];

/** The buyer approves in PayPal's window. */
export async function approvedOrder(caller: Caller): Promise<string> {
  const res = await createPaypalOrder(caller);
  expect(res.statusCode, res.body).toBe(200);
  paypal.approve(res.json().id);
  return res.json().id;
}

/** Registers the file's app (demo catalogue, 30 shoppers), the fake PayPal, and their closing. */
export function setUpPaypalApp(): void {
  beforeAll(async () => {
    paypal = await startFakePaypal();
    t = await createTestApp({
      env: {
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PAYPAL_API_BASE: paypal.url,
        PAYPAL_SDK_URL: paypal.sdkUrl,
        PAYPAL_CURRENCY: 'USD',
        EGP_PER_PAYPAL_UNIT: String(EGP_PER_USD),
      },
    });
    await seedDemoCatalogue(t.app.db, t.app.files);
    const all = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as Product[];
    product = all.find((p) => Object.values(p.flavor_quantity).some((q) => q >= 10))!;
    flavor = product.available_flavors.find((f) => product.flavor_quantity[f]! >= 10)!;
    shoppers = await quickShoppers(t.app, 30, 'payer');
  });
  afterEach(async () => {
    paypal.behaviour.failCapture = false;
    paypal.behaviour.captureAmount = null;
    paypal.behaviour.duringCapture = null;
    paypal.behaviour.beforeNextGetOrder = null;
    paypal.behaviour.beforeNextRefund = null;
    await setStock(40);
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });
}
