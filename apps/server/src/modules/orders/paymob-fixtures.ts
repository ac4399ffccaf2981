import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { productFlavors } from '../../db/schema/index';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { createPaymobClient } from '../../lib/payments/paymob';
import { startFakePaymob, type FakeIntention, type FakePaymob } from '../../test/fake-paymob';
import { callAs, quickShoppers, type CallArgs, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';
import { orderDeps } from './orders.routes';

/** The shared setup of the paymob-*.test.ts files: one app and one fake Paymob per file. */

interface Product {
  id: number;
  discountedPrice: number;
  available_flavors: string[];
  flavor_quantity: Record<string, number>;
}

// Set by the hooks of setUpPaymobApp: read them inside tests and hooks only.
export let t: TestContext;
export let paymob: FakePaymob;
export let product: Product;
export let flavor: string;
let shoppers: Caller[];
export let admin: Caller;
let next = 0;
export const shopper = () => shoppers[next++]!;
export const address = {
  street: '12 Nile Corniche',
  city: 'Giza',
  state: 'Giza',
  zipCode: '12611',
  country: 'Egypt',
};
export const STOCK = 40;

export const call = (...args: CallArgs) => callAs(t.app, ...args);
export const fill = (caller: Caller, quantity = 2, f = flavor) =>
  call(caller, 'POST', '/api/cart/add', { productId: product.id, selectedFlavor: f, quantity });
export const start = (caller: Caller, method: 'card' | 'wallet' | 'kiosk', extra: object = {}) =>
  call(caller, 'POST', '/api/payments/paymob/intentions', {
    method,
    address,
    phone: '01012345678',
    ...extra,
  });
export const statusOf = async (caller: Caller, reference: string) =>
  (await call(caller, 'GET', `/api/payments/paymob/${reference}`)).json();
export const ordersOf = async (caller: Caller) =>
  (await call(caller, 'GET', `/api/users/${caller.id}/orders`)).json() as Record<string, unknown>[];
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
export const clientSecretOf = (checkoutUrl: string) => new URL(checkoutUrl).searchParams.get('clientSecret')!;
export const intentionOf = (checkoutUrl: string) => paymob.intentions.get(clientSecretOf(checkoutUrl))!;

/** A shopper with `quantity` units in the cart who started paying by `method`. */
export async function started(method: 'card' | 'wallet' | 'kiosk', quantity = 2) {
  const s = shopper();
  await fill(s, quantity);
  const res = await start(s, method);
  expect(res.statusCode, res.body).toBe(201);
  const { reference, checkoutUrl } = res.json() as { reference: string; checkoutUrl: string };
  return {
    s,
    reference,
    checkoutUrl,
    intention: intentionOf(checkoutUrl),
    secret: clientSecretOf(checkoutUrl),
  };
}

/** Posts a callback the way Paymob does, with any body and signature. */
export const postCallback = (body: unknown, hmac?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/paymob/callback${hmac === undefined ? '' : `?hmac=${hmac}`}`,
    payload: body as object,
  });

/** A transaction of `intention` as Paymob would sign it. */
export function transactionOf(intention: FakeIntention, fields: Record<string, unknown> = {}) {
  return {
    id: 7_000_000 + Math.floor(Math.random() * 1_000_000),
    pending: false,
    success: true,
    amount_cents: intention.amountCents,
    currency: 'EGP',
    integration_id: intention.integrationId,
    has_parent_transaction: false,
    is_refunded: false,
    is_voided: false,
    order: { id: intention.orderId },
    created_at: '2026-11-26T10:00:00.000000',
    source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
    ...fields,
  };
}

export function reconcileDeps() {
  return orderDeps(t.app, t.app.log);
}
export function clientOf() {
  return createPaymobClient(paymob.config);
}

/** Registers the file's app (demo catalogue, 40 shoppers and an admin), the fake Paymob, and their closing. */
export function setUpPaymobApp(): void {
  beforeAll(async () => {
    paymob = await startFakePaymob({
      transport: async (url, body) =>
        (
          await t.app.inject({
            method: 'POST',
            url: `${url.pathname}${url.search}`,
            headers: { 'content-type': 'application/json' },
            payload: body,
          })
        ).statusCode,
    });
    const { config } = paymob;
    t = await createTestApp({
      env: {
        PAYMOB_SECRET_KEY: config.secretKey,
        PAYMOB_PUBLIC_KEY: config.publicKey,
        PAYMOB_HMAC_SECRET: config.hmacSecret,
        PAYMOB_API_BASE: config.apiBase,
        PAYMOB_CARD_INTEGRATION_ID: String(config.integrations.card),
        PAYMOB_WALLET_INTEGRATION_ID: String(config.integrations.wallet),
        PAYMOB_KIOSK_INTEGRATION_ID: String(config.integrations.kiosk),
        PAYMOB_API_KEY: config.apiKey!,
      },
    });
    await seedDemoCatalogue(t.app.db, t.app.files);
    const all = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as Product[];
    product = all.find(
      (p) => p.available_flavors.length >= 2 && Object.values(p.flavor_quantity).some((q) => q >= 10),
    )!;
    flavor = product.available_flavors.find((f) => product.flavor_quantity[f]! >= 10)!;
    shoppers = await quickShoppers(t.app, 40, 'paymob');
    admin = (await quickShoppers(t.app, 1, 'paymob-admin', 'admin'))[0]!;
    await setStock(STOCK);
  });
  afterEach(async () => {
    paymob.behaviour.failRefund = false;
    paymob.behaviour.unreachable = false;
    await setStock(STOCK);
  });
  afterAll(async () => {
    await t.close();
    await paymob.close();
  });
}
