import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductDto } from '@atlas/shared/contract/admin-products';
import type { ProductDto } from '@atlas/shared/contract/products';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { auditLog, cartItems, favorites, orderItems, orders, products } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { callAs, quickShoppers, signIn, type CallArgs, type Caller } from '../../test/shoppers';

let ctx: TestContext;
let admin: Caller;
let shopper: Caller;
const call = (...args: CallArgs) => callAs(ctx.app, ...args);
const REQUIRED = 'All required fields must be filled';
const INCOMPLETE = 'Incomplete Information: Please provide flavor name, quantity, and image URL.';

const base = {
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
const unique = (name: string) => `${name} ${++seq}`;

async function create(body: Record<string, unknown>): Promise<AdminProductDto> {
  const res = await call(admin, 'POST', '/api/products/admin', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const shop = async (id: number, lang = 'en'): Promise<ProductDto> => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/products/${id}`,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const auditRows = (action: string, entityId: string) =>
  ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
const auditCount = async () =>
  (await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoAccounts(ctx.app.db);
  await seedDemoCatalogue(ctx.app.db, ctx.app.files);
  admin = await signIn(ctx.app, 'admin@atlas.demo', 'Admin@2026');
  shopper = (await quickShoppers(ctx.app, 1, 'admin-products-shopper'))[0]!;
});
afterAll(() => ctx.close());

describe('guards', () => {
  const routes: [CallArgs[1], string, unknown?][] = [
    ['GET', '/api/products/admin'],
    ['POST', '/api/products/admin', base],
    ['PUT', '/api/products/admin/1', base],
    ['DELETE', '/api/products/1/admin'],
    ['PATCH', '/api/products/1/admin/flavors', { flavor: 'Vanilla', quantity: 3 }],
    ['DELETE', '/api/products/1/admin/flavor/Vanilla'],
    ['POST', '/api/products/1/admin/flavor', { flavorName: 'Kiwi', quantity: 1, imageUrl: '/media/x.webp' }],
  ];
  it.each(routes)('%s %s: 401 for a visitor, 403 for a shopper', async (method, url, body) => {
    expect((await call(null, method, url, body)).statusCode).toBe(401);
    expect((await call(shopper, method, url, body)).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the admin product routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/products/admin',
      '/api/products/admin/{id}',
      '/api/products/{id}/admin/flavor/{flavor}',
    ])
      expect(paths).toContain(path);
  });
});

describe('GET /products/admin', () => {
  it('pages newest first (12 by default) with the total, both languages and the flavors', async () => {
    const res = await call(admin, 'GET', '/api/products/admin');
    expect(res.statusCode).toBe(200);
    const items = res.json() as AdminProductDto[];
    const total = Number(res.headers['x-total-count']);
    expect(items).toHaveLength(12);
    const [{ n }] = (await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(products)) as [
      { n: number },
    ];
    expect(total).toBe(n);
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1]!, items[i]!];
      expect(a.dateAdded > b.dateAdded || (a.dateAdded === b.dateAdded && a.id > b.id)).toBe(true);
    }
    const withFlavors = items.find((p) => p.flavors.length > 1)!;
    expect(withFlavors.nameAr).not.toBe('');
    expect(withFlavors.flavors[0]).toMatchObject({ name: expect.any(String), quantity: expect.any(Number) });
    expect(withFlavors.flavors[0]!.image).toMatch(/^http:\/\/localhost:80\/media\//);
    expect(withFlavors.image).toMatch(/^http:\/\/localhost:80\/media\//);
    expect(withFlavors.available_flavors).toEqual(withFlavors.flavors.map((f) => f.name));
    // the same flavors, in the shop's order
    expect((await shop(withFlavors.id)).available_flavors).toEqual(withFlavors.available_flavors);

    const page2 = (
      await call(admin, 'GET', '/api/products/admin?page=2&limit=5')
    ).json() as AdminProductDto[];
    const first10 = (await call(admin, 'GET', '/api/products/admin?limit=10')).json() as AdminProductDto[];
    expect(page2.map((p) => p.id)).toEqual(first10.slice(5).map((p) => p.id));
  });

  it('searches by name (either language), brand, category and id', async () => {
    const made = await create({
      ...base,
      name: unique('Searchable Zebra'),
      nameAr: 'حمار وحشي',
      brand: 'Zed_Brand%',
    });
    const search = async (type: string, query: string) => {
      const res = await call(
        admin,
        'GET',
        `/api/products/admin?type=${type}&query=${encodeURIComponent(query)}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as AdminProductDto[]).map((p) => p.id);
    };
    expect(await search('name', 'zebra')).toEqual([made.id]);
    expect(await search('name', 'وحشي')).toEqual([made.id]);
    expect(await search('brand', 'zed_brand%')).toEqual([made.id]);
    expect(await search('brand', 'zed%brand')).toEqual([]); // LIKE wildcards are literal
    expect(await search('id', String(made.id))).toEqual([made.id]);
    expect(await search('id', 'abc')).toEqual([]);
    expect(await search('id', '99999999999')).toEqual([]);
    const protein = await search('category', 'PROTEIN');
    expect(protein).toContain(made.id);
    // a type the section does not search falls back to its default, name
    expect(await search('email', 'zebra')).toEqual([made.id]);
  });

  it('refuses a bad page or limit with a 400', async () => {
    for (const q of ['limit=101', 'limit=0', 'page=0', 'limit=abc', 'query=%00']) {
      const res = await call(admin, 'GET', `/api/products/admin?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('POST /products/admin', () => {
  it('adds a product with its flavors; the shop sees it at once', async () => {
    const before = await auditCount();
    const product = await create({
      ...base,
      name: unique('Iso Whey'),
      nameAr: 'واي معزول',
      descriptionAr: 'بروتين معزول',
      discount: 10,
      expiration_date: '2027-05-31',
      isNew: true,
      // an upload's answer: stored as our media path, answered absolute again
      image: 'http://localhost:3000/media/products/abc.webp',
      flavors: [
        { name: 'Vanilla', nameAr: 'فانيليا', quantity: 5, image: '/media/flavors/v.webp' },
        { name: 'Mocha', quantity: '0', image: 'https://cdn.example.com/m.png' },
        { name: 'No Image', quantity: 3 }, // incomplete: dropped
        { name: '', quantity: 3, image: '/media/x.webp' }, // incomplete
        { name: 'No Quantity', quantity: 'lots', image: '/media/x.webp' }, // not numeric: dropped
      ],
      unknownField: 'ignored',
    });
    expect(product).toMatchObject({
      nameAr: 'واي معزول',
      price: 1899.5,
      discount: 10,
      discountedPrice: 1709.55,
      brand: 'Atlas Labs',
      expiration_date: '2027-05-31',
      isNew: true,
      isHot: false,
      inStock: true,
      quantity: 40,
      image: 'http://localhost:80/media/products/abc.webp',
    });
    expect(product.flavors).toEqual([
      {
        name: 'Vanilla',
        nameAr: 'فانيليا',
        quantity: 5,
        image: 'http://localhost:80/media/flavors/v.webp',
        facts: null,
      },
      { name: 'Mocha', nameAr: '', quantity: 0, image: 'https://cdn.example.com/m.png', facts: null },
    ]);
    const [row] = await ctx.app.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.image).toBe('/media/products/abc.webp');

    const seen = await shop(product.id, 'ar');
    expect(seen.name).toBe('واي معزول');
    expect(seen.flavor_quantity).toEqual({ Vanilla: 5, Mocha: 0 });
    expect(seen.flavor_labels).toEqual({ Vanilla: 'فانيليا', Mocha: 'Mocha' });

    const [audit] = await auditRows('product.create', String(product.id));
    expect(audit).toMatchObject({ entity: 'product', actorEmail: 'admin@atlas.demo', before: null });
    expect(audit!.after).toMatchObject({ id: product.id, name: product.name });
    expect(await auditCount()).toBe(before + 1);
  });

  it('takes the spec shape (flavor list and maps); a missing Arabic text falls back to English', async () => {
    const product = await create({
      ...base,
      name: unique('Spec Shape'),
      price: '250',
      quantity: '7',
      available_flavors: ['Lemon', 'Berry', 'Ghost'],
      flavor_quantity: { Lemon: 4, berry: 0, Ghost: 2 },
      product_images: { Lemon: '/media/l.webp', Berry: 'https://x.example/b.png' },
      inStock: false,
    });
    expect(product.flavors.map((f) => [f.name, f.quantity])).toEqual([
      ['Lemon', 4],
      ['Berry', 0],
    ]);
    // with flavors, in stock follows them, whatever inStock says
    expect(product.inStock).toBe(true);
    expect(product.nameAr).toBe('');
    const ar = await shop(product.id, 'ar');
    expect(ar.name).toBe(product.name);
    expect(ar.description).toBe(base.description);
  });

  it('in stock: without flavors as sent (default true); with flavors only if one has units', async () => {
    expect((await create({ ...base, name: unique('Plain') })).inStock).toBe(true);
    expect((await create({ ...base, name: unique('Plain Off'), inStock: false })).inStock).toBe(false);
    const soldOut = await create({
      ...base,
      name: unique('Sold Out'),
      inStock: true,
      flavors: [{ name: 'Only', quantity: 0, image: '/media/o.webp' }],
    });
    expect(soldOut.inStock).toBe(false);
    expect((await shop(soldOut.id)).inStock).toBe(false);
  });

  it.each(['name', 'description', 'price', 'image', 'category', 'available_size', 'quantity'])(
    'without %s: "All required fields must be filled" naming it',
    async (field) => {
      for (const value of [undefined, null, '', '  ']) {
        const res = await call(admin, 'POST', '/api/products/admin', { ...base, [field]: value });
        expect(res.statusCode, `${field}=${String(value)}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: REQUIRED });
        expect(res.json().fields).toEqual({ [field]: REQUIRED });
      }
    },
  );

  it('a price or quantity of 0 fails like a missing one (spec 001 §5); every missing field is named', async () => {
    for (const field of ['price', 'quantity']) {
      const res = await call(admin, 'POST', '/api/products/admin', { ...base, [field]: 0 });
      expect(res.json()).toMatchObject({ message: REQUIRED, fields: { [field]: REQUIRED } });
    }
    const res = await call(admin, 'POST', '/api/products/admin', { brand: 'Only Brand' });
    expect(Object.keys(res.json().fields).sort()).toEqual(
      ['available_size', 'category', 'description', 'image', 'name', 'price', 'quantity'].sort(),
    );
  });

  it('brand, expiration date and discount are optional; discount defaults to 0', async () => {
    const { brand: _brand, ...noBrand } = base;
    const product = await create({ ...noBrand, name: unique('Bare') });
    expect(product).toMatchObject({
      brand: '',
      discount: 0,
      expiration_date: null,
      discountedPrice: base.price,
    });
    const iso = await create({
      ...base,
      name: unique('Iso Date'),
      expiration_date: '2028-01-15T00:00:00.000Z',
    });
    expect(iso.expiration_date).toBe('2028-01-15');
  });

  it('refuses bad values with a 400 naming the field, never a 5xx', async () => {
    const bad: [string, unknown][] = [
      ['price', -1],
      ['price', 12.345],
      ['price', 'abc'],
      ['price', 'NaN'],
      ['price', 1e308],
      ['price', '1e400'],
      ['price', true],
      ['price', { amount: 1 }],
      ['quantity', 1.5],
      ['quantity', -3],
      ['quantity', 99_999_999_999],
      ['quantity', 'twelve'],
      ['discount', 101],
      ['discount', -1],
      ['discount', 12.5],
      ['discount', 'x'],
      ['image', 'javascript:alert(1)'],
      ['image', 'ftp://example.com/a.png'],
      ['image', '/etc/passwd'],
      ['image', '/media/../secret'],
      ['expiration_date', '2027-02-30'],
      ['expiration_date', 'tomorrow'],
      ['expiration_date', 20270101],
      ['name', 'x'.repeat(201)],
      ['name', 'bad\u0000name'],
      ['isNew', 'maybe'],
      ['flavors', 'Vanilla'],
      ['available_flavors', [1, 2]],
    ];
    for (const [field, value] of bad) {
      const res = await call(admin, 'POST', '/api/products/admin', {
        ...base,
        name: unique('Bad'),
        [field]: value,
      });
      expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(Object.keys(res.json().fields ?? {}).join(), field).toContain(field);
    }
    const negativeFlavor = await call(admin, 'POST', '/api/products/admin', {
      ...base,
      flavors: [{ name: 'Neg', quantity: -1, image: '/media/n.webp' }],
    });
    expect(negativeFlavor.statusCode).toBe(400);
    const notJson = await call(admin, 'POST', '/api/products/admin', '{"name":', {
      'content-type': 'application/json',
    });
    expect(notJson.statusCode).toBe(400);
    const array = await call(admin, 'POST', '/api/products/admin', [base]);
    expect(array.statusCode).toBe(400);
  });

  it('refuses duplicate flavor names (case-insensitively) with 409 and writes nothing', async () => {
    const before = await auditCount();
    const name = unique('Dup Flavors');
    const res = await call(admin, 'POST', '/api/products/admin', {
      ...base,
      name,
      flavors: [
        { name: 'Vanilla', quantity: 1, image: '/media/a.webp' },
        { name: 'VANILLA ', quantity: 2, image: '/media/b.webp' },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DUPLICATE_FLAVOR',
      message: 'Duplicate Flavor: Flavor "VANILLA" already exists.',
    });
    expect(await ctx.app.db.select().from(products).where(eq(products.nameEn, name))).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('a write that fails after its audit row leaves neither the change nor the row', async () => {
    // the audit row is the last statement of the transaction: make it fail there
    await ctx.app.db.execute(
      sql.raw(`
      CREATE FUNCTION refuse_probe() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.after->>'name' = 'Rollback Probe' THEN RAISE EXCEPTION 'probe'; END IF;
        RETURN NEW;
      END $$`),
    );
    await ctx.app.db.execute(
      sql.raw(
        `CREATE TRIGGER refuse_probe AFTER INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_probe()`,
      ),
    );
    try {
      const before = await auditCount();
      const res = await call(admin, 'POST', '/api/products/admin', {
        ...base,
        name: 'Rollback Probe',
        flavors: [{ name: 'Kept?', quantity: 3, image: '/media/k.webp' }],
      });
      expect(res.statusCode).toBe(500);
      expect(await ctx.app.db.select().from(products).where(eq(products.nameEn, 'Rollback Probe'))).toEqual(
        [],
      );
      expect(await auditCount()).toBe(before);
      const list = (
        await ctx.app.inject({ method: 'GET', url: '/api/products?q=Rollback' })
      ).json() as ProductDto[];
      expect(list).toEqual([]);
    } finally {
      await ctx.app.db.execute(sql.raw(`DROP TRIGGER refuse_probe ON audit_log`));
      await ctx.app.db.execute(sql.raw(`DROP FUNCTION refuse_probe()`));
    }
  });
});

describe('PUT /products/admin/{id}', () => {
  it('changes every field and leaves the flavors alone without flavor data', async () => {
    const made = await create({
      ...base,
      name: unique('Editable'),
      nameAr: 'قابل للتعديل',
      isHot: true,
      flavors: [{ name: 'Cola', quantity: 3, image: '/media/c.webp' }],
    });
    const res = await call(admin, 'PUT', `/api/products/admin/${made.id}`, {
      ...base,
      name: `${made.name} v2`,
      description: 'New text',
      price: 99.99,
      discount: 50,
      quantity: 0, // an edit may leave a sold-out product at 0
      category: 'Creatine',
      brand: '',
      expiration_date: null,
      isHot: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as AdminProductDto;
    expect(after).toMatchObject({
      name: `${made.name} v2`,
      nameAr: 'قابل للتعديل', // left out: kept
      description: 'New text',
      price: 99.99,
      discount: 50,
      discountedPrice: 50,
      quantity: 0,
      category: 'Creatine',
      brand: '',
      expiration_date: null,
      isHot: false,
      inStock: true,
    });
    expect(after.flavors).toEqual(made.flavors);
    expect(after.dateAdded).toBe(made.dateAdded);
    expect((await shop(made.id)).discountedPrice).toBe(50);

    const [audit] = await auditRows('product.update', String(made.id));
    expect(audit!.before).toMatchObject({ name: made.name, price: base.price });
    expect(audit!.after).toMatchObject({ name: `${made.name} v2`, price: 99.99 });
  });

  it('reconciles the flavors to the ones sent: adds, updates, renames by case, removes', async () => {
    const made = await create({
      ...base,
      name: unique('Reconcile'),
      flavors: [
        { name: 'vanilla', quantity: 3, image: '/media/v.webp' },
        { name: 'Chocolate', quantity: 4, image: '/media/c.webp' },
        { name: 'Banana', quantity: 5, image: '/media/b.webp' },
      ],
    });
    const res = await call(admin, 'PUT', `/api/products/admin/${made.id}`, {
      ...base,
      name: made.name,
      flavors: [
        { name: 'Strawberry', nameAr: 'فراولة', quantity: 0, image: '/media/s.webp' },
        { name: 'Vanilla', quantity: 9 }, // image kept from the current flavor
        { name: 'Chocolate', quantity: 0, image: 'https://cdn.example.com/c2.png' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as AdminProductDto;
    expect(after.flavors).toEqual([
      {
        name: 'Strawberry',
        nameAr: 'فراولة',
        quantity: 0,
        image: 'http://localhost:80/media/s.webp',
        facts: null,
      },
      { name: 'Vanilla', nameAr: '', quantity: 9, image: 'http://localhost:80/media/v.webp', facts: null },
      { name: 'Chocolate', nameAr: '', quantity: 0, image: 'https://cdn.example.com/c2.png', facts: null },
    ]);
    expect(after.inStock).toBe(true);
    expect((await shop(made.id)).flavor_quantity).toEqual({ Strawberry: 0, Vanilla: 9, Chocolate: 0 });

    // the spec's maps do the same; all at 0 → out of stock
    const spec = await call(admin, 'PUT', `/api/products/admin/${made.id}`, {
      ...base,
      name: made.name,
      available_flavors: ['Vanilla'],
      flavor_quantity: { Vanilla: 0 },
    });
    expect(spec.statusCode, spec.body).toBe(200);
    expect(spec.json().flavors).toEqual([
      { name: 'Vanilla', nameAr: '', quantity: 0, image: 'http://localhost:80/media/v.webp', facts: null },
    ]);
    expect(spec.json().inStock).toBe(false);

    const dup = await call(admin, 'PUT', `/api/products/admin/${made.id}`, {
      ...base,
      name: made.name,
      flavors: [
        { name: 'Kiwi', quantity: 1, image: '/media/k.webp' },
        { name: 'kiwi', quantity: 1, image: '/media/k.webp' },
      ],
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('DUPLICATE_FLAVOR');
    expect((await shop(made.id)).available_flavors).toEqual(['Vanilla']);

    // an empty list removes every flavor
    const none = await call(admin, 'PUT', `/api/products/admin/${made.id}`, {
      ...base,
      name: made.name,
      flavors: [],
    });
    expect(none.json().flavors).toEqual([]);
  });

  it('validates like adding (quantity 0 aside) and answers 404 for an unknown product', async () => {
    const missing = await call(admin, 'PUT', '/api/products/admin/1', { ...base, description: '' });
    expect(missing.json()).toMatchObject({ message: REQUIRED, fields: { description: REQUIRED } });
    const price0 = await call(admin, 'PUT', '/api/products/admin/1', { ...base, price: 0 });
    expect(price0.json().fields).toEqual({ price: REQUIRED });
    const bad = await call(admin, 'PUT', '/api/products/admin/1', { ...base, discount: 200 });
    expect(bad.statusCode).toBe(400);
    const unknown = await call(admin, 'PUT', '/api/products/admin/99999999', base);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found');
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await call(admin, 'PUT', `/api/products/admin/${id}`, base)).statusCode, id).toBe(400);
    }
  });
});

describe('DELETE /products/{id}/admin', () => {
  it('deletes the product; orders keep their lines, carts and favourites lose it', async () => {
    const made = await create({
      ...base,
      name: unique('Doomed'),
      flavors: [{ name: 'Grape', quantity: 2, image: '/media/g.webp' }],
    });
    const [order] = await ctx.app.db
      .insert(orders)
      .values({
        userId: shopper.id,
        userEmail: shopper.email,
        status: 'confirmed',
        paymentMethod: 'cod',
        paymentStatus: 'pending',
        subtotalPiastres: 1000,
        totalPiastres: 1000,
      })
      .returning();
    await ctx.app.db.insert(orderItems).values({
      orderId: order!.id,
      productId: made.id,
      name: made.name,
      flavor: 'Grape',
      quantity: 1,
      unitPricePiastres: 1000,
      originalPricePiastres: 1000,
    });
    await ctx.app.db
      .insert(cartItems)
      .values({ userId: shopper.id, productId: made.id, flavor: 'Grape', quantity: 1 });
    await ctx.app.db.insert(favorites).values({ userId: shopper.id, productId: made.id });

    const res = await call(admin, 'DELETE', `/api/products/${made.id}/admin`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Deleted!' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/products/${made.id}` })).statusCode).toBe(404);
    const [line] = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(line).toMatchObject({ productId: null, name: made.name, flavor: 'Grape' });
    expect(await ctx.app.db.select().from(cartItems).where(eq(cartItems.productId, made.id))).toEqual([]);
    expect(await ctx.app.db.select().from(favorites).where(eq(favorites.productId, made.id))).toEqual([]);

    const [audit] = await auditRows('product.delete', String(made.id));
    expect(audit).toMatchObject({ entity: 'product', after: null });
    expect(audit!.before).toMatchObject({ id: made.id, flavors: [{ name: 'Grape', quantity: 2 }] });

    const again = await call(admin, 'DELETE', `/api/products/${made.id}/admin`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Product not found');
  });
});

describe('flavors', () => {
  const flavored = () =>
    create({
      ...base,
      name: unique('Flavored'),
      quantity: 10,
      flavors: [
        { name: 'Cookies & Cream', quantity: 4, image: '/media/cc.webp' },
        { name: 'Mint', quantity: 6, image: '/media/m.webp' },
      ],
    });

  it('PATCH sets a flavor quantity; the last stocked flavor at 0 makes the product sold out in the shop', async () => {
    const made = await flavored();
    const one = await call(admin, 'PATCH', `/api/products/${made.id}/admin/flavors`, {
      flavor: 'mint',
      quantity: 0,
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ inStock: true, quantity: 4 });
    const res = await call(admin, 'PATCH', `/api/products/${made.id}/admin/flavors`, {
      flavor: 'Cookies & Cream',
      quantity: '0',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ inStock: false, quantity: 0 });
    const seen = await shop(made.id);
    expect(seen.flavor_quantity).toEqual({ 'Cookies & Cream': 0, Mint: 0 });
    expect(seen.inStock).toBe(false);

    const back = await call(admin, 'PATCH', `/api/products/${made.id}/admin/flavors`, {
      flavor: 'Mint',
      quantity: 12,
    });
    expect(back.json()).toMatchObject({ inStock: true, quantity: 12 });
    expect((await shop(made.id)).inStock).toBe(true);

    const audits = await auditRows('flavor.quantity', `${made.id}:Mint`);
    expect(audits).toHaveLength(2);
    expect(
      audits.map((a) => [
        (a.before as { quantity: number }).quantity,
        (a.after as { quantity: number }).quantity,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [6, 0],
        [0, 12],
      ]),
    );
    expect(audits[0]!.entity).toBe('flavor');
  });

  it('PATCH refuses an unknown flavor (404), an unknown product (404) and a bad quantity (400)', async () => {
    const made = await flavored();
    const unknown = await call(admin, 'PATCH', `/api/products/${made.id}/admin/flavors`, {
      flavor: 'Durian',
      quantity: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Flavor 'Durian' does not exist for this product");
    const noProduct = await call(admin, 'PATCH', '/api/products/99999999/admin/flavors', {
      flavor: 'Mint',
      quantity: 1,
    });
    expect(noProduct.statusCode).toBe(404);
    for (const quantity of [-1, 1.5, 'abc', null, '', 1e12, 'NaN']) {
      const res = await call(admin, 'PATCH', `/api/products/${made.id}/admin/flavors`, {
        flavor: 'Mint',
        quantity,
      });
      expect(res.statusCode, JSON.stringify(quantity)).toBe(400);
    }
    expect(
      (await call(admin, 'PATCH', `/api/products/${made.id}/admin/flavors`, { quantity: 1 })).statusCode,
    ).toBe(400);
  });

  it('DELETE removes a flavor by its URL-encoded name, case-insensitively', async () => {
    const made = await flavored();
    const res = await call(
      admin,
      'DELETE',
      `/api/products/${made.id}/admin/flavor/${encodeURIComponent('COOKIES & cream')}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().flavors.map((f: { name: string }) => f.name)).toEqual(['Mint']);
    expect(res.json().quantity).toBe(6);
    expect((await shop(made.id)).available_flavors).toEqual(['Mint']);
    const [audit] = await auditRows('flavor.delete', `${made.id}:Cookies & Cream`);
    expect(audit).toMatchObject({
      entity: 'flavor',
      after: null,
      before: { name: 'Cookies & Cream', quantity: 4 },
    });

    const gone = await call(
      admin,
      'DELETE',
      `/api/products/${made.id}/admin/flavor/${encodeURIComponent('Cookies & Cream')}`,
    );
    expect(gone.statusCode).toBe(404);
    // the last stocked flavor going leaves a product whose only flavor has none
    await call(admin, 'PATCH', `/api/products/${made.id}/admin/flavors`, { flavor: 'Mint', quantity: 0 });
    expect((await shop(made.id)).inStock).toBe(false);
  });

  it('POST adds a flavor (quantity 0 allowed) at the end of the list', async () => {
    const made = await flavored();
    const res = await call(admin, 'POST', `/api/products/${made.id}/admin/flavor`, {
      flavorName: 'Lemon',
      flavorNameAr: 'ليمون',
      quantity: 0,
      imageUrl: 'http://localhost:3000/media/flavors/l.webp',
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json() as AdminProductDto;
    expect(product.flavors.at(-1)).toEqual({
      name: 'Lemon',
      nameAr: 'ليمون',
      quantity: 0,
      image: 'http://localhost:80/media/flavors/l.webp',
      facts: null,
    });
    expect((await shop(made.id, 'ar')).flavor_labels.Lemon).toBe('ليمون');
    const [audit] = await auditRows('flavor.create', `${made.id}:Lemon`);
    expect(audit).toMatchObject({
      before: null,
      after: { name: 'Lemon', quantity: 0, image: '/media/flavors/l.webp' },
    });

    const more = await call(admin, 'POST', `/api/products/${made.id}/admin/flavor`, {
      flavorName: 'Lime',
      quantity: 5,
      imageUrl: '/media/li.webp',
    });
    expect(more.json()).toMatchObject({ quantity: 15 });
  });

  it('POST: "Incomplete Information" without name, quantity or image; "Duplicate Flavor" for a taken name', async () => {
    const made = await flavored();
    const full = { flavorName: 'Peach', quantity: 2, imageUrl: '/media/p.webp' };
    const cases: [string, unknown][] = [
      ['flavorName', undefined],
      ['flavorName', '  '],
      ['quantity', null],
      ['quantity', undefined],
      ['quantity', ''],
      ['imageUrl', ''],
      ['imageUrl', undefined],
    ];
    for (const [field, value] of cases) {
      const res = await call(admin, 'POST', `/api/products/${made.id}/admin/flavor`, {
        ...full,
        [field]: value,
      });
      expect(res.statusCode, `${field}=${String(value)}`).toBe(400);
      expect(res.json()).toMatchObject({ message: INCOMPLETE, fields: { [field]: INCOMPLETE } });
    }
    for (const quantity of [-1, 2.5, 'abc']) {
      const res = await call(admin, 'POST', `/api/products/${made.id}/admin/flavor`, { ...full, quantity });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('quantity');
    }
    const dup = await call(admin, 'POST', `/api/products/${made.id}/admin/flavor`, {
      ...full,
      flavorName: 'mint',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'DUPLICATE_FLAVOR',
      message: 'Duplicate Flavor: Flavor "mint" already exists.',
    });
    const noProduct = await call(admin, 'POST', '/api/products/99999999/admin/flavor', full);
    expect(noProduct.statusCode).toBe(404);
    expect((await auditRows('flavor.create', `${made.id}:Peach`)).length).toBe(0);
  });

  it('two admins adding the same flavor at once: one wins, the other gets 409', async () => {
    const made = await flavored();
    const body = { flavorName: 'Race', quantity: 1, imageUrl: '/media/r.webp' };
    const results = await Promise.all([
      call(admin, 'POST', `/api/products/${made.id}/admin/flavor`, body),
      call(admin, 'POST', `/api/products/${made.id}/admin/flavor`, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('an admin editing flavors while shoppers check out', () => {
  it('never deadlocks: every order and every edit answers, and stock stays whole', async () => {
    const product = await create({
      ...base,
      name: unique('Rush Whey'),
      flavors: [
        { name: 'Vanilla', quantity: 200, image: '/media/v.webp' },
        { name: 'Cocoa', quantity: 200, image: '/media/c.webp' },
      ],
    });
    const buyers = await quickShoppers(ctx.app, 12, 'flavor-rush');
    for (const buyer of buyers) {
      for (const flavor of ['Cocoa', 'Vanilla']) {
        const added = await call(buyer, 'POST', '/api/cart/add', {
          productId: product.id,
          selectedFlavor: flavor,
          quantity: 1,
        });
        expect(added.statusCode, added.body).toBe(200);
      }
    }
    const address = {
      street: '1 Nile St',
      city: 'Cairo',
      state: 'Cairo',
      zipCode: '11511',
      country: 'Egypt',
    };
    const answers = await Promise.all([
      ...buyers.map((buyer) =>
        call(buyer, 'POST', `/api/users/${buyer.id}/orders`, { paymentMethod: 'cod', address }),
      ),
      ...Array.from({ length: 6 }, (_, i) =>
        call(admin, 'PATCH', `/api/products/${product.id}/admin/flavors`, {
          flavor: i % 2 ? 'Vanilla' : 'Cocoa',
          quantity: 150,
        }),
      ),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
    const after = await shop(product.id);
    for (const flavor of ['Vanilla', 'Cocoa']) {
      expect(after.flavor_quantity[flavor]).toBeGreaterThanOrEqual(150 - buyers.length);
      expect(after.flavor_quantity[flavor]).toBeLessThanOrEqual(200);
    }
  });
});
