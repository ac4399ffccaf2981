import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDto } from '@atlas/shared/contract/orders';
import { orders } from '../../db/schema/index';
import {
  address,
  admin,
  amal,
  auditOf,
  call,
  editBody,
  flavorA,
  orderUrl,
  placeOrder,
  plain,
  product,
  setUpAdminOrdersApp,
  t,
} from './admin-orders-fixtures';

setUpAdminOrdersApp();

describe('PUT /users/admin/orders/{userId}/{orderId} (edit)', () => {
  describe('validation, in the admin orders screen’s own words', () => {
    let order: OrderDto;
    beforeAll(async () => {
      order = await placeOrder(amal, [{ productId: product.id, flavor: flavorA, quantity: 2 }]);
      await call(admin, 'PUT', orderUrl(order), editBody(order, { status: 'confirmed' }));
      order = { ...order, status: 'confirmed' };
    });
    const put = (body: unknown) => call(admin, 'PUT', orderUrl(order), body);
    const row = () => editBody(order).products[0]!;

    it("'Order must have at least one product'", async () => {
      const res = await put(editBody(order, { products: [] }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Order must have at least one product',
        fields: { products: 'Order must have at least one product' },
      });
      expect((await put(editBody(order, { products: undefined }))).json().fields.products).toBe(
        'Order must have at least one product',
      );
    });

    it.each(['street', 'city', 'state', 'zipCode', 'country'])(
      'requires the address field %s',
      async (field) => {
        for (const value of [undefined, '', '  ']) {
          const res = await put(editBody(order, { address: { ...address, [field]: value } }));
          expect(res.statusCode).toBe(400);
          expect(res.json().fields[`address.${field}`]).toBe('All address fields are required');
        }
        expect((await put(editBody(order, { address: undefined }))).statusCode).toBe(400);
      },
    );

    it('requires a status of confirmed, shipped or delivered', async () => {
      for (const status of [undefined, '', 'cancelled', 'lost', 5]) {
        const res = await put(editBody(order, { status }));
        expect(res.statusCode, String(status)).toBe(400);
        expect(res.json().fields.status).toBe('Status must be confirmed, shipped or delivered');
      }
      const back = await put(editBody(order, { status: 'processing' }));
      expect(back.statusCode).toBe(400);
      expect(back.json().fields.status).toBe('Only an order that is still processing can stay processing');
    });

    it('checks every product row: productId, name, price ≥ 0, whole quantity ≥ 1', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ productId: undefined }, 'productId', 'productId is required'],
        [{ productId: 'x' }, 'productId', 'productId is required'],
        [{ productId: -3 }, 'productId', 'productId is required'],
        [{ name: undefined }, 'name', 'name is required'],
        [{ name: '   ' }, 'name', 'name is required'],
        [{ price: -0.01 }, 'price', 'price must be at least 0'],
        [{ price: undefined }, 'price', 'price must be at least 0'],
        [{ quantity: 0 }, 'quantity', 'quantity must be at least 1'],
        [{ quantity: undefined }, 'quantity', 'quantity must be at least 1'],
        [{ quantity: 1.5 }, 'quantity', 'quantity must be a whole number'],
        [{ quantity: 1000 }, 'quantity', 'quantity must be at most 999'],
      ];
      for (const [change, field, message] of cases) {
        const res = await put(editBody(order, { products: [{ ...row(), ...change }] }));
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().fields[`products.0.${field}`], JSON.stringify(change)).toBe(message);
      }
    });

    it('needs a product that exists and a flavor of that product', async () => {
      const unknown = await put(
        editBody(order, { products: [row(), { ...row(), productId: 2_000_000_000 }] }),
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toEqual({ 'products.1.productId': 'Product not found' });
      const flavor = await put(editBody(order, { products: [{ ...row(), flavor: 'Pickle' }] }));
      expect(flavor.statusCode).toBe(400);
      expect(flavor.json()).toMatchObject({
        message: "Flavor 'Pickle' does not exist for this product",
        fields: { 'products.0.flavor': "Flavor 'Pickle' does not exist for this product" },
      });
      const plainFlavored = await put(
        editBody(order, {
          products: [{ productId: plain.id, name: plain.name, price: 1, quantity: 1, flavor: 'Vanilla' }],
        }),
      );
      expect(plainFlavored.json().fields['products.0.flavor']).toBeDefined();
    });

    it('changed nothing on the way', async () => {
      const [current] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
      expect(current!.status).toBe('confirmed');
      expect((await auditOf(order.id)).map((a) => a.action)).toEqual(['order.update']);
    });

    it('answers 400, never 5xx, to junk bodies', async () => {
      for (const payload of ['not json', '[]', '{"products": "x"}', '{"products": [null]}', 'null']) {
        const res = await t.app.inject({
          method: 'PUT',
          url: orderUrl(order),
          headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, payload).toBe(400);
      }
      const control = await put(editBody(order, { address: { ...address, city: 'Cai\u0000ro' } }));
      expect(control.statusCode).toBe(400);
      const many = await put(editBody(order, { products: Array.from({ length: 101 }, () => row()) }));
      expect(many.statusCode).toBe(400);
    });
  });
});
