import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { OrderDto } from '@atlas/shared/contract/orders';
import { formatNumber } from '@atlas/shared/rules/format';
import { orders, productFlavors } from '../../db/schema/index';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { callAs, quickShoppers, signIn } from '../../test/shoppers';
import { createTestApp } from '../../test/test-app';
import {
  admin,
  amal,
  auditOf,
  call,
  flavorA,
  flavorB,
  orderUrl,
  ordersUrl,
  placeOrder,
  plain,
  product,
  productRow,
  setUpAdminOrdersApp,
  shopper,
  stockOf,
  t,
  waitForMail,
} from './admin-orders-fixtures';

setUpAdminOrdersApp();

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
      // an Arabic mail writes the order's number in Arabic digits, as its amounts
      (m) =>
        m.to === amal.email &&
        m.subject.includes(formatNumber(order.id, 'ar', { useGrouping: false })) &&
        m.subject.includes('إلغاء'),
    );
    expect(mail.text).toContain('استرداد');
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
      // each failed try waited twice as long as the one before (10, 20, 40 ms…); a busy machine
      // got through more tries before the mail server came back, so drain until both have left
      let delivered = 0;
      await vi.waitFor(
        async () => {
          delivered += await s.app.mailer.drain();
          expect(delivered).toBe(2);
        },
        { timeout: 10_000, interval: 20 },
      );
      expect(sent).toHaveLength(2); // the placement confirmation and the cancellation
      expect(sent.some((subject) => subject.includes(`#${order.id}`) && /cancelled/.test(subject))).toBe(
        true,
      );
    } finally {
      await s.close();
    }
  });
});
