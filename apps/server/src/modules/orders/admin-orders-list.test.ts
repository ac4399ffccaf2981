import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDto } from '@atlas/shared/contract/orders';
import { orders } from '../../db/schema/index';
import { quickShoppers } from '../../test/shoppers';
import {
  address,
  admin,
  amal,
  call,
  flavorA,
  flavorB,
  ordersUrl,
  other,
  placeOrder,
  product,
  setUpAdminOrdersApp,
  t,
} from './admin-orders-fixtures';

setUpAdminOrdersApp();

describe('GET /users/admin/orders', () => {
  let first: OrderDto;
  let second: OrderDto;
  let third: OrderDto;

  beforeAll(async () => {
    const [badr] = await quickShoppers(t.app, 1, 'Badr.Search');
    first = await placeOrder(badr!, [
      { productId: other.id, flavor: other.available_flavors[0]!, quantity: 1 },
    ]);
    second = await placeOrder(badr!, [{ productId: product.id, flavor: flavorB, quantity: 2 }]);
    third = await placeOrder(amal, [{ productId: product.id, flavor: flavorA, quantity: 1 }]);
    await t.app.db.update(orders).set({ transactionId: 'PAYID-7XK42-abc' }).where(eq(orders.id, second.id));
    await t.app.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, first.id));
  });

  const list = async (query: string) => {
    const res = await call(admin, 'GET', `${ordersUrl}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return {
      ids: (res.json() as OrderDto[]).map((o) => o.id),
      total: Number(res.headers['x-total-count']),
      body: res.json() as OrderDto[],
    };
  };

  it('lists every order newest first with its lines, customer and address, the total in X-Total-Count', async () => {
    const { ids, total, body } = await list('');
    expect(ids.slice(0, 3)).toEqual([third.id, second.id, first.id]);
    expect(total).toBe(ids.length);
    expect(body.find((o) => o.id === second.id)).toMatchObject({
      userEmail: 'Badr.Search-0@example.com',
      status: 'processing',
      transactionId: 'PAYID-7XK42-abc',
      address,
      products: [{ productId: product.id, flavor: flavorB, quantity: 2, price: product.discountedPrice }],
    });
  });

  it('pages with page and limit (20 by default, at most 100)', async () => {
    const all = await list('');
    const page2 = await list('?limit=1&page=2');
    expect(page2.ids).toEqual([all.ids[1]]);
    expect(page2.total).toBe(all.total);
    expect((await list('?page=999')).ids).toEqual([]);
    expect((await call(admin, 'GET', `${ordersUrl}?limit=101`)).statusCode).toBe(400);
    expect((await call(admin, 'GET', `${ordersUrl}?page=0`)).statusCode).toBe(400);
  });

  it('searches by e-mail (the default type), anywhere and case-insensitively', async () => {
    const found = await list('?type=email&query=BADR.SEARCH');
    expect(found.ids).toEqual([second.id, first.id]);
    expect(found.total).toBe(2);
    expect((await list('?query=badr.search-0@')).ids).toEqual([second.id, first.id]);
    // LIKE wildcards are taken literally
    expect((await list('?query=%25')).ids).toEqual([]);
  });

  it("searches by id: exact, '#'-prefixed or by the first digits", async () => {
    expect((await list(`?type=id&query=${second.id}`)).ids[0]).toBe(second.id);
    expect((await list(`?type=id&query=%23${second.id}`)).ids[0]).toBe(second.id);
    const prefix = String(second.id).slice(0, 1);
    const byPrefix = await list(`?type=id&query=${prefix}`);
    expect(byPrefix.ids.every((id) => String(id).startsWith(prefix))).toBe(true);
    expect(byPrefix.ids).toContain(second.id);
    expect((await list('?type=id&query=abc')).ids).toEqual([]);
    expect((await list('?type=id&query=99999999999999')).ids).toEqual([]);
  });

  it('searches by status exactly and by transaction id anywhere, case-insensitively', async () => {
    const shipped = await list('?type=status&query=SHIPPED');
    expect(shipped.ids).toEqual([first.id]);
    expect((await list('?type=status&query=ship')).ids).toEqual([]);
    expect((await list('?type=transactionId&query=7xk42')).ids).toEqual([second.id]);
  });

  it('filters by status, also together with a search', async () => {
    const processing = await list('?status=processing');
    expect(processing.body.every((o) => o.status === 'processing')).toBe(true);
    expect(processing.ids).toContain(second.id);
    expect((await list('?status=processing&query=badr.search')).ids).toEqual([second.id]);
  });

  it('answers 400, never 5xx, to junk', async () => {
    for (const query of [
      '?type=password&query=x',
      '?status=lost',
      '?limit=abc',
      '?page=-1',
      `?query=${'x'.repeat(101)}`,
      '?query=%00',
    ]) {
      const res = await call(admin, 'GET', `${ordersUrl}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
