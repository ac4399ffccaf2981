import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductDto } from '@atlas/shared/contract/admin-products';
import type { ProductDto } from '@atlas/shared/contract/products';
import { productFlavors, products, users } from '../../db/schema/index';
import { signAccessToken } from '../../lib/access-tokens';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { callAs, quickShoppers, signIn, type CallArgs, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';
import { startOtherProcess, within, type OtherProcess } from '../../test/other-process';

let t: TestContext;
let admin: Caller;
let shopper: Caller;
const used = new Set<number>();

const call = (...args: CallArgs) => callAs(t.app, ...args);
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const product = async (id: number) => {
  const res = await get(`/api/products/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return { dto: res.json() as ProductDto, etag: res.headers.etag as string };
};
const listed = async (url: string, id: number) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return {
    dto: (res.json() as ProductDto[]).find((p) => p.id === id),
    etag: res.headers.etag as string,
    total: Number(res.headers['x-total-count']),
  };
};
/** A product no other test of this file has touched, with a flavor holding at least `min` units. */
async function freshProduct(min: number, test: (p: ProductDto) => boolean = () => true) {
  const all = (await get('/api/products')).json() as ProductDto[];
  const p = all.find(
    (p) => !used.has(p.id) && test(p) && Object.values(p.flavor_quantity).some((q) => q >= min),
  )!;
  used.add(p.id);
  return { p, flavor: p.available_flavors.find((f) => p.flavor_quantity[f]! >= min)! };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.app.db);
  await seedDemoCatalogue(t.app.db, t.app.files);
  admin = await signIn(t.app, 'admin@atlas.demo', 'Admin@2026');
  shopper = (await quickShoppers(t.app, 1, 'fresh'))[0]!;
});
afterAll(() => t.close());

describe('the catalogue answers from memory and stays current', () => {
  it('shows the stock an order took on the very next listing and details request, with new ETags', async () => {
    const { p, flavor } = await freshProduct(3);
    const before = await product(p.id);
    const listUrl = `/api/products?q=${encodeURIComponent(p.name)}`;
    const listBefore = await listed(listUrl, p.id);
    expect(listBefore.dto).toEqual(before.dto);

    const add = await call(shopper, 'POST', '/api/cart/add', {
      productId: p.id,
      selectedFlavor: flavor,
      quantity: 2,
    });
    expect(add.statusCode, add.body).toBe(200);
    const order = await call(
      shopper,
      'POST',
      `/api/users/${shopper.id}/orders`,
      {
        paymentMethod: 'cod',
        address: { street: '1 Nile St', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
      },
      { 'idempotency-key': `fresh-${Date.now()}` },
    );
    expect(order.statusCode, order.body).toBe(201);

    const after = await product(p.id);
    expect(after.dto.flavor_quantity[flavor]).toBe(p.flavor_quantity[flavor]! - 2);
    expect(after.dto.quantity).toBe(Math.max(p.quantity - 2, 0));
    expect(after.etag).not.toBe(before.etag);
    const revalidated = await get(`/api/products/${p.id}`, { 'if-none-match': before.etag });
    expect(revalidated.statusCode).toBe(200);
    expect((await get(`/api/products/${p.id}`, { 'if-none-match': after.etag })).statusCode).toBe(304);

    const listAfter = await listed(listUrl, p.id);
    expect(listAfter.dto).toEqual(after.dto);
    expect(listAfter.etag).not.toBe(listBefore.etag);
    expect(listAfter.total).toBe(listBefore.total);
  });

  it('shows a flavor sold out through PATCH /products/{id}/flavors at once, in-stock flags included', async () => {
    const { p } = await freshProduct(1, (p) => Object.values(p.flavor_quantity).every((q) => q > 0));
    const listUrl = `/api/products?brand=${encodeURIComponent(p.brand)}&limit=100`;
    const listBefore = await listed(listUrl, p.id);
    expect(listBefore.dto!.inStock).toBe(true);

    let answer: ProductDto | undefined;
    for (const flavor of p.available_flavors) {
      const res = await call(admin, 'PATCH', `/api/products/${p.id}/flavors`, {
        flavor: flavor.toUpperCase(),
        quantity: p.flavor_quantity[flavor],
      });
      expect(res.statusCode, res.body).toBe(200);
      answer = res.json() as ProductDto;
      // the answer to the write already shows it, and so does the next read
      expect(answer.flavor_quantity[flavor]).toBe(0);
      expect((await product(p.id)).dto.flavor_quantity[flavor]).toBe(0);
    }
    expect(answer!.inStock).toBe(false);

    const { dto } = await product(p.id);
    expect(dto).toEqual(answer);
    expect(dto.inStock).toBe(false);
    expect(Object.values(dto.flavor_quantity).every((q) => q === 0)).toBe(true);
    const listAfter = await listed(listUrl, p.id);
    expect(listAfter.dto).toEqual(dto);
    expect(listAfter.etag).not.toBe(listBefore.etag);
    const arabic = (await get(`/api/products/${p.id}`, { 'accept-language': 'ar' })).json() as ProductDto;
    expect(arabic.inStock).toBe(false);
    expect(arabic.flavor_quantity).toEqual(dto.flavor_quantity);

    const sold = await call(admin, 'PATCH', `/api/products/${p.id}/flavors`, {
      flavor: p.available_flavors[0],
      quantity: 1,
    });
    expect(sold.statusCode).toBe(409);
  });

  it('picks up SQL written straight to product_flavors and products (the triggers)', async () => {
    const { p, flavor } = await freshProduct(1);
    await t.app.db.execute(
      sql`update product_flavors set quantity = 77 where product_id = ${p.id} and name = ${flavor}`,
    );
    expect((await product(p.id)).dto.flavor_quantity[flavor]).toBe(77);

    // a price change moves the product in the price sort and the facets
    const top = (await get('/api/products?sort=price-desc&limit=1')).json() as ProductDto[];
    await t.app.db.execute(
      sql`update products set price_piastres = ${Math.round(top[0]!.price * 100) + 10_000}, discount = 0 where id = ${p.id}`,
    );
    const first = (await get('/api/products?sort=price-desc&limit=1')).json() as ProductDto[];
    expect(first[0]!.id).toBe(p.id);
    expect((await get('/api/products/facets')).json().maxPrice).toBe(first[0]!.discountedPrice);

    // a new product appears, a deleted one is gone
    const { total } = await listed('/api/products', p.id);
    const [row] = await t.app.db
      .insert(products)
      .values({
        nameEn: 'Fresh oats',
        nameAr: 'شوفان',
        pricePiastres: 9_900,
        category: p.category,
        brand: p.brand,
      })
      .returning({ id: products.id });
    await t.app.db
      .insert(productFlavors)
      .values({ productId: row!.id, name: 'Plain', nameAr: 'سادة', quantity: 4 });
    const added = await listed('/api/products', row!.id);
    expect(added.total).toBe(total + 1);
    expect(added.dto).toMatchObject({ name: 'Fresh oats', flavor_quantity: { Plain: 4 } });
    expect(((await get(`/api/products/${p.id}/related`)).json() as ProductDto[])[0]!.id).toBe(row!.id);
    await t.app.db.execute(sql`delete from products where id = ${row!.id}`);
    expect((await get(`/api/products/${row!.id}`)).statusCode).toBe(404);
    expect((await listed('/api/products', p.id)).total).toBe(total);
  });

  it('serves the same catalogue in-process through app.catalogue', async () => {
    const { p } = await freshProduct(1);
    // as our own pages ask: media URLs stay root-relative, as the pages render them
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { 'sec-fetch-site': 'same-origin', ...headers } });
    const page = await t.app.catalogue.list({ sort: 'default', page: 1, limit: 9 }, 'en');
    expect(page.items).toEqual((await get('/api/products?limit=9')).json());
    expect(page.total).toBe(Number((await get('/api/products?limit=9')).headers['x-total-count']));
    expect(await t.app.catalogue.get(p.id, 'ar')).toEqual(
      (await get(`/api/products/${p.id}`, { 'accept-language': 'ar' })).json(),
    );
    expect(await t.app.catalogue.related(p.id, 'en')).toEqual(
      (await get(`/api/products/${p.id}/related`)).json(),
    );
    expect(await t.app.catalogue.facets()).toEqual((await get('/api/products/facets')).json());
    await expect(t.app.catalogue.get(999_999, 'en')).rejects.toMatchObject({
      statusCode: 404,
      message: 'Product not found',
    });
    const ids = await t.app.catalogue.productIds();
    expect(ids).toContain(p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    // lastModified follows what a shopper reads, not the stock
    const modified = (await t.app.catalogue.lastModified(p.id))!;
    expect(modified).toBeInstanceOf(Date);
    await t.app.db.execute(
      sql`update product_flavors set quantity = quantity + 1 where product_id = ${p.id}`,
    );
    expect(await t.app.catalogue.lastModified(p.id)).toEqual(modified);
    const version = t.app.catalogue.version;
    await t.app.db.execute(sql`update products set name_en = name_en || ' Plus' where id = ${p.id}`);
    expect((await t.app.catalogue.get(p.id, 'en')).name).toBe(`${p.name} Plus`);
    expect((await t.app.catalogue.lastModified(p.id))!.getTime()).toBeGreaterThan(modified.getTime());
    expect(t.app.catalogue.version).toBeGreaterThan(version);
    expect(await t.app.catalogue.lastModified(999_999)).toBeUndefined();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL, with another server process', () => {
  let other: OtherProcess;
  let otherUrl: string;
  let databaseUrl: string;

  beforeAll(async () => {
    other = await startOtherProcess(t);
    ({ url: otherUrl, databaseUrl } = other);
  }, 90_000);
  afterAll(() => other?.stop());

  const otherProduct = async (id: number) =>
    (await (await fetch(`${otherUrl}/api/products/${id}`)).json()) as ProductDto;

  it('sees stock taken through the other process within a second', async () => {
    const { p, flavor } = await freshProduct(2);
    const res = await fetch(`${otherUrl}/api/products/${p.id}/flavors`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ flavor, quantity: 1 }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as ProductDto).flavor_quantity[flavor]).toBe(p.flavor_quantity[flavor]! - 1);
    const took = await within(1000, async () => {
      const { dto } = await product(p.id);
      return dto.flavor_quantity[flavor] === p.flavor_quantity[flavor]! - 1;
    });
    expect(took).toBeLessThanOrEqual(1000);
  });

  it('shows supplement facts an admin writes here through the other process within a second', async () => {
    const { p } = await freshProduct(0);
    const facts = {
      servingSize: 30,
      servingUnit: 'g',
      containerSize: 900,
      servingsPerContainer: 30,
      perServing: { energyKcal: 115, proteinG: 23, carbsG: 2, sugarG: 1, fatG: 1.5 },
      allergens: ['milk'],
    };
    const res = await call(admin, 'PUT', `/api/products/admin/${p.id}`, {
      name: p.name,
      description: p.description,
      price: p.price,
      image: p.image,
      category: p.category,
      available_size: p.available_size,
      quantity: p.quantity,
      facts,
    });
    expect(res.statusCode, res.body).toBe(200);
    // 30 servings at the discounted price
    const perServing = Math.round(Math.round(p.discountedPrice * 100) / 30) / 100;
    const took = await within(1000, async () => (await otherProduct(p.id)).pricePerServing === perServing);
    expect(took).toBeLessThanOrEqual(1000);
    const free = async () =>
      ((await (await fetch(`${otherUrl}/api/products?allergenFree=milk`)).json()) as ProductDto[]).some(
        (x) => x.id === p.id,
      );
    expect(await free()).toBe(false);
  });

  it("answers the admin's list through the other process with an edit made here within a second", async () => {
    const { p } = await freshProduct(0);
    const name = `${p.name} Renamed Elsewhere`;
    const adminList = async (query: string) => {
      const res = await fetch(`${otherUrl}/api/products/admin?query=${encodeURIComponent(query)}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as AdminProductDto[]).map((x) => x.id);
    };
    expect(await adminList(name)).toEqual([]);
    const res = await call(admin, 'PUT', `/api/products/admin/${p.id}`, {
      name,
      description: p.description,
      price: p.price,
      image: p.image,
      category: p.category,
      available_size: p.available_size,
      quantity: p.quantity,
    });
    expect(res.statusCode, res.body).toBe(200);
    const took = await within(1000, async () => (await adminList(name)).includes(p.id));
    expect(took).toBeLessThanOrEqual(1000);
  });

  it('refuses an admin demoted here in the other process within a second', async () => {
    const [row] = await t.app.db
      .insert(users)
      .values({ email: 'demoted-elsewhere@example.com', role: 'admin', isVerified: true })
      .returning();
    const token = await signAccessToken(t.env.JWT_SECRET, {
      sub: row!.id,
      role: 'admin',
      email: row!.email,
    });
    const audit = async () =>
      (await fetch(`${otherUrl}/api/admin/audit`, { headers: { authorization: `Bearer ${token}` } })).status;
    // twice: the other process has read the role and keeps it
    expect(await audit()).toBe(200);
    expect(await audit()).toBe(200);
    await t.app.db.update(users).set({ role: 'user' }).where(eq(users.id, row!.id));
    const took = await within(1000, async () => (await audit()) === 403);
    expect(took).toBeLessThanOrEqual(1000);
  });

  it('shows stock taken here through the other process within a second', async () => {
    const { p, flavor } = await freshProduct(2);
    const res = await call(admin, 'PATCH', `/api/products/${p.id}/flavors`, { flavor, quantity: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const took = await within(1000, async () => {
      const dto = await otherProduct(p.id);
      return dto.flavor_quantity[flavor] === p.flavor_quantity[flavor]! - 2;
    });
    expect(took).toBeLessThanOrEqual(1000);
  });

  it('sees SQL from another connection within a second, also after losing its listening connection', async () => {
    const outside = new pg.Client({ connectionString: databaseUrl });
    await outside.connect();
    try {
      const { p, flavor } = await freshProduct(1);
      await outside.query('update product_flavors set quantity = 55 where product_id = $1 and name = $2', [
        p.id,
        flavor,
      ]);
      const took = await within(1000, async () => (await product(p.id)).dto.flavor_quantity[flavor] === 55);
      expect(took).toBeLessThanOrEqual(1000);

      // both processes lose their listening connections; a change made meanwhile still arrives
      const killed = await outside.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'atlas-catalogue-listener' and datname = current_database()`,
      );
      expect(killed.rowCount).toBe(2);
      await outside.query('update product_flavors set quantity = 66 where product_id = $1 and name = $2', [
        p.id,
        flavor,
      ]);
      const recovered = await within(
        2000,
        async () => (await product(p.id)).dto.flavor_quantity[flavor] === 66,
      );
      expect(recovered).toBeLessThanOrEqual(2000);
      const recoveredThere = await within(
        2000,
        async () => (await otherProduct(p.id)).flavor_quantity[flavor] === 66,
      );
      expect(recoveredThere).toBeLessThanOrEqual(2000);
    } finally {
      await outside.end();
    }
  });
});
