import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paypalCaptures } from '../../db/schema/index';
import { orderMessages } from '@atlas/shared/contract/orders';
import { createPaypalClient } from '../../lib/payments/paypal';
import { reconcilePaypalCaptures, recordCaptureAttempt } from './paypal-reconcile';
import {
  approvedOrder,
  fill,
  ordersOf,
  pay,
  paypal,
  setUpPaypalApp,
  shopper,
  stock,
  t,
} from './paypal-fixtures';

setUpPaypalApp();

describe('captures left without an order (the process died in between)', () => {
  const attempt = async (id: string) =>
    (await t.app.db.select().from(paypalCaptures).where(eq(paypalCaptures.paypalOrderId, id)))[0];
  const reconcile = async () => {
    // as if the ten minutes a shopper has to retry were over
    await t.app.db.update(paypalCaptures).set({ nextCheckAt: new Date(Date.now() - 1000) });
    const client = createPaypalClient({
      clientId: paypal.clientId,
      clientSecret: paypal.clientSecret,
      apiBase: paypal.url,
    });
    return reconcilePaypalCaptures(t.app.db, client, t.app.log);
  };

  /** A shopper whose capture went through at PayPal while the shop wrote no order (the process died). */
  async function orphanCapture(tag: string) {
    const s = shopper();
    await fill(s);
    const id = await approvedOrder(s);
    await recordCaptureAttempt(t.app.db, id, s.id);
    const order = paypal.orders.get(id)!;
    order.status = 'COMPLETED';
    order.capture = { id: `CAP-${tag}`, status: 'COMPLETED', amount: order.amount, refunded: false };
    return { s, id, order };
  }

  it('records every capture before it happens and marks it settled by its order', async () => {
    const s = shopper();
    await fill(s);
    const id = await approvedOrder(s);
    expect((await pay(s, id)).statusCode).toBe(201);
    expect(await attempt(id)).toMatchObject({ userId: s.id, resolution: 'order' });
    expect((await attempt(id))!.resolvedAt).not.toBeNull();
  });

  it('refunds a completed capture nobody came back for, writes no order, and does it once', async () => {
    const { s, id, order } = await orphanCapture('ORPHAN');
    expect(await reconcile()).toBeGreaterThanOrEqual(1);
    expect(order.capture!.refunded).toBe(true);
    expect(await attempt(id)).toMatchObject({ resolution: 'refunded' });
    expect(await ordersOf(s)).toEqual([]);
    const refunds = paypal.refunds.length;
    await reconcile();
    expect(paypal.refunds.length).toBe(refunds);
  });

  it('leaves alone a capture whose order was written, and settles one that never captured', async () => {
    const s = shopper();
    await fill(s);
    const paid = await approvedOrder(s);
    expect((await pay(s, paid)).statusCode).toBe(201);
    // an order written but its attempt never marked (the process died right after the commit)
    await t.app.db
      .update(paypalCaptures)
      .set({ resolvedAt: null, resolution: null })
      .where(eq(paypalCaptures.paypalOrderId, paid));
    const other = shopper();
    await fill(other);
    const never = await approvedOrder(other);
    await recordCaptureAttempt(t.app.db, never, other.id);
    const refunds = paypal.refunds.length;
    await reconcile();
    expect(await attempt(paid)).toMatchObject({ resolution: 'order' });
    expect(await attempt(never)).toMatchObject({ resolution: 'not-captured' });
    expect(paypal.refunds.length).toBe(refunds);
    expect(paypal.orders.get(paid)!.capture!.refunded).toBe(false);
  });

  it('the refund wins: a shopper retrying while the reconciler refunds gets no order and is told so', async () => {
    const { s, id, order } = await orphanCapture('REFUND-WINS');
    const before = await stock();
    let retry: Awaited<ReturnType<typeof pay>> | undefined;
    // the reconciler has claimed the capture and is calling PayPal's refund: the shopper retries now
    paypal.behaviour.beforeNextRefund = async () => {
      retry = await pay(s, id);
    };
    await reconcile();
    expect(retry!.statusCode, retry!.body).toBe(409);
    expect(retry!.json()).toMatchObject({ code: 'PAYMENT_REFUNDED', message: orderMessages.paymentRefunded });
    expect(order.capture!.refunded).toBe(true);
    expect(paypal.refunds.filter((r) => r === 'CAP-REFUND-WINS')).toHaveLength(1);
    expect(await ordersOf(s)).toEqual([]);
    expect(await stock()).toBe(before);
    expect(await attempt(id)).toMatchObject({ resolution: 'refunded' });
    expect((await attempt(id))!.resolvedAt).not.toBeNull();
    // and any later retry of that payment says the same, without touching PayPal's money again
    const later = await pay(s, id);
    expect(later.json()).toMatchObject({ code: 'PAYMENT_REFUNDED' });
    expect(paypal.refunds.filter((r) => r === 'CAP-REFUND-WINS')).toHaveLength(1);
  });

  it('the order wins: a retry that writes the order while the reconciler asks PayPal is not refunded', async () => {
    const { s, id, order } = await orphanCapture('ORDER-WINS');
    let retry: Awaited<ReturnType<typeof pay>> | undefined;
    // the reconciler found no order and is reading the capture at PayPal: the shopper's retry lands now
    paypal.behaviour.beforeNextGetOrder = async () => {
      retry = await pay(s, id);
    };
    await reconcile();
    expect(retry!.statusCode, retry!.body).toBe(201);
    expect(retry!.json()).toMatchObject({ transactionId: 'CAP-ORDER-WINS', paymentStatus: 'completed' });
    expect(order.capture!.refunded).toBe(false);
    expect(await ordersOf(s)).toHaveLength(1);
    expect(await attempt(id)).toMatchObject({ resolution: 'order' });
  });

  it('run together, exactly one of the retry and the refund wins, every time', async () => {
    for (let round = 0; round < 6; round++) {
      const { s, id, order } = await orphanCapture(`TOGETHER-${round}`);
      const [retry] = await Promise.all([pay(s, id), reconcile()]);
      const orders = await ordersOf(s);
      const outcome = `round ${round}: ${retry.statusCode} ${retry.body.slice(0, 120)}`;
      if (retry.statusCode === 201) {
        expect(order.capture!.refunded, outcome).toBe(false);
        expect(orders, outcome).toHaveLength(1);
      } else {
        expect(retry.json().code, outcome).toBe('PAYMENT_REFUNDED');
        expect(order.capture!.refunded, outcome).toBe(true);
        expect(orders, outcome).toEqual([]);
      }
    }
  });

  it('tries again later when PayPal cannot be reached', async () => {
    const s = shopper();
    const id = 'PAYPAL-UNREACHABLE';
    await recordCaptureAttempt(t.app.db, id, s.id);
    await t.app.db.update(paypalCaptures).set({ nextCheckAt: new Date(Date.now() - 1000) });
    const offline = createPaypalClient({ clientId: 'x', clientSecret: 'y', apiBase: 'http://127.0.0.1:9' });
    expect(await reconcilePaypalCaptures(t.app.db, offline, t.app.log)).toBe(0);
    const row = (await attempt(id))!;
    expect(row.resolvedAt).toBeNull();
    expect(new Date(row.nextCheckAt).getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
  });
});
