import { describe, expect, it } from 'vitest';
import type { AdminProductDto } from '@atlas/shared/contract/admin-products';
import { quickShoppers } from '../../test/shoppers';
import {
  admin,
  auditRows,
  base,
  call,
  create,
  ctx,
  INCOMPLETE,
  setUpAdminProductsApp,
  shop,
  unique,
} from './admin-products-fixtures';

setUpAdminProductsApp();

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
