import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import {
  admin,
  amal,
  auditOf,
  call,
  editBody,
  flavorA,
  orderUrl,
  ordersUrl,
  placeOrder,
  product,
  setUpAdminOrdersApp,
  shopper,
  stockOf,
  t,
} from './admin-orders-fixtures';

setUpAdminOrdersApp();

describe('who may call the admin order routes', () => {
  it('refuses visitors (401) and shoppers (403) on every route and changes nothing', async () => {
    const order = await placeOrder(amal, [{ productId: product.id, flavor: flavorA, quantity: 1 }]);
    const stock = await stockOf(product.id, flavorA);
    const routes: [Parameters<typeof call>[1], string, unknown?][] = [
      ['GET', ordersUrl],
      ['GET', '/api/users/admin/order-stats'],
      ['PUT', orderUrl(order), editBody(order, { status: 'delivered' })],
      ['DELETE', orderUrl(order)],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(shopper, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      // the order's own customer is no admin either
      expect((await call(amal, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('processing');
    expect(await stockOf(product.id, flavorA)).toBe(stock);
    expect(await auditOf(order.id)).toEqual([]);
    for (const [method, url, body] of routes) {
      expect((await call(admin, method, url, body)).statusCode, `${method} ${url}`).toBe(200);
    }
  });
});

describe('the API document', () => {
  it('describes the four admin order routes', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const paths = doc.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/users/admin/orders']!)).toContain('get');
    expect(Object.keys(paths['/api/users/admin/order-stats']!)).toContain('get');
    expect(Object.keys(paths['/api/users/admin/orders/{userId}/{orderId}']!).sort()).toEqual([
      'delete',
      'put',
    ]);
  });
});
