import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDto } from '@atlas/shared/contract/orders';
import { auditLog, orderItems, orders, productFlavors, products, users } from '../../db/schema/index';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { callAs, quickShoppers, signIn, type CallArgs, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';

interface Product {
  id: number;
  name: string;
  price: number;
  discountedPrice: number;
  available_flavors: string[];
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

let t: TestContext;
let admin: Caller;
let shopper: Caller;
let amal: Caller;
let product: Product;
let flavorA: string;
let flavorB: string;
let other: Product;
let plain: { id: number; name: string };
const address = { street: '5 Tahrir St', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' };
let keySeq = 0;

const call = (...args: CallArgs) => callAs(t.app, ...args);
const ordersUrl = '/api/users/admin/orders';
const orderUrl = (o: { userId: number; id: number }) => `${ordersUrl}/${o.userId}/${o.id}`;

async function setStock(productId: number, flavor: string, quantity: number): Promise<void> {
  await t.app.db
    .update(productFlavors)
    .set({ quantity })
    .where(and(eq(productFlavors.productId, productId), eq(productFlavors.name, flavor)));
}
async function stockOf(productId: number, flavor: string): Promise<number> {
  const [row] = await t.app.db
    .select({ q: productFlavors.quantity })
    .from(productFlavors)
    .where(and(eq(productFlavors.productId, productId), eq(productFlavors.name, flavor)));
  return row!.q;
}
async function productRow(productId: number): Promise<{ quantity: number; inStock: boolean }> {
  const [row] = await t.app.db
    .select({ quantity: products.quantity, inStock: products.inStock })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}
async function auditOf(orderId: number) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))))
    .orderBy(auditLog.id);
}
async function mails(): Promise<Mail[]> {
  return (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as Mail[];
}
/** The e-mail leaves after the commit, without the request waiting for it. */
async function waitForMail(match: (m: Mail) => boolean): Promise<Mail> {
  for (let i = 0; i < 100; i++) {
    const found = (await mails()).find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no such e-mail');
}

/** A cash-on-delivery order placed through the shop, as a shopper would. */
async function placeOrder(
  who: Caller,
  lines: { productId: number; flavor: string; quantity: number }[],
  lang = 'en',
): Promise<OrderDto> {
  for (const line of lines) {
    const added = await call(who, 'POST', '/api/cart/add', {
      productId: line.productId,
      selectedFlavor: line.flavor,
      quantity: line.quantity,
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  const res = await call(
    who,
    'POST',
    `/api/users/${who.id}/orders`,
    { paymentMethod: 'cod', address },
    { 'idempotency-key': `admin-orders-${Date.now()}-${++keySeq}`, 'accept-language': lang },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as OrderDto;
}

/** The edit form's payload for an order as it stands. */
const editBody = (o: OrderDto, changes: Record<string, unknown> = {}) => ({
  products: o.products.map((p) => ({
    productId: p.productId,
    name: p.name,
    price: p.price,
    quantity: p.quantity,
    flavor: p.flavor,
  })),
  address: {
    street: o.address!.street,
    city: o.address!.city,
    state: o.address!.state,
    zipCode: o.address!.zipCode,
    country: o.address!.country,
  },
  status: o.status,
  ...changes,
});

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.app.db);
  await seedDemoCatalogue(t.app.db, t.app.files);
  admin = await signIn(t.app, 'admin@atlas.demo', 'Admin@2026');
  shopper = await signIn(t.app, 'shopper@atlas.demo', 'Shopper@2026');
  amal = (await quickShoppers(t.app, 1, 'amal'))[0]!;
  const all = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as Product[];
  product = all.find((p) => p.available_flavors.length >= 2 && p.discountedPrice < p.price)!;
  [flavorA, flavorB] = product.available_flavors as [string, string];
  other = all.find((p) => p.id !== product.id && p.available_flavors.length >= 1)!;
  for (const f of product.available_flavors) await setStock(product.id, f, 50);
  await setStock(other.id, other.available_flavors[0]!, 50);
  const [row] = await t.app.db
    .insert(products)
    .values({
      nameEn: 'Shaker Bottle',
      nameAr: 'زجاجة رج',
      pricePiastres: 15_000,
      category: 'Accessories',
      brand: 'Atlas',
      quantity: 30,
      inStock: true,
    })
    .returning({ id: products.id, name: products.nameEn });
  plain = row!;
});
afterAll(() => t.close());

describe('GET /users/admin/order-stats', () => {
  it('sums all, active and cancelled totals in one answer, against hand-computed figures', async () => {
    const empty = await call(admin, 'GET', '/api/users/admin/order-stats');
    expect(empty.json()).toEqual({
      totalOrders: 0,
      totalRevenue: 0,
      activeRevenue: 0,
      awaitingRevenue: 0,
      awaitingOrders: 0,
      cancelledRevenue: 0,
      cancelledOrders: 0,
    });
    const base = { userId: amal.id, userEmail: amal.email, paymentMethod: 'cod', paymentStatus: 'pending' };
    const fixture = await t.app.db
      .insert(orders)
      .values([
        { ...base, status: 'delivered', subtotalPiastres: 100_050, totalPiastres: 100_050 },
        { ...base, status: 'processing', subtotalPiastres: 20_025, totalPiastres: 20_025 },
        { ...base, status: 'cancelled', subtotalPiastres: 5_000, totalPiastres: 5_000 },
      ])
      .returning({ id: orders.id });
    const res = await call(admin, 'GET', '/api/users/admin/order-stats');
    expect(res.statusCode).toBe(200);
    // 1000.50 + 200.25 + 50.00; active leaves the cancelled 50.00 out
    expect(res.json()).toEqual({
      totalOrders: 3,
      totalRevenue: 1250.75,
      activeRevenue: 1200.75,
      awaitingRevenue: 0,
      awaitingOrders: 0,
      cancelledRevenue: 50,
      cancelledOrders: 1,
    });
    await t.app.db.delete(orders).where(
      sql`${orders.id} in (${sql.join(
        fixture.map((f) => sql`${f.id}`),
        sql`, `,
      )})`,
    );
  });
});

describe('GET /users/admin/order-stats: kiosk orders waiting for their payment (decision 0016)', () => {
  it('keeps an unpaid kiosk order out of active revenue, in the awaiting figures, and counts it once paid', async () => {
    const base = { userId: amal.id, userEmail: amal.email };
    const kiosk = {
      ...base,
      paymentMethod: 'kiosk',
      paymentReference: '9876543210',
      payBy: new Date(Date.now() + 86_400_000),
    };
    const fixture = await t.app.db
      .insert(orders)
      .values([
        // cash on delivery: not paid yet either, but the shop delivers it, so it is revenue
        {
          ...base,
          paymentMethod: 'cod',
          paymentStatus: 'pending',
          status: 'processing',
          totalPiastres: 40_000,
        },
        { ...kiosk, paymentStatus: 'awaiting', status: 'processing', totalPiastres: 25_050 },
        { ...kiosk, paymentStatus: 'awaiting', status: 'processing', totalPiastres: 10_000 },
        // an expired reference, cancelled: lost, not awaiting
        { ...kiosk, paymentStatus: 'cancelled', status: 'cancelled', totalPiastres: 7_000 },
      ])
      .returning({ id: orders.id });
    const stats = async () => (await call(admin, 'GET', '/api/users/admin/order-stats')).json();
    expect(await stats()).toEqual({
      totalOrders: 4,
      totalRevenue: 820.5,
      activeRevenue: 400,
      awaitingRevenue: 350.5,
      awaitingOrders: 2,
      cancelledRevenue: 70,
      cancelledOrders: 1,
    });

    // the shopper pays the first reference: it becomes revenue
    await t.app.db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, fixture[1]!.id));
    expect(await stats()).toMatchObject({
      totalRevenue: 820.5,
      activeRevenue: 650.5,
      awaitingRevenue: 100,
      awaitingOrders: 1,
      cancelledRevenue: 70,
    });

    await t.app.db.delete(orders).where(
      sql`${orders.id} in (${sql.join(
        fixture.map((f) => sql`${f.id}`),
        sql`, `,
      )})`,
    );
  });
});

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

describe('DELETE /users/admin/orders/{userId}/{orderId} (cancel)', () => {
  it('cancels, returns the stock of every line exactly, audits and e-mails the customer', async () => {
    const order = await placeOrder(amal, [
      { productId: product.id, flavor: flavorA, quantity: 2 },
      { productId: product.id, flavor: flavorB, quantity: 3 },
      { productId: plain.id, flavor: 'Unflavored', quantity: 4 },
    ]);
    const before = {
      a: await stockOf(product.id, flavorA),
      b: await stockOf(product.id, flavorB),
      product: await productRow(product.id),
      plain: await productRow(plain.id),
    };
    const res = await call(admin, 'DELETE', orderUrl(order));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, status: 'cancelled', total: order.total });
    expect(await stockOf(product.id, flavorA)).toBe(before.a + 2);
    expect(await stockOf(product.id, flavorB)).toBe(before.b + 3);
    expect(await productRow(product.id)).toEqual({ quantity: before.product.quantity + 5, inStock: true });
    expect(await productRow(plain.id)).toEqual({ quantity: before.plain.quantity + 4, inStock: true });

    const audit = await auditOf(order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.cancel',
      entity: 'order',
      actorId: admin.id,
      actorEmail: 'admin@atlas.demo',
      before: expect.objectContaining({ id: order.id, status: 'processing' }),
      after: expect.objectContaining({ id: order.id, status: 'cancelled' }),
    });
    const mail = await waitForMail(
      (m) => m.to === amal.email && m.subject.includes(`#${order.id}`) && /cancelled/.test(m.subject),
    );
    expect(mail.text).toContain(product.name);
    expect(mail.text).not.toContain('refund');
  });

  it('answers 409 ORDER_CANCELLED to a second cancel and returns no stock again', async () => {
    const order = await placeOrder(amal, [{ productId: product.id, flavor: flavorA, quantity: 2 }]);
    expect((await call(admin, 'DELETE', orderUrl(order))).statusCode).toBe(200);
    const stock = await stockOf(product.id, flavorA);
    const again = await call(admin, 'DELETE', orderUrl(order));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ORDER_CANCELLED');
    expect(await stockOf(product.id, flavorA)).toBe(stock);
    expect((await auditOf(order.id)).map((a) => a.action)).toEqual(['order.cancel']);
  });

  it('returns the stock once when two cancels of one order race', async () => {
    const order = await placeOrder(amal, [{ productId: product.id, flavor: flavorB, quantity: 3 }]);
    const stock = await stockOf(product.id, flavorB);
    const results = await Promise.all([
      call(admin, 'DELETE', orderUrl(order)),
      call(admin, 'DELETE', orderUrl(order)),
      call(admin, 'DELETE', orderUrl(order)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(product.id, flavorB)).toBe(stock + 3);
    expect(await auditOf(order.id)).toHaveLength(1);
  });

  it("answers 404 'Order not found' for another user's id or an unknown order", async () => {
    const order = await placeOrder(amal, [{ productId: product.id, flavor: flavorA, quantity: 1 }]);
    const wrongUser = await call(admin, 'DELETE', `${ordersUrl}/${shopper.id}/${order.id}`);
    expect(wrongUser.statusCode).toBe(404);
    expect(wrongUser.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
    expect((await call(admin, 'DELETE', `${ordersUrl}/${amal.id}/2147483647`)).statusCode).toBe(404);
    for (const url of [
      `${ordersUrl}/abc/${order.id}`,
      `${ordersUrl}/-1/${order.id}`,
      `${ordersUrl}/${amal.id}/0`,
      `${ordersUrl}/${amal.id}/1e99`,
    ]) {
      expect((await call(admin, 'DELETE', url)).statusCode, url).toBe(400);
    }
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('processing');
  });

  it('cancels a PayPal-paid order without refunding it, and says so in the e-mail (in Arabic for an Arabic order)', async () => {
    const order = await placeOrder(amal, [{ productId: product.id, flavor: flavorA, quantity: 1 }], 'ar');
    await t.app.db
      .update(orders)
      .set({ paymentMethod: 'paypal', paymentStatus: 'completed' })
      .where(eq(orders.id, order.id));
    const res = await call(admin, 'DELETE', orderUrl(order));
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'completed' });
    const mail = await waitForMail(
      (m) => m.to === amal.email && m.subject.includes(`${order.id}`) && m.subject.includes('إلغاء'),
    );
    expect(mail.text).toContain('استرداد');
  });
});

