import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paypalCaptures, productFlavors, shopSettings } from '../../db/schema/index';
import { orderMessages } from '@atlas/shared/contract/orders';
import { createPaypalClient } from '../../lib/payments/paypal';
import { reconcilePaypalCaptures, recordCaptureAttempt } from './paypal-reconcile';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { startFakePaypal, type FakePaypal } from '../../test/fake-paypal';
import { bearer, callAs, type CallArgs, nextIp, quickShoppers, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';

interface Product {
  id: number;
  discountedPrice: number;
  available_flavors: string[];
  flavor_quantity: Record<string, number>;
}

let t: TestContext;
let paypal: FakePaypal;
let product: Product;
let flavor: string;
let shoppers: Caller[];
let next = 0;
const EGP_PER_USD = 48.5;
const shopper = () => shoppers[next++]!;

const call = (...args: CallArgs) => callAs(t.app, ...args);
const fill = (caller: Caller, quantity = 2) =>
  call(caller, 'POST', '/api/cart/add', { productId: product.id, selectedFlavor: flavor, quantity });
const createPaypalOrder = (caller: Caller) => call(caller, 'POST', '/api/payments/paypal/orders');
const pay = (caller: Caller, paypalOrderId: string, key = `key-${paypalOrderId}-${Math.random()}`) =>
  call(
    caller,
    'POST',
    `/api/users/${caller.id}/orders`,
    { paymentMethod: 'paypal', paypalOrderId },
    { 'idempotency-key': key },
  );
const stock = async () =>
  (
    await t.app.db
      .select({ q: productFlavors.quantity })
      .from(productFlavors)
      .where(and(eq(productFlavors.productId, product.id), eq(productFlavors.name, flavor)))
  )[0]!.q;
const setStock = (quantity: number) =>
  t.app.db
    .update(productFlavors)
    .set({ quantity })
    .where(and(eq(productFlavors.productId, product.id), eq(productFlavors.name, flavor)));
const ordersOf = async (caller: Caller) =>
  (await call(caller, 'GET', `/api/users/${caller.id}/orders`)).json() as unknown[];

/** The buyer approves in PayPal's window. */
async function approvedOrder(caller: Caller): Promise<string> {
  const res = await createPaypalOrder(caller);
  expect(res.statusCode, res.body).toBe(200);
  paypal.approve(res.json().id);
  return res.json().id;
}

beforeAll(async () => {
  paypal = await startFakePaypal();
  t = await createTestApp({
    env: {
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_API_BASE: paypal.url,
      PAYPAL_SDK_URL: paypal.sdkUrl,
      PAYPAL_CURRENCY: 'USD',
      EGP_PER_PAYPAL_UNIT: String(EGP_PER_USD),
    },
  });
  await seedDemoCatalogue(t.app.db, t.app.files);
  const all = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as Product[];
  product = all.find((p) => Object.values(p.flavor_quantity).some((q) => q >= 10))!;
  flavor = product.available_flavors.find((f) => product.flavor_quantity[f]! >= 10)!;
  shoppers = await quickShoppers(t.app, 30, 'payer');
});
afterEach(async () => {
  paypal.behaviour.failCapture = false;
  paypal.behaviour.captureAmount = null;
  paypal.behaviour.duringCapture = null;
  paypal.behaviour.beforeNextGetOrder = null;
  paypal.behaviour.beforeNextRefund = null;
  await setStock(40);
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

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

describe('PayPal with a code', () => {
  it('asks PayPal for the same total cash on delivery charges less its fee, and the order keeps the code', async () => {
    const admin = (await quickShoppers(t.app, 1, 'paypal-code-admin', 'admin'))[0]!;
    const created = await call(admin, 'POST', '/api/admin/coupons', {
      kind: 'amount',
      amount: 25,
      maxUsesPerShopper: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { code } = created.json() as { code: string };
    const address = {
      street: '5 Tahrir St',
      city: 'Cairo',
      state: 'Cairo',
      zipCode: '11511',
      country: 'Egypt',
    };
    const [cod, card] = [shopper(), shopper()];
    for (const s of [cod, card]) {
      await fill(s, 1);
      expect((await call(s, 'PUT', '/api/cart/code', { code })).statusCode).toBe(200);
    }
    const codOrder = (
      await call(
        cod,
        'POST',
        `/api/users/${cod.id}/orders`,
        { paymentMethod: 'cod', address },
        { 'idempotency-key': `paypal-code-cod-${cod.id}` },
      )
    ).json() as { total: number; codFee: number; discount: number };
    expect(codOrder.discount).toBe(25);
    const asked = await call(card, 'POST', '/api/payments/paypal/orders', { address });
    expect(asked.statusCode, asked.body).toBe(200);
    const egp = codOrder.total - codOrder.codFee;
    expect(asked.json().amount).toBe((Math.round((egp / EGP_PER_USD) * 100) / 100).toFixed(2));
    paypal.approve(asked.json().id);
    const placed = await call(
      card,
      'POST',
      `/api/users/${card.id}/orders`,
      { paymentMethod: 'paypal', paypalOrderId: asked.json().id, address },
      { 'idempotency-key': `paypal-code-${card.id}` },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ couponCode: code, discount: 25, total: egp, codFee: 0 });
  });
});

describe('PayPal for guests', () => {
  const address = {
    street: '5 Tahrir St',
    city: 'Giza',
    state: 'Giza',
    zipCode: '12511',
    country: 'Egypt',
    governorate: 'EG-GZ',
  };
  let seq = 0;
  const guest = (name: string) => ({
    fullName: `${name} Guest`,
    mobile: `0100${String(2_000_000 + ++seq).slice(-7)}`,
    email: `${name.toLowerCase()}${seq}@guest.example`,
  });
  const items = (quantity = 2) => [{ productId: product.id, selectedFlavor: flavor, quantity }];
  const visitor = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
  const createFor = (contact: object, quantity = 2) =>
    visitor('/api/guest/paypal/orders', { contact, address, items: items(quantity) });
  const payAsGuest = (contact: object, paypalOrderId: string, key = `guest-${paypalOrderId}`, quantity = 2) =>
    visitor(
      '/api/guest/orders',
      { contact, address, items: items(quantity), paymentMethod: 'paypal', paypalOrderId },
      { 'idempotency-key': key },
    );
  const approvedFor = async (contact: object, quantity = 2) => {
    const res = await createFor(contact, quantity);
    expect(res.statusCode, res.body).toBe(200);
    paypal.approve(res.json().id);
    return res.json().id as string;
  };

  it('creates the PayPal order for the server’s total of the guest’s lines, captures it and writes a guest order', async () => {
    const contact = guest('Hana');
    const before = await stock();
    const id = await approvedFor(contact);
    expect(paypal.orders.get(id)!.custom_id).toMatch(/^atlas-guest-[0-9a-f]{40}$/);
    expect(paypal.orders.get(id)!.custom_id).not.toContain('hana');
    const res = await payAsGuest(contact, id);
    expect(res.statusCode, res.body).toBe(201);
    const { order, lookupToken } = res.json();
    expect(order).toMatchObject({
      paymentMethod: 'paypal',
      paymentStatus: 'completed',
      transactionId: paypal.orders.get(id)!.capture!.id,
      userEmail: contact.email,
      guest: { fullName: contact.fullName },
    });
    expect(await stock()).toBe(before - 2);
    const [capture] = await t.app.db
      .select()
      .from(paypalCaptures)
      .where(eq(paypalCaptures.paypalOrderId, id));
    expect(capture).toMatchObject({ userId: null, resolution: 'order' });
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/guest/orders/${order.id}?token=${lookupToken}`,
    });
    expect(opened.json().order.id).toBe(order.id);
  });

  it('returns the same order to a retry and never captures twice; another guest gets nothing', async () => {
    const contact = guest('Rana');
    const id = await approvedFor(contact);
    const first = await payAsGuest(contact, id);
    const captures = paypal.captureCalls.length;
    const again = await payAsGuest(contact, id, 'another-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().order.id).toBe(first.json().order.id);
    const other = await payAsGuest(guest('Other'), id, 'another-key-2');
    expect(other.statusCode).toBe(409);
    expect(other.body).not.toContain(contact.email);
    expect(paypal.captureCalls.length).toBe(captures);
  });

  it('refuses a PayPal order created for another guest or a shopper, and one whose lines changed, without capturing', async () => {
    const owner = guest('Owner');
    const id = await approvedFor(owner);
    expect((await payAsGuest(guest('Thief'), id)).statusCode).toBe(402);
    const s = shopper();
    await fill(s);
    const shoppers = await approvedOrder(s);
    expect((await payAsGuest(owner, shoppers)).statusCode).toBe(402);
    expect((await payAsGuest(owner, id, 'changed-lines', 3)).statusCode).toBe(402);
    expect(paypal.captureCalls).not.toContain(id);
    expect(paypal.captureCalls).not.toContain(shoppers);
  });

  it('refunds the capture when the stock sells out while PayPal captures', async () => {
    const contact = guest('Late');
    const id = await approvedFor(contact);
    paypal.behaviour.duringCapture = async () => {
      await setStock(1);
    };
    const res = await payAsGuest(contact, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(orderMessages.soldOutAfterApproval);
    expect(paypal.orders.get(id)!.capture!.refunded).toBe(true);
  });

  it('refuses to create a PayPal order for more than the stock, and validates the contact', async () => {
    await setStock(1);
    const short = await createFor(guest('Short'), 2);
    expect(short.statusCode).toBe(409);
    const bad = await visitor('/api/guest/paypal/orders', {
      contact: { email: 'x' },
      address,
      items: items(),
    });
    expect(bad.statusCode).toBe(400);
  });
});
