import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductDto } from '@atlas/shared/contract/products';
import { products } from '../../db/schema/index';
import {
  admin,
  auditCount,
  auditRows,
  base,
  call,
  create,
  ctx,
  REQUIRED,
  setUpAdminProductsApp,
  shop,
  unique,
} from './admin-products-fixtures';

setUpAdminProductsApp();

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

  it('a price or quantity of 0 fails like a missing one when adding; every missing field is named', async () => {
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