describe('PUT /users/admin/orders/{userId}/{orderId} (edit)', () => {
  it('lowers a quantity: the units go back, the total follows at the paid price, the status changes and the customer hears of it', async () => {
    const order = await placeOrder(amal, [{ productId: product.id, flavor: flavorA, quantity: 5 }]);
    const stock = await stockOf(product.id, flavorA);
    const productBefore = await productRow(product.id);
    const body = editBody(order, { status: 'shipped', address: { ...address, city: 'Giza' } });
    body.products[0]!.quantity = 2;
    body.products[0]!.price = 0.01; // a client price is checked and ignored
    const res = await call(admin, 'PUT', orderUrl(order), body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: order.id,
      status: 'shipped',
      address: { ...address, city: 'Giza' },
      // the items follow the edit; the delivery and cash-on-delivery fees stay as agreed
      subtotal: Math.round(product.discountedPrice * 2 * 100) / 100,
      deliveryFee: order.deliveryFee,
      codFee: order.codFee,
      total: Math.round((product.discountedPrice * 2 + order.deliveryFee + order.codFee) * 100) / 100,
      products: [{ productId: product.id, flavor: flavorA, quantity: 2, price: product.discountedPrice }],
    });
    expect(await stockOf(product.id, flavorA)).toBe(stock + 3);
    expect((await productRow(product.id)).quantity).toBe(productBefore.quantity + 3);
    const audit = await auditOf(order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.update',
      actorId: admin.id,
      before: expect.objectContaining({
        status: 'processing',
        products: [expect.objectContaining({ quantity: 5 })],
      }),
      after: expect.objectContaining({
        status: 'shipped',
        products: [expect.objectContaining({ quantity: 2 })],
      }),
    });
    const mail = await waitForMail(
      (m) => m.to === amal.email && m.subject === `Your Atlas order #${order.id} has been shipped`,
    );
    expect(mail.text).toContain(`2 × ${product.name}`);
  });

  it('an Arabic order names its flavors in Arabic, kept lines and added ones alike', async () => {
    const order = await placeOrder(amal, [{ productId: product.id, flavor: flavorA, quantity: 1 }], 'ar');
    const body = editBody(order);
    body.products.push({ ...body.products[0]!, flavor: flavorB, quantity: 1 });
    const res = await call(admin, 'PUT', orderUrl(order), body);
    expect(res.statusCode, res.body).toBe(200);
    const arabic = new Map(
      (
        await t.app.db
          .select({ name: productFlavors.name, nameAr: productFlavors.nameAr })
          .from(productFlavors)
          .where(eq(productFlavors.productId, product.id))
      ).map((f) => [f.name, f.nameAr]),
    );
    expect(arabic.get(flavorA)).toBeTruthy();
    expect((res.json() as OrderDto).products.map((p) => [p.flavor, p.flavorLabel])).toEqual([
      [flavorA, arabic.get(flavorA)],
      [flavorB, arabic.get(flavorB)],
    ]);
  });

  it('raising a quantity beyond the stock answers 409 OUT_OF_STOCK naming the flavor, and changes nothing', async () => {
    const order = await placeOrder(amal, [
      { productId: product.id, flavor: flavorA, quantity: 1 },
      { productId: product.id, flavor: flavorB, quantity: 2 },
    ]);
    await setStock(product.id, flavorA, 10);
    await setStock(product.id, flavorB, 1);
    const productBefore = await productRow(product.id);
    const body = editBody(order, { status: 'confirmed' });
    body.products[0]!.quantity = 3; // takes 2 of A: fine on its own
    body.products[1]!.quantity = 4; // needs 2 more of B, 1 left
    const res = await call(admin, 'PUT', orderUrl(order), body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', fields: { flavor: flavorB, stock: '1' } });
    expect(await stockOf(product.id, flavorA)).toBe(10);
    expect(await stockOf(product.id, flavorB)).toBe(1);
    expect(await productRow(product.id)).toEqual(productBefore);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'processing', totalPiastres: Math.round(order.total * 100) });
    const items = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => i.quantity).sort()).toEqual([1, 2]);
    expect(await auditOf(order.id)).toEqual([]);
    // exactly the stock there is: allowed, down to 0
    body.products[1]!.quantity = 3;
    expect((await call(admin, 'PUT', orderUrl(order), body)).statusCode).toBe(200);
    expect(await stockOf(product.id, flavorB)).toBe(0);
    await setStock(product.id, flavorB, 50);
  });

  it('swaps a flavor at the paid price, adds a product at its catalogue price and removes a line, moving the stock of each', async () => {
    const order = await placeOrder(amal, [
      { productId: product.id, flavor: flavorA, quantity: 2 },
      { productId: plain.id, flavor: 'Unflavored', quantity: 1 },
    ]);
    // the paid price of the order's product differs from today's catalogue price
    await t.app.db.update(products).set({ discount: 0 }).where(eq(products.id, product.id));
    const otherFlavor = other.available_flavors[0]!;
    const before = {
      a: await stockOf(product.id, flavorA),
      b: await stockOf(product.id, flavorB),
      other: await stockOf(other.id, otherFlavor),
      plain: (await productRow(plain.id)).quantity,
    };
    const res = await call(admin, 'PUT', orderUrl(order), {
      ...editBody(order),
      products: [
        { productId: product.id, name: product.name, price: 1, quantity: 2, flavor: flavorB.toLowerCase() },
        { productId: other.id, name: 'anything', price: 0, quantity: 1, flavor: otherFlavor },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as OrderDto;
    expect(edited.products).toEqual([
      expect.objectContaining({
        productId: product.id,
        flavor: flavorB,
        quantity: 2,
        price: product.discountedPrice,
      }),
      expect.objectContaining({
        productId: other.id,
        name: other.name,
        flavor: otherFlavor,
        quantity: 1,
        price: other.discountedPrice,
      }),
    ]);
    expect(edited.subtotal).toBe(
      Math.round((product.discountedPrice * 2 + other.discountedPrice) * 100) / 100,
    );
    expect(edited.total).toBe(Math.round((edited.subtotal + order.deliveryFee + order.codFee) * 100) / 100);
    expect(await stockOf(product.id, flavorA)).toBe(before.a + 2);
    expect(await stockOf(product.id, flavorB)).toBe(before.b - 2);
    expect(await stockOf(other.id, otherFlavor)).toBe(before.other - 1);
    expect((await productRow(plain.id)).quantity).toBe(before.plain + 1);
    // the status did not change: the placement confirmation stays the only e-mail about the order
    expect((await mails()).filter((m) => m.subject.includes(`#${order.id}`))).toHaveLength(1);
    await t.app.db.update(products).set({ discount: 10 }).where(eq(products.id, product.id));
  });

  it('runs simultaneous edits one after the other and never oversells', async () => {
    const one = await placeOrder(amal, [{ productId: product.id, flavor: flavorB, quantity: 1 }]);
    const two = await placeOrder(amal, [{ productId: product.id, flavor: flavorB, quantity: 1 }]);
    const raise = (o: OrderDto) => {
      const body = editBody(o);
      body.products[0]!.quantity = 3;
      return call(admin, 'PUT', orderUrl(o), body);
    };
    // the same edit of one order twice: the second waits, sees the first's lines and takes nothing more
    await setStock(product.id, flavorB, 2);
    const same = await Promise.all([raise(one), raise(one)]);
    expect(same.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await stockOf(product.id, flavorB)).toBe(0);
    // two orders competing for the last 2 units, each wanting 2 more: one wins, the other changes nothing
    await setStock(product.id, flavorB, 2);
    const three = await placeOrder(amal, [{ productId: product.id, flavor: flavorB, quantity: 1 }]);
    await setStock(product.id, flavorB, 2);
    const race = await Promise.all([raise(two), raise(three)]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(product.id, flavorB)).toBe(0);
    const quantities = await t.app.db
      .select({ q: orderItems.quantity })
      .from(orderItems)
      .where(sql`${orderItems.orderId} in (${two.id}, ${three.id})`);
    expect(quantities.map((r) => r.q).sort()).toEqual([1, 3]);
    await setStock(product.id, flavorB, 50);
  });

  it('merges two rows of the same flavor', async () => {
    const order = await placeOrder(amal, [{ productId: product.id, flavor: flavorA, quantity: 1 }]);
    const stock = await stockOf(product.id, flavorA);
    const row = editBody(order).products[0]!;
    const res = await call(admin, 'PUT', orderUrl(order), {
      ...editBody(order),
      products: [row, { ...row, quantity: 2 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().products).toEqual([expect.objectContaining({ flavor: flavorA, quantity: 3 })]);
    expect(await stockOf(product.id, flavorA)).toBe(stock - 2);
  });

  it('answers 409 ORDER_CANCELLED for a cancelled order: no transition out of cancelled', async () => {
    const order = await placeOrder(amal, [{ productId: product.id, flavor: flavorA, quantity: 1 }]);
    await call(admin, 'DELETE', orderUrl(order));
    const stock = await stockOf(product.id, flavorA);
    const res = await call(admin, 'PUT', orderUrl(order), editBody(order, { status: 'confirmed' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ORDER_CANCELLED');
    expect(await stockOf(product.id, flavorA)).toBe(stock);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('cancelled');
  });

  it("answers 404 'Order not found' for an order of another user", async () => {
    const order = await placeOrder(amal, [{ productId: product.id, flavor: flavorA, quantity: 1 }]);
    const res = await call(admin, 'PUT', `${ordersUrl}/${shopper.id}/${order.id}`, editBody(order));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order not found');
  });

  describe('validation (spec 001 §5)', () => {
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

describe('orders whose product or customer is gone', () => {
  it('keeps a line of a deleted product as it was, edits the rest, and cancels a deleted user’s order via user id 0', async () => {
    const [gone] = await quickShoppers(t.app, 1, 'gone');
    const [temp] = await t.app.db
      .insert(products)
      .values({
        nameEn: 'Old Bar',
        nameAr: 'لوح قديم',
        pricePiastres: 5_000,
        category: 'Snacks',
        brand: 'Atlas',
        quantity: 5,
      })
      .returning({ id: products.id });
    const order = await placeOrder(gone!, [
      { productId: temp!.id, flavor: 'Unflavored', quantity: 2 },
      { productId: product.id, flavor: flavorA, quantity: 1 },
    ]);
    await t.app.db.delete(products).where(eq(products.id, temp!.id));
    await t.app.db.delete(users).where(eq(users.id, gone!.id));
    const listed = (await call(admin, 'GET', `${ordersUrl}?type=id&query=${order.id}`)).json()[0] as OrderDto;
    expect(listed.userId).toBe(0);
    expect(listed.products[0]!.productId).toBe(0);

    const edit = editBody(listed, { status: 'confirmed' });
    const grown = await call(admin, 'PUT', orderUrl(listed), {
      ...edit,
      products: [{ ...edit.products[0]!, quantity: 3 }, edit.products[1]],
    });
    expect(grown.statusCode).toBe(400);
    expect(grown.json().fields['products.0.quantity']).toBeDefined();
    const ok = await call(admin, 'PUT', orderUrl(listed), edit);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'confirmed', total: order.total });
    expect(ok.json().products[0]).toMatchObject({ productId: 0, name: 'Old Bar', quantity: 2 });

    const stock = await stockOf(product.id, flavorA);
    const cancelled = await call(admin, 'DELETE', orderUrl(listed));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(product.id, flavorA)).toBe(stock + 1);
  });
});

describe('a mail server that is down', () => {
  it('answers the cancel and keeps the status e-mail in the outbox until it can leave', async () => {
    let down = true;
    const sent: string[] = [];
    const s = await createTestApp({
      mail: {
        retryBaseMs: 10,
        pollMs: 0,
        transport: {
          kind: 'smtp',
          deliver: async (m) => {
            if (down) throw new Error('SMTP down');
            sent.push(m.subject);
          },
        },
      },
    });
    try {
      await seedDemoAccounts(s.app.db);
      await seedDemoCatalogue(s.app.db, s.app.files);
      const [buyer] = await quickShoppers(s.app, 1, 'outage');
      const boss = await signIn(s.app, 'admin@atlas.demo', 'Admin@2026');
      const [item] = await s.app.db
        .select()
        .from(productFlavors)
        .where(sql`quantity > 0`)
        .limit(1);
      await callAs(s.app, buyer!, 'POST', '/api/cart/add', {
        productId: item!.productId,
        selectedFlavor: item!.name,
      });
      const placed = await callAs(s.app, buyer!, 'POST', `/api/users/${buyer!.id}/orders`, {
        paymentMethod: 'cod',
        address: { street: '1 Tahrir St', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json() as OrderDto;
      const res = await callAs(s.app, boss, 'DELETE', `/api/users/admin/orders/${buyer!.id}/${order.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('cancelled');
      expect(await s.app.mailer.drain()).toBe(0);
      expect(await s.app.mailer.backlog()).toEqual({ pending: 2, failed: 0 });
      down = false;
      await new Promise((resolve) => setTimeout(resolve, 30)); // past the first backoff
      expect(await s.app.mailer.drain()).toBe(2);
      expect(sent).toHaveLength(2); // the placement confirmation and the cancellation
      expect(sent.some((subject) => subject.includes(`#${order.id}`) && /cancelled/.test(subject))).toBe(
        true,
      );
    } finally {
      await s.close();
    }
  });
});
