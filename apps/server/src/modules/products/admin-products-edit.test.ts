import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminProductDto } from '@atlas/shared/contract/admin-products';
import { cartItems, favorites, orderItems, orders } from '../../db/schema/index';
import {
  admin,
  auditRows,
  base,
  call,
  create,
  ctx,
  REQUIRED,
  setUpAdminProductsApp,
  shop,
  shopper,
  unique,
} from './admin-products-fixtures';

setUpAdminProductsApp();

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
