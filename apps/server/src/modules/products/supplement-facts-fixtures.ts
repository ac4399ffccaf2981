import { afterAll, beforeAll, expect } from 'vitest';
import type { AdminProductDto } from '@atlas/shared/contract/admin-products';
import type { ProductDto } from '@atlas/shared/contract/products';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { createTestApp, type TestContext } from '../../test/test-app';
import { callAs, quickShoppers, signIn, type CallArgs, type Caller } from '../../test/shoppers';

/** The shared setup of the supplement-facts-*.test.ts files: one app per file, and the labels they write. */

// Set by the hooks of setUpFactsApp: read them inside tests and hooks only.
export let t: TestContext;
export let admin: Caller;
export let shopper: Caller;
export const call = (...args: CallArgs) => callAs(t.app, ...args);
export const CATEGORY = 'Facts Test';

export const whey = {
  servingSize: 31,
  servingUnit: 'g',
  containerSize: 2270,
  servingsPerContainer: 73,
  maxServingsPerDay: 3,
  perServing: { energyKcal: 120, proteinG: 24, carbsG: 3, sugarG: 1, fatG: 1.5 },
  allergens: ['milk', 'soy'],
  suitableFor: ['halal'],
};
export const pea = {
  ...whey,
  servingsPerContainer: 30,
  containerSize: 1000,
  perServing: { energyKcal: 110, proteinG: 21, carbsG: 2, sugarG: 0, fatG: 2 },
  allergens: [],
  suitableFor: ['vegan', 'halal'],
};
export const preWorkout = {
  servingSize: 10,
  servingUnit: 'g',
  containerSize: 300,
  servingsPerContainer: 30,
  perServing: { energyKcal: 5, proteinG: 0, carbsG: 1, sugarG: 0, fatG: 0, caffeineMg: 300 },
  allergens: [],
  suitableFor: [],
};

let seq = 0;
export const body = (extra: Record<string, unknown>) => ({
  name: `Facts product ${++seq}`,
  nameAr: 'منتج بملصق',
  description: 'A product with a label.',
  price: 1000,
  image: 'https://cdn.example.com/facts.png',
  category: CATEGORY,
  brand: 'Atlas Labs',
  available_size: '2 lb',
  quantity: 10,
  ...extra,
});
export const flavorRow = (name: string, facts?: unknown) => ({
  name,
  quantity: 5,
  image: `https://cdn.example.com/${name.replace(/ /g, '-')}.png`,
  ...(facts === undefined ? {} : { facts }),
});

export async function create(extra: Record<string, unknown>): Promise<AdminProductDto> {
  const res = await call(admin, 'POST', '/api/products/admin', body(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
export const shop = async (id: number): Promise<ProductDto> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
export const list = async (query: string): Promise<ProductDto[]> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products?category=${encodeURIComponent(CATEGORY)}&${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Registers the file's app (demo accounts and catalogue, an admin and a shopper) and its closing. */
export function setUpFactsApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoAccounts(t.app.db);
    await seedDemoCatalogue(t.app.db, t.app.files);
    admin = await signIn(t.app, 'admin@atlas.demo', 'Admin@2026');
    shopper = (await quickShoppers(t.app, 1, 'facts-shopper'))[0]!;
  });
  afterAll(() => t.close());
}
