import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../db/schema/index';
import {
  address,
  admin,
  call,
  flavor,
  ordersOf,
  paymob,
  product,
  setUpPaymobApp,
  started,
  statusOf,
  STOCK,
  stock,
  t,
} from './paymob-fixtures';

setUpPaymobApp();

describe('Paymob orders cancelled by an admin', () => {
  const cancel = (order: { userId: number; id: number }) =>
    call(admin, 'DELETE', `/api/users/admin/orders/${order.userId}/${order.id}`);
  const auditOf = (orderId: number) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))));

  it('a card payment is voided, the stock returned and the cancel audited', async () => {
    const { s, secret } = await started('card', 2);
    const { transaction } = await paymob.pay(secret, 'success');
    const [order] = await ordersOf(s);
    const res = await cancel(order as { userId: number; id: number });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'voided' });
    expect(paymob.voids).toContain(transaction.id);
    expect(await stock()).toBe(STOCK);
    const [entry] = await auditOf(order!.id as number);
    expect(entry).toMatchObject({ action: 'order.cancel' });
    expect(entry!.after).toMatchObject({ paymentStatus: 'voided' });
  });

  it('a wallet payment is refunded; when Paymob refuses, the order stays as it was', async () => {
    const { s, secret } = await started('wallet', 2);
    const { transaction } = await paymob.pay(secret, 'success');
    const [order] = await ordersOf(s);
    paymob.behaviour.failRefund = true;
    const refused = await cancel(order as { userId: number; id: number });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toMatch(/^Paymob did not give the payment back/);
    expect((await ordersOf(s))[0]).toMatchObject({ status: 'processing', paymentStatus: 'completed' });
    expect(await stock()).toBe(STOCK - 2);
    paymob.behaviour.failRefund = false;
    const res = await cancel(order as { userId: number; id: number });
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(paymob.refunds).toContainEqual({
      transactionId: transaction.id,
      amountCents: transaction.amount_cents,
    });
    expect(await stock()).toBe(STOCK);
  });

  it('a kiosk order still waiting cannot be edited; it is cancelled, and paying its reference afterwards is refunded', async () => {
    const { s, reference, secret } = await started('kiosk', 2);
    await paymob.kioskReference(secret);
    const [order] = await ordersOf(s);
    const edit = await call(admin, 'PUT', `/api/users/admin/orders/${s.id}/${order!.id as number}`, {
      status: 'confirmed',
      address,
      products: [{ productId: product.id, name: 'x', price: 1, flavor, quantity: 1 }],
    });
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json().code).toBe('ORDER_AWAITING_PAYMENT');
    expect(await stock()).toBe(STOCK - 2);
    const res = await cancel(order as { userId: number; id: number });
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect(await stock()).toBe(STOCK);
    await paymob.payKiosk(secret);
    expect(await statusOf(s, reference)).toMatchObject({ status: 'refunded', refundReason: 'cancelled' });
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, s.id))).toHaveLength(1);
  });
});
