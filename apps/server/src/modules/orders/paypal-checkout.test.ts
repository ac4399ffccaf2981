import { describe, expect, it } from 'vitest';
import { shopSettings } from '../../db/schema/index';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { bearer, quickShoppers } from '../../test/shoppers';
import { createTestApp } from '../../test/test-app';
import {
  approvedOrder,
  call,
  createPaypalOrder,
  EGP_PER_USD,
  fill,
  flavor,
  ordersOf,
  pay,
  paypal,
  product,
  setStock,
  setUpPaypalApp,
  shopper,
  stock,
  t,
} from './paypal-fixtures';

setUpPaypalApp();

describe('PayPal checkout', () => {
  it('is announced to the browser with the SDK and currency, and allowed by the CSP', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.paypal).toEqual({ clientId: paypal.clientId, currency: 'USD', sdkUrl: paypal.sdkUrl });
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/config' })).headers['content-security-policy'],
    );
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-[^']+' ${paypal.url}`));
  });

  it('creates the PayPal order for the server’s cart total, converted to the charge currency', async () => {
    const s = shopper();
    await fill(s, 3);
    const res = await createPaypalOrder(s);
    expect(res.statusCode, res.body).toBe(200);
    const expected = (Math.round(((product.discountedPrice * 3) / EGP_PER_USD) * 100) / 100).toFixed(2);
    expect(res.json()).toEqual({ id: expect.any(String), amount: expected, currency: 'USD' });
    expect(paypal.orders.get(res.json().id)!.amount).toEqual({ currency_code: 'USD', value: expected });
  });

  it('captures, checks and writes the order with PayPal’s transaction id, address and both amounts', async () => {
    const s = shopper();
    await fill(s, 2);
    const before = await stock();
    const id = await approvedOrder(s);
    const res = await pay(s, id);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    const capture = paypal.orders.get(id)!.capture!;
    expect(order).toMatchObject({
      paymentMethod: 'paypal',
      paymentStatus: 'completed',
      status: 'processing',
      transactionId: capture.id,
      total: Math.round(product.discountedPrice * 2 * 100) / 100,
      chargedAmount: capture.amount.value,
      chargedCurrency: 'USD',
      address: {
        street: '12 Nile Corniche',
        city: 'Giza',
        state: 'Giza',
        zipCode: '12611',
        country: 'EG',
        fullName: 'Mona Hassan',
      },
    });
    expect(await stock()).toBe(before - 2);
    expect((await call(s, 'GET', '/api/cart')).json()).toEqual([]);
  });

  it('asks PayPal for items and delivery to the address chosen, and the order keeps that breakdown', async () => {
    // no free delivery for this test: the fee must show in the amount
    await t.app.db.update(shopSettings).set({ freeDeliveryThresholdPiastres: null });
    try {
      const s = shopper();
      await fill(s, 1);
      const aswan = {
        street: '3 Corniche',
        city: 'Aswan',
        state: 'Aswan',
        zipCode: '81511',
        country: 'Egypt',
      };
      const created = await call(s, 'POST', '/api/payments/paypal/orders', { address: aswan });
      expect(created.statusCode, created.body).toBe(200);
      const items = Math.round(product.discountedPrice * 100);
      // Upper Egypt: 75 EGP; no cash-on-delivery fee for PayPal
      const expected = (Math.round(((items + 7_500) / 100 / EGP_PER_USD) * 100) / 100).toFixed(2);
      expect(created.json().amount).toBe(expected);
      paypal.approve(created.json().id);
      const res = await call(
        s,
        'POST',
        `/api/users/${s.id}/orders`,
        { paymentMethod: 'paypal', paypalOrderId: created.json().id, address: aswan },
        { 'idempotency-key': `key-${created.json().id}` },
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        subtotal: items / 100,
        deliveryFee: 75,
        codFee: 0,
        discount: 0,
        total: (items + 7_500) / 100,
        chargedAmount: expected,
        address: { city: 'Aswan', governorate: 'EG-ASN' },
        delivery: { zone: 'Upper Egypt' },
      });
    } finally {
      await t.app.db.update(shopSettings).set({ freeDeliveryThresholdPiastres: 150_000 });
    }
  });

  it('returns the same order for a replayed capture and never captures twice', async () => {
    const s = shopper();
    await fill(s);
    const id = await approvedOrder(s);
    const first = await pay(s, id);
    const captures = paypal.captureCalls.length;
    const again = await pay(s, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(paypal.captureCalls.length).toBe(captures);
    expect(await ordersOf(s)).toHaveLength(1);
  });

  it('writes the order of a capture whose process died before writing it, on the retry, without capturing again', async () => {
    const s = shopper();
    await fill(s);
    const before = await stock();
    const id = await approvedOrder(s);
    // what the capture did at PayPal before the server was killed: money taken, no shop order
    const order = paypal.orders.get(id)!;
    order.status = 'COMPLETED';
    order.capture = { id: 'CAP-CRASHED', status: 'COMPLETED', amount: order.amount, refunded: false };
    const captures = paypal.captureCalls.length;
    const res = await pay(s, id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ paymentStatus: 'completed', transactionId: 'CAP-CRASHED' });
    expect(paypal.captureCalls.length).toBe(captures);
    expect(order.capture.refunded).toBe(false);
    expect(await stock()).toBe(before - 2);
    expect(await ordersOf(s)).toHaveLength(1);
  });

  it('refunds such a capture when the cart changed meanwhile', async () => {
    const s = shopper();
    await fill(s);
    const id = await approvedOrder(s);
    const order = paypal.orders.get(id)!;
    order.status = 'COMPLETED';
    order.capture = { id: 'CAP-STALE', status: 'COMPLETED', amount: order.amount, refunded: false };
    await fill(s, 1); // one more unit: the capture no longer pays for the cart
    const res = await pay(s, id);
    expect(res.statusCode).toBe(402);
    expect(order.capture.refunded).toBe(true);
    expect(await ordersOf(s)).toHaveLength(0);
  });

  it('refuses a PayPal order whose amount or currency differs from the cart, without capturing', async () => {
    const s = shopper();
    await fill(s);
    const real = (await createPaypalOrder(s)).json();
    for (const amount of [
      { currency_code: 'USD', value: '0.01' },
      { currency_code: 'EUR', value: real.amount },
    ]) {
      const forged = `FORGED${Math.random().toString(36).slice(2)}`.toUpperCase();
      paypal.orders.set(forged, { id: forged, status: 'APPROVED', amount, custom_id: `atlas-user-${s.id}` });
      const res = await pay(s, forged);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({
        code: 'PAYMENT_FAILED',
        message: 'Payment processing error. Please try again or use a different payment method.',
      });
      expect(paypal.captureCalls).not.toContain(forged);
    }
    expect(await ordersOf(s)).toEqual([]);
  });

  it('refuses another shopper’s PayPal order and an unapproved one', async () => {
    const owner = shopper();
    const thief = shopper();
    await fill(owner);
    await fill(thief);
    const id = await approvedOrder(owner);
    expect((await pay(thief, id)).statusCode).toBe(402);
    const unapproved = (await createPaypalOrder(thief)).json().id;
    expect((await pay(thief, unapproved)).statusCode).toBe(402);
    expect(paypal.captureCalls).not.toContain(id);
    expect(paypal.captureCalls).not.toContain(unapproved);
  });

  it('creates nothing when the capture fails', async () => {
    const s = shopper();
    await fill(s);
    const before = await stock();
    const id = await approvedOrder(s);
    paypal.behaviour.failCapture = true;
    const res = await pay(s, id);
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('PAYMENT_FAILED');
    expect(await stock()).toBe(before);
    expect(await ordersOf(s)).toEqual([]);
    expect((await call(s, 'GET', '/api/cart')).json()).toHaveLength(1);
  });

  it('refunds a capture whose amount differs from the approved one', async () => {
    const s = shopper();
    await fill(s);
    const id = await approvedOrder(s);
    paypal.behaviour.captureAmount = { currency_code: 'USD', value: '1.00' };
    expect((await pay(s, id)).statusCode).toBe(402);
    expect(paypal.refunds).toContain(paypal.orders.get(id)!.capture!.id);
    expect(await ordersOf(s)).toEqual([]);
  });

  it('does not capture when stock ran out after approval', async () => {
    const s = shopper();
    await fill(s, 3);
    const id = await approvedOrder(s);
    await setStock(2);
    const res = await pay(s, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', fields: { flavor } });
    expect(paypal.captureCalls).not.toContain(id);
    expect(await stock()).toBe(2);
  });

  it('refunds when the stock sells out while PayPal captures, and tells the shopper', async () => {
    const s = shopper();
    await fill(s, 3);
    const id = await approvedOrder(s);
    paypal.behaviour.duringCapture = async () => {
      await setStock(1);
    };
    const res = await pay(s, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Some items sold out while you were paying. You have not been charged; please review your cart.',
    );
    expect(paypal.refunds).toContain(paypal.orders.get(id)!.capture!.id);
    expect(await stock()).toBe(1);
    expect(await ordersOf(s)).toEqual([]);
  });

  it('answers 502 when PayPal cannot be reached to create an order', async () => {
    const s = shopper();
    await fill(s);
    const broken = await createTestApp({
      env: {
        PAYPAL_CLIENT_ID: 'x',
        PAYPAL_CLIENT_SECRET: 'y',
        PAYPAL_API_BASE: 'http://127.0.0.1:9',
        EGP_PER_PAYPAL_UNIT: '50',
      },
    });
    try {
      await seedDemoCatalogue(broken.app.db, broken.app.files);
      const [b] = await quickShoppers(broken.app, 1, 'offline');
      await broken.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: bearer(b!),
        payload: { productId: product.id, selectedFlavor: flavor },
      });
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/payments/paypal/orders',
        headers: bearer(b!),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('PAYMENT_FAILED');
    } finally {
      await broken.close();
    }
  });
});
