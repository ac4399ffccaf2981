import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymobPayments } from '../../db/schema/index';
import {
  ordersOf,
  paymob,
  reconcileDeps,
  setStock,
  setUpPaymobApp,
  started,
  statusOf,
  STOCK,
  stock,
  t,
} from './paymob-fixtures';
import { expireKioskPayments } from './paymob-reconcile';

setUpPaymobApp();

describe('Paymob checkout', () => {
  it('a kiosk order waits with its reference and expiry, holds the stock, and is completed by the callback', async () => {
    const { s, reference, secret } = await started('kiosk', 3);
    const { reference: bill } = await paymob.kioskReference(secret);
    const payment = await statusOf(s, reference);
    expect(payment).toMatchObject({ status: 'awaiting', kioskReference: bill, method: 'kiosk' });
    const [order] = await ordersOf(s);
    expect(order).toMatchObject({
      paymentMethod: 'kiosk',
      paymentStatus: 'awaiting',
      paymentReference: bill,
      payBy: payment.expiresAt,
      transactionId: null,
    });
    // held for about PAYMOB_KIOSK_HOURS (48 by default)
    const hours = (Date.parse(payment.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(await stock()).toBe(STOCK - 3);
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as {
      to: string;
      text: string;
    }[];
    expect(outbox.find((m) => m.to === s.email)?.text).toContain(`with reference ${bill} by`);

    const paid = await paymob.payKiosk(secret);
    expect(await statusOf(s, reference)).toMatchObject({ status: 'paid' });
    const mails = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as {
      to: string;
      subject: string;
    }[];
    expect(mails.filter((m) => m.to === s.email).map((m) => m.subject)).toContain(
      `Payment received for your Atlas order #${order!.id}`,
    );
    expect((await ordersOf(s))[0]).toMatchObject({
      id: order!.id,
      paymentStatus: 'completed',
      transactionId: String(paid.id),
    });
    expect(await stock()).toBe(STOCK - 3);
  });

  it('a kiosk reference left unpaid expires: order cancelled, stock returned; a payment after that is refunded', async () => {
    const { s, reference, secret } = await started('kiosk', 2);
    await paymob.kioskReference(secret);
    expect(await stock()).toBe(STOCK - 2);
    expect(await expireKioskPayments(reconcileDeps())).toBe(0);
    await t.app.db
      .update(paymobPayments)
      .set({ expiresAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(paymobPayments.reference, reference));
    expect(await expireKioskPayments(reconcileDeps())).toBe(1);
    expect(await expireKioskPayments(reconcileDeps())).toBe(0);
    expect(await stock()).toBe(STOCK);
    expect((await ordersOf(s))[0]).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' });
    expect(await statusOf(s, reference)).toMatchObject({ status: 'expired' });

    const paid = await paymob.payKiosk(secret);
    expect(await statusOf(s, reference)).toMatchObject({ status: 'refunded', refundReason: 'expired' });
    expect(paymob.refunds).toContainEqual({ transactionId: paid.id, amountCents: paid.amount_cents });
    expect(await stock()).toBe(STOCK);
  });

  it('a kiosk reference for a cart that sold out meanwhile holds nothing and is refunded if paid', async () => {
    const { s, reference, secret } = await started('kiosk', 2);
    await setStock(1);
    await paymob.kioskReference(secret);
    expect(await ordersOf(s)).toEqual([]);
    expect(await statusOf(s, reference)).toMatchObject({ status: 'cancelled', refundReason: 'sold-out' });
    await paymob.payKiosk(secret);
    expect(await statusOf(s, reference)).toMatchObject({ status: 'refunded' });
    expect(await stock()).toBe(1);
  });
});
