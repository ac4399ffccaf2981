import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { productFlavors } from '../../db/schema/index';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { seedDemoTrainers } from '../../db/seed/demo-trainers';
import { bearer, callAs, type CallArgs, nextIp, quickShoppers, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';

/** The shared setup of the promotions-*.test.ts files: one app per file, seeded the same way. */

export interface Product {
  id: number;
  name: string;
  price: number;
  discount: number;
  discountedPrice: number;
  category: string;
  brand: string;
  available_flavors: string[];
  flavor_quantity: Record<string, number>;
  offer?: { name: string; endsAt: string | null; lastDay: string | null };
}

// Set by the hooks of setUpPromotionsApp: read them inside tests and hooks only.
export let t: TestContext;
export let admin: Caller;
export let shoppers: Caller[];
let next = 0;
/** A shopper no test used before. */
export const fresh = () => shoppers[next++]!;
export let full: Product; // no discount of its own, plenty of stock
export let flavor: string;
export let other: Product; // another category and brand than `full`
export const address = {
  street: '5 Tahrir St',
  city: 'Cairo',
  state: 'Cairo',
  zipCode: '11511',
  country: 'Egypt',
  governorate: 'EG-C',
};
let keySeq = 0;

export const call = (...args: CallArgs) => callAs(t.app, ...args);
export const addToCart = (caller: Caller, p: Product, quantity = 1, f = p.available_flavors[0]!) =>
  call(caller, 'POST', '/api/cart/add', { productId: p.id, selectedFlavor: f, quantity });
export const placeOrder = (caller: Caller, body: object = { paymentMethod: 'cod', address }) =>
  call(caller, 'POST', `/api/users/${caller.id}/orders`, body, {
    'idempotency-key': `promo-${++keySeq}-${Date.now()}`,
  });
/** From a new address each time: the per-address limit is tested on its own. */
export const applyCode = (caller: Caller, code: string, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/cart/code',
    headers: bearer(caller),
    payload: { code },
    remoteAddress,
  });

let codeSeq = 0;
export async function createCode(body: object): Promise<{ id: number; code: string }> {
  const res = await call(admin, 'POST', '/api/admin/coupons', {
    code: `TEST${++codeSeq}X`,
    kind: 'percent',
    percent: 10,
    maxUsesPerShopper: null,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export const egp = (piastres: number) => piastres / 100;
export const toPiastres = (egpValue: number) => Math.round(egpValue * 100);

/** Registers the file's app (demo catalogue and trainers, an admin, 40 shoppers, two products) and its closing. */
export function setUpPromotionsApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoCatalogue(t.app.db, t.app.files);
    await seedDemoTrainers(t.app.db, t.app.files);
    admin = (await quickShoppers(t.app, 1, 'promo-admin', 'admin'))[0]!;
    shoppers = await quickShoppers(t.app, 40, 'promo-shopper');
    const all = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as Product[];
    full = all.find((p) => p.discount === 0 && Object.values(p.flavor_quantity).some((q) => q >= 50))!;
    flavor = full.available_flavors.find((f) => full.flavor_quantity[f]! >= 50)!;
    full = { ...full, available_flavors: [flavor] };
    for (const p of all) {
      if (p.id === full.id || p.category === full.category || p.brand === full.brand) continue;
      const f = p.available_flavors.find((name) => p.flavor_quantity[name]! >= 20);
      if (f && p.discount === 0) {
        other = { ...p, available_flavors: [f] };
        break;
      }
    }
    expect(other).toBeDefined();
    // stock for the races and the many orders below
    await t.app.db
      .update(productFlavors)
      .set({ quantity: 5000 })
      .where(and(eq(productFlavors.productId, full.id), eq(productFlavors.name, flavor)));
    await t.app.catalogue.refresh();
  }, 60_000);
  afterAll(() => t.close());
}
