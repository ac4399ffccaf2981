import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AdminProductDto } from '@atlas/shared/contract/admin-products';
import type { ProductDto } from '@atlas/shared/contract/products';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { auditLog } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { callAs, quickShoppers, signIn, type CallArgs, type Caller } from '../../test/shoppers';

/** The shared setup of the admin-products-*.test.ts files: one app per file, seeded the same way. */

// Set by the hooks of setUpAdminProductsApp: read them inside tests and hooks only.
export let ctx: TestContext;
export let admin: Caller;
export let shopper: Caller;
export const call = (...args: CallArgs) => callAs(ctx.app, ...args);
export const REQUIRED = 'All required fields must be filled';
export const INCOMPLETE = 'Incomplete Information: Please provide flavor name, quantity, and image URL.';

export const base = {
  name: 'Iso Whey Zero',
  description: 'Whey isolate, zero sugar.',
  price: 1899.5,
  image: 'https://cdn.example.com/iso.png',
  category: 'Protein',
  brand: 'Atlas Labs',
  available_size: '2 lb',
  quantity: 40,
};
let seq = 0;
export const unique = (name: string) => `${name} ${++seq}`;

export async function create(body: Record<string, unknown>): Promise<AdminProductDto> {
  const res = await call(admin, 'POST', '/api/products/admin', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
export const shop = async (id: number, lang = 'en'): Promise<ProductDto> => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/products/${id}`,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
export const auditRows = (action: string, entityId: string) =>
  ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
export const auditCount = async () =>
  (await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;

/** Registers the file's app (demo accounts and catalogue, an admin and a shopper) and its closing. */
export function setUpAdminProductsApp(): void {
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoAccounts(ctx.app.db);
    await seedDemoCatalogue(ctx.app.db, ctx.app.files);
    admin = await signIn(ctx.app, 'admin@atlas.demo', 'Admin@2026');
    shopper = (await quickShoppers(ctx.app, 1, 'admin-products-shopper'))[0]!;
  });
  afterAll(() => ctx.close());
}
