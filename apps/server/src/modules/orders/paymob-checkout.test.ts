import { orderDeps } from './orders.routes';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, paymobPayments, productFlavors, shopSettings } from '../../db/schema/index';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { createPaymobClient, transactionHmac } from '../../lib/payments/paymob';
import { startFakePaymob, type FakeIntention, type FakePaymob } from '../../test/fake-paymob';
import { callAs, nextIp, quickShoppers, type CallArgs, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';
import { expireKioskPayments, inquireOverduePayments, retryPaymobRefunds } from './paymob-reconcile';

interface Product {
  id: number;
  discountedPrice: number;
  available_flavors: string[];
  flavor_quantity: Record<string, number>;
}

let t: TestContext;
let paymob: FakePaymob;
let product: Product;
let flavor: string;
let shoppers: Caller[];
let admin: Caller;
let next = 0;
const shopper = () => shoppers[next++]!;
const address = {
  street: '12 Nile Corniche',
  city: 'Giza',
  state: 'Giza',
  zipCode: '12611',
  country: 'Egypt',
};
const STOCK = 40;

const call = (...args: CallArgs) => callAs(t.app, ...args);
const fill = (caller: Caller, quantity = 2, f = flavor) =>
  call(caller, 'POST', '/api/cart/add', { productId: product.id, selectedFlavor: f, quantity });
const start = (caller: Caller, method: 'card' | 'wallet' | 'kiosk', extra: object = {}) =>
  call(caller, 'POST', '/api/payments/paymob/intentions', {
    method,
    address,
    phone: '01012345678',
    ...extra,
  });
const statusOf = async (caller: Caller, reference: string) =>
  (await call(caller, 'GET', `/api/payments/paymob/${reference}`)).json();
const ordersOf = async (caller: Caller) =>
  (await call(caller, 'GET', `/api/users/${caller.id}/orders`)).json() as Record<string, unknown>[];
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
const clientSecretOf = (checkoutUrl: string) => new URL(checkoutUrl).searchParams.get('clientSecret')!;
const intentionOf = (checkoutUrl: string) => paymob.intentions.get(clientSecretOf(checkoutUrl))!;

/** A shopper with `quantity` units in the cart who started paying by `method`. */
async function started(method: 'card' | 'wallet' | 'kiosk', quantity = 2) {
  const s = shopper();
  await fill(s, quantity);
  const res = await start(s, method);
  expect(res.statusCode, res.body).toBe(201);
  const { reference, checkoutUrl } = res.json() as { reference: string; checkoutUrl: string };
  return {
    s,
    reference,
    checkoutUrl,
    intention: intentionOf(checkoutUrl),
    secret: clientSecretOf(checkoutUrl),
  };
}

/** Posts a callback the way Paymob does, with any body and signature. */
const postCallback = (body: unknown, hmac?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/paymob/callback${hmac === undefined ? '' : `?hmac=${hmac}`}`,
    payload: body as object,
  });

/** A transaction of `intention` as Paymob would sign it. */
function transactionOf(intention: FakeIntention, fields: Record<string, unknown> = {}) {
  return {
    id: 7_000_000 + Math.floor(Math.random() * 1_000_000),
    pending: false,
    success: true,
    amount_cents: intention.amountCents,
    currency: 'EGP',
    integration_id: intention.integrationId,
    has_parent_transaction: false,
    is_refunded: false,
    is_voided: false,
    order: { id: intention.orderId },
    created_at: '2026-11-26T10:00:00.000000',
    source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
    ...fields,
  };
}

beforeAll(async () => {
  paymob = await startFakePaymob({
    transport: async (url, body) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `${url.pathname}${url.search}`,
          headers: { 'content-type': 'application/json' },
          payload: body,
        })
      ).statusCode,
  });
  const { config } = paymob;
  t = await createTestApp({
    env: {
      PAYMOB_SECRET_KEY: config.secretKey,
      PAYMOB_PUBLIC_KEY: config.publicKey,
      PAYMOB_HMAC_SECRET: config.hmacSecret,
      PAYMOB_API_BASE: config.apiBase,
      PAYMOB_CARD_INTEGRATION_ID: String(config.integrations.card),
      PAYMOB_WALLET_INTEGRATION_ID: String(config.integrations.wallet),
      PAYMOB_KIOSK_INTEGRATION_ID: String(config.integrations.kiosk),
      PAYMOB_API_KEY: config.apiKey!,
    },
  });
  await seedDemoCatalogue(t.app.db, t.app.files);
  const all = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as Product[];
  product = all.find(
    (p) => p.available_flavors.length >= 2 && Object.values(p.flavor_quantity).some((q) => q >= 10),
  )!;
  flavor = product.available_flavors.find((f) => product.flavor_quantity[f]! >= 10)!;
  shoppers = await quickShoppers(t.app, 40, 'paymob');
  admin = (await quickShoppers(t.app, 1, 'paymob-admin', 'admin'))[0]!;
  await setStock(STOCK);
});
afterEach(async () => {
  paymob.behaviour.failRefund = false;
  paymob.behaviour.unreachable = false;
  await setStock(STOCK);
});
afterAll(async () => {
  await t.close();
  await paymob.close();
});

describe('Paymob checkout', () => {
  it('is announced with the configured methods', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.paymob).toEqual({ methods: ['card', 'wallet', 'kiosk'] });
  });

  it('creates the intention for the server’s cart total in piastres, with our reference and the billing data', async () => {
    const { s, reference, checkoutUrl, intention } = await started('card', 3);
    const amount = Math.round(product.discountedPrice * 3 * 100);
    expect(reference).toMatch(/^atl-[0-9a-f]{24}$/);
    expect(checkoutUrl).toBe(
      `${paymob.url}/unifiedcheckout/?publicKey=${paymob.config.publicKey}&clientSecret=${intention.clientSecret}`,
    );
    expect(intention).toMatchObject({
      amountCents: amount,
      method: 'card',
      reference,
      notificationUrl: `${t.env.PUBLIC_URL}/api/payments/paymob/callback`,
      redirectionUrl: `${t.env.PUBLIC_URL}/checkout/paymob/${reference}`,
    });
    expect(intention.billing).toMatchObject({
      first_name: 'Quick',
      email: s.email,
      phone_number: '01012345678',
      street: address.street,
      city: 'Giza',
      country: 'EG',
    });
    expect(await statusOf(s, reference)).toMatchObject({ status: 'open', method: 'card', orderId: null });
    // nothing is taken until Paymob says it is paid
    expect(await stock()).toBe(STOCK);
    expect(await ordersOf(s)).toEqual([]);
  });

  it('sends a page opened at another address back there', async () => {
    const s = shopper();
    await fill(s);
    const res = await call(
      s,
      'POST',
      '/api/payments/paymob/intentions',
      { method: 'wallet', address, phone: '01012345678' },
      { host: '192.168.1.20:3000', 'sec-fetch-site': 'same-origin' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(intentionOf(res.json().checkoutUrl).redirectionUrl).toBe(
      `http://192.168.1.20:3000/checkout/paymob/${res.json().reference}`,
    );
  });

  it('refuses what it cannot pay: an empty cart, no phone, no address, an unknown method', async () => {
    const s = shopper();
    expect((await start(s, 'card')).json().code).toBe('EMPTY_CART');
    await fill(s);
    const noPhone = await call(s, 'POST', '/api/payments/paymob/intentions', { method: 'card', address });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().fields).toEqual({ phone: 'Please enter a mobile number for the payment' });
    const badPhone = await start(s, 'card', { phone: 'call me' });
    expect(badPhone.statusCode).toBe(400);
    const noAddress = await call(s, 'POST', '/api/payments/paymob/intentions', {
      method: 'card',
      phone: '01012345678',
    });
    expect(noAddress.statusCode).toBe(400);
    expect((await start(s, 'bitcoin' as 'card')).statusCode).toBe(400);
    expect(paymob.intentions.size).toBeGreaterThan(0);
  });

  it('Paymob unreachable: a clear error, nothing recorded and no address saved', async () => {
    const s = shopper();
    await fill(s);
    paymob.behaviour.unreachable = true;
    const res = await start(s, 'card', { saveAddress: true });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'The payment service is not answering. Nothing was charged; please try again in a moment.',
    );
    expect(await t.app.db.select().from(paymobPayments).where(eq(paymobPayments.userId, s.id))).toEqual([]);
    expect((await call(s, 'GET', `/api/users/${s.id}/addresses`)).json()).toEqual([]);
    expect((await call(s, 'GET', '/api/cart')).json()).toHaveLength(1);
  });

  it('asks Paymob for the items and delivery, and the paid order keeps that breakdown (no cash-on-delivery fee)', async () => {
    await t.app.db.update(shopSettings).set({ freeDeliveryThresholdPiastres: null });
    try {
      const { s, secret, intention } = await started('card', 1);
      const items = Math.round(product.discountedPrice * 100);
      // Giza is Greater Cairo: 45 EGP, one of the intention's items so that they add up
      expect(intention.amountCents).toBe(items + 4_500);
      await paymob.pay(secret, 'success');
      const [order] = await ordersOf(s);
      expect(order).toMatchObject({
        subtotal: items / 100,
        deliveryFee: 45,
        codFee: 0,
        discount: 0,
        total: (items + 4_500) / 100,
        chargedAmount: ((items + 4_500) / 100).toFixed(2),
        delivery: { zone: 'Greater Cairo' },
        address: { governorate: 'EG-GZ' },
      });
    } finally {
      await t.app.db.update(shopSettings).set({ freeDeliveryThresholdPiastres: 150_000 });
    }
  });

  it('a card payment: the signed callback writes the order from the cart as it was, takes the stock, empties those lines', async () => {
    const { s, reference, secret } = await started('card', 2);
    // added after the intention: not paid, stays in the cart
    const other = product.available_flavors.find((f) => f !== flavor)!;
    await fill(s, 1, other);
    const { transaction } = await paymob.pay(secret, 'success');
    const [order] = await ordersOf(s);
    expect(order).toMatchObject({
      paymentMethod: 'card',
      paymentStatus: 'completed',
      status: 'processing',
      transactionId: String(transaction.id),
      total: Math.round(product.discountedPrice * 2 * 100) / 100,
      chargedCurrency: 'EGP',
      paymentReference: null,
      address: { ...address },
    });
    expect(order!.products).toEqual([
      expect.objectContaining({ productId: product.id, flavor, quantity: 2 }),
    ]);
    expect(await stock()).toBe(STOCK - 2);
    expect((await call(s, 'GET', '/api/cart')).json()).toEqual([
      expect.objectContaining({ productId: product.id, selectedFlavor: other }),
    ]);
    expect(await statusOf(s, reference)).toMatchObject({ status: 'paid', orderId: order!.id });
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as {
      to: string;
      text: string;
    }[];
    expect(outbox.some((m) => m.to === s.email && m.text.includes('Payment: Card'))).toBe(true);
  });

  it('a wallet payment, declined first and then paid on Paymob’s page', async () => {
    const { s, reference, secret } = await started('wallet');
    await paymob.pay(secret, 'declined');
    expect(await statusOf(s, reference)).toMatchObject({ status: 'declined', orderId: null });
    expect(await stock()).toBe(STOCK);
    await paymob.pay(secret, 'success');
    expect(await statusOf(s, reference)).toMatchObject({ status: 'paid' });
    expect((await ordersOf(s))[0]).toMatchObject({ paymentMethod: 'wallet', paymentStatus: 'completed' });
  });

  it('refuses a missing, malformed, foreign or tampered signature, and changes nothing', async () => {
    const { s, reference, intention } = await started('card');
    const transaction = transactionOf(intention);
    const body = { type: 'TRANSACTION', obj: transaction };
    const good = transactionHmac(transaction, paymob.config.hmacSecret);
    expect((await postCallback(body)).statusCode).toBe(401);
    expect((await postCallback(body, 'abc')).statusCode).toBe(401);
    expect((await postCallback(body, transactionHmac(transaction, 'another secret'))).statusCode).toBe(401);
    const tampered = { type: 'TRANSACTION', obj: { ...transaction, amount_cents: 100 } };
    expect((await postCallback(tampered, good)).statusCode).toBe(401);
    expect((await postCallback('not json at all', good)).statusCode).toBe(415);
    expect((await postCallback({ obj: null }, good)).statusCode).toBe(401);
    expect(await statusOf(s, reference)).toMatchObject({ status: 'open' });
    expect(await ordersOf(s)).toEqual([]);
    // the same body with Paymob's signature is taken
    expect((await postCallback(body, good)).statusCode).toBe(200);
    expect(await statusOf(s, reference)).toMatchObject({ status: 'paid' });
  });

  it('an amount or currency other than asked places nothing and gives the money back', async () => {
    const { s, reference, intention } = await started('card');
    const cheaper = transactionOf(intention, { amount_cents: 100 });
    expect(
      (
        await postCallback(
          { type: 'TRANSACTION', obj: cheaper },
          transactionHmac(cheaper, paymob.config.hmacSecret),
        )
      ).statusCode,
    ).toBe(200);
    expect(await ordersOf(s)).toEqual([]);
    expect(await statusOf(s, reference)).toMatchObject({ status: 'refund-due', refundReason: 'amount' });

    const second = await started('card');
    const dollars = transactionOf(second.intention, { currency: 'USD' });
    await postCallback(
      { type: 'TRANSACTION', obj: dollars },
      transactionHmac(dollars, paymob.config.hmacSecret),
    );
    expect(await ordersOf(second.s)).toEqual([]);
    expect(await statusOf(second.s, second.reference)).toMatchObject({
      status: 'refund-due',
      refundReason: 'amount',
    });
    expect(await stock()).toBe(STOCK);
  });

  it('is matched by Paymob’s signed order id only: an unsigned reference to another shopper’s payment moves nothing of theirs', async () => {
    const victim = await started('card');
    const payer = await started('card');
    const transaction = transactionOf(payer.intention, {
      order: { id: payer.intention.orderId, merchant_order_id: victim.reference },
      special_reference: victim.reference,
    });
    await postCallback(
      { type: 'TRANSACTION', obj: transaction },
      transactionHmac(transaction, paymob.config.hmacSecret),
    );
    expect(await statusOf(victim.s, victim.reference)).toMatchObject({ status: 'open' });
    expect(await ordersOf(victim.s)).toEqual([]);
    expect(await statusOf(payer.s, payer.reference)).toMatchObject({ status: 'paid' });
    // another shopper's payment is not even visible
    expect((await call(victim.s, 'GET', `/api/payments/paymob/${payer.reference}`)).statusCode).toBe(404);
    // an order id we never created is acknowledged and ignored
    const stranger = transactionOf(payer.intention, { order: { id: 1 } });
    expect(
      (
        await postCallback(
          { type: 'TRANSACTION', obj: stranger },
          transactionHmac(stranger, paymob.config.hmacSecret),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('a replayed callback and a late ‘pending’ after the payment change nothing', async () => {
    const { s, reference, secret, intention } = await started('card');
    const { transaction } = await paymob.pay(secret, 'success');
    const after = await stock();
    expect(await paymob.deliver(intention, transaction)).toBe(200);
    await Promise.all([paymob.deliver(intention, transaction), paymob.deliver(intention, transaction)]);
    await paymob.deliver(intention, { ...transaction, pending: true, success: false });
    expect(await ordersOf(s)).toHaveLength(1);
    expect(await stock()).toBe(after);
    expect(await statusOf(s, reference)).toMatchObject({ status: 'paid' });
    // Paymob's report of a refund (a child transaction) is not a payment
    await paymob.deliver(intention, {
      ...transaction,
      id: Number(transaction.id) + 1,
      has_parent_transaction: true,
    });
    expect(await ordersOf(s)).toHaveLength(1);
  });

  it('sold out between the intention and the payment: no order, the payment refunded, the shopper told', async () => {
    const { s, reference, secret } = await started('card', 2);
    await setStock(1);
    const { transaction } = await paymob.pay(secret, 'success');
    expect(await ordersOf(s)).toEqual([]);
    expect(await stock()).toBe(1);
    expect(await statusOf(s, reference)).toMatchObject({
      status: 'refunded',
      refundReason: 'sold-out',
      orderId: null,
    });
    expect(paymob.refunds).toContainEqual({
      transactionId: transaction.id,
      amountCents: transaction.amount_cents,
    });
  });

  it('a refund Paymob refuses stays due and is tried again by the reconciler', async () => {
    const { s, reference, secret } = await started('card', 2);
    await setStock(0);
    paymob.behaviour.failRefund = true;
    const { transaction } = await paymob.pay(secret, 'success');
    expect(await statusOf(s, reference)).toMatchObject({ status: 'refund-due' });
    paymob.behaviour.failRefund = false;
    // not due yet: nothing happens
    await retryPaymobRefunds({ ...reconcileDeps() }, clientOf());
    expect(await statusOf(s, reference)).toMatchObject({ status: 'refund-due' });
    await t.app.db
      .update(paymobPayments)
      .set({ nextCheckAt: new Date(Date.now() - 1000) })
      .where(eq(paymobPayments.reference, reference));
    expect(await retryPaymobRefunds(reconcileDeps(), clientOf())).toBe(1);
    expect(await statusOf(s, reference)).toMatchObject({ status: 'refunded' });
    expect(paymob.refunds.filter((r) => r.transactionId === transaction.id)).toHaveLength(1);
  });

  it('a callback that never arrives: once overdue, Paymob’s transaction inquiry is asked and its answer applied', async () => {
    const { s, reference, secret } = await started('card', 2);
    paymob.behaviour.holdCallbacks = true;
    const { transaction } = await paymob.pay(secret, 'success').finally(() => {
      paymob.behaviour.holdCallbacks = false;
    });
    expect(await statusOf(s, reference)).toMatchObject({ status: 'open' });
    // not overdue yet: Paymob is not asked
    expect(await inquireOverduePayments(reconcileDeps(), clientOf())).toBe(0);
    await t.app.db
      .update(paymobPayments)
      .set({ nextCheckAt: new Date(Date.now() - 1000) })
      .where(eq(paymobPayments.reference, reference));
    expect(await inquireOverduePayments(reconcileDeps(), clientOf())).toBe(1);
    expect(await statusOf(s, reference)).toMatchObject({ status: 'paid' });
    expect((await ordersOf(s))[0]).toMatchObject({
      transactionId: String(transaction.id),
      paymentMethod: 'card',
    });
    expect(await stock()).toBe(STOCK - 2);
    // the callback arriving late after all changes nothing
    await paymob.deliver(paymob.intentions.get(secret)!, transaction);
    expect(await ordersOf(s)).toHaveLength(1);
  });

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

function reconcileDeps() {
  return orderDeps(t.app, t.app.log);
}
function clientOf() {
  return createPaymobClient(paymob.config);
}

describe('Paymob with a code', () => {
  async function codeOf(body: object): Promise<string> {
    const res = await call(admin, 'POST', '/api/admin/coupons', { kind: 'percent', percent: 20, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().code;
  }

  it('asks Paymob for the same total cash on delivery charges less its fee, and the order keeps the code', async () => {
    const code = await codeOf({});
    const [cod, card] = [shopper(), shopper()];
    for (const s of [cod, card]) {
      await fill(s, 3);
      expect((await call(s, 'PUT', '/api/cart/code', { code })).statusCode).toBe(200);
    }
    const codOrder = (
      await call(
        cod,
        'POST',
        `/api/users/${cod.id}/orders`,
        { paymentMethod: 'cod', address },
        { 'idempotency-key': `paymob-code-cod-${cod.id}` },
      )
    ).json();
    expect(codOrder.discount).toBeGreaterThan(0);
    const res = await start(card, 'card');
    expect(res.statusCode, res.body).toBe(201);
    const intention = intentionOf(res.json().checkoutUrl);
    expect(intention.amountCents).toBe(Math.round((codOrder.total - codOrder.codFee) * 100));
    await paymob.pay(intention.clientSecret, 'success');
    const [order] = await ordersOf(card);
    expect(order).toMatchObject({
      couponCode: code,
      discount: codOrder.discount,
      total: codOrder.total - codOrder.codFee,
    });
    expect((await call(card, 'GET', '/api/cart/code')).json().code).toBeNull();
  });

  it('a code used up between the start and the payment refunds the payment instead of honouring it twice', async () => {
    const code = await codeOf({ maxUses: 1 });
    const [first, second] = [shopper(), shopper()];
    for (const s of [first, second]) {
      await fill(s, 1);
      expect((await call(s, 'PUT', '/api/cart/code', { code })).statusCode).toBe(200);
    }
    const res = await start(second, 'card');
    const secret = clientSecretOf(res.json().checkoutUrl);
    expect(
      (
        await call(
          first,
          'POST',
          `/api/users/${first.id}/orders`,
          { paymentMethod: 'cod', address },
          { 'idempotency-key': `paymob-code-first-${first.id}` },
        )
      ).statusCode,
    ).toBe(201);
    const { transaction } = await paymob.pay(secret, 'success');
    expect(await statusOf(second, res.json().reference)).toMatchObject({ status: 'refunded', orderId: null });
    expect(paymob.refunds).toContainEqual({
      transactionId: transaction.id,
      amountCents: transaction.amount_cents,
    });
    expect(await ordersOf(second)).toEqual([]);
  });
});

describe('Guests paying through Paymob', () => {
  let seq = 0;
  const contactOf = () => {
    seq += 1;
    return {
      fullName: `Salma Guest${seq}`,
      mobile: `0111${String(1_000_000 + seq).slice(-7)}`,
      email: `paymob-guest-${seq}@guest.example`,
    };
  };
  const visitor = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, remoteAddress: nextIp(), ...(payload ? { payload } : {}) });
  const guestStatus = (reference: string, token: string) =>
    visitor('GET', `/api/guest/paymob/${reference}?token=${token}`);

  /** A guest who started paying `quantity` units by `method`, and the token Paymob's return address carries. */
  async function guestStarted(method: 'card' | 'wallet' | 'kiosk', quantity = 2) {
    const contact = contactOf();
    const res = await visitor('POST', '/api/guest/paymob/intentions', {
      method,
      contact,
      address,
      items: [{ productId: product.id, selectedFlavor: flavor, quantity }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { reference, checkoutUrl } = res.json() as { reference: string; checkoutUrl: string };
    const intention = intentionOf(checkoutUrl);
    const token = new URL(intention.redirectionUrl).searchParams.get('token')!;
    return { contact, reference, intention, token, secret: clientSecretOf(checkoutUrl) };
  }

  it('a card payment: the same amount as a shopper’s, and the callback writes the guest order with its contact, e-mail and stock', async () => {
    const { contact, reference, intention, token, secret } = await guestStarted('card', 2);
    expect(intention).toMatchObject({ amountCents: Math.round(product.discountedPrice * 2 * 100) });
    expect(intention.redirectionUrl).toBe(
      `${t.env.PUBLIC_URL}/guest-checkout/paymob/${reference}?token=${token}`,
    );
    expect(intention.billing).toMatchObject({
      first_name: 'Salma',
      email: contact.email,
      phone_number: contact.mobile,
    });
    const [row] = await t.app.db.select().from(paymobPayments).where(eq(paymobPayments.reference, reference));
    expect(row).toMatchObject({ userId: null, guest: { email: contact.email, fullName: contact.fullName } });
    expect((await guestStatus(reference, token)).json()).toMatchObject({ status: 'open', lookupToken: null });
    expect(await stock()).toBe(STOCK);

    const { transaction } = await paymob.pay(secret, 'success');
    const paid = (await guestStatus(reference, token)).json();
    expect(paid).toMatchObject({ status: 'paid', orderId: expect.any(Number) });
    const opened = await visitor('GET', `/api/guest/orders/${paid.orderId}?token=${paid.lookupToken}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().order).toMatchObject({
      paymentMethod: 'card',
      paymentStatus: 'completed',
      transactionId: String(transaction.id),
      total: Math.round(product.discountedPrice * 2 * 100) / 100,
      guest: { fullName: contact.fullName, mobile: contact.mobile },
      address: { ...address, fullName: contact.fullName },
    });
    expect(await stock()).toBe(STOCK - 2);
    const mails = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as {
      to: string;
      text: string;
    }[];
    const mail = mails.find((m) => m.to === contact.email);
    expect(mail?.text).toContain('Payment: Card');
    expect(mail?.text).toContain(`/track-order/${paid.orderId}?token=${paid.lookupToken}`);
  });

  it('the payment opens only with the token signed for its reference, and never on the shopper’s route', async () => {
    const { reference, token } = await guestStarted('wallet');
    const other = await guestStarted('wallet');
    for (const bad of ['', 'abc', other.token, token.slice(0, -1)]) {
      const res = await guestStatus(reference, bad);
      expect(res.statusCode, bad).toBe(404);
    }
    expect((await call(shopper(), 'GET', `/api/payments/paymob/${reference}`)).statusCode).toBe(404);
    // a shopper's payment does not open as a guest's, even with a token signed for its reference
    const mine = await started('card');
    const forged = orderDeps(t.app, t.app.log).guestLinks.paymobToken(mine.reference);
    expect((await guestStatus(mine.reference, forged)).statusCode).toBe(404);
  });

  it('a tampered callback is refused and places nothing', async () => {
    const { reference, intention, token } = await guestStarted('card');
    const transaction = transactionOf(intention);
    const good = transactionHmac(transaction, paymob.config.hmacSecret);
    const tampered = { type: 'TRANSACTION', obj: { ...transaction, amount_cents: 100 } };
    expect((await postCallback(tampered, good)).statusCode).toBe(401);
    expect((await postCallback({ type: 'TRANSACTION', obj: transaction }, 'f'.repeat(128))).statusCode).toBe(
      401,
    );
    expect((await guestStatus(reference, token)).json()).toMatchObject({ status: 'open', orderId: null });
    expect(await stock()).toBe(STOCK);
  });

  it('a kiosk reference: the guest order waits with it and its expiry, and the payment completes it', async () => {
    const { contact, reference, token, secret } = await guestStarted('kiosk', 3);
    const { reference: bill } = await paymob.kioskReference(secret);
    const waiting = (await guestStatus(reference, token)).json();
    expect(waiting).toMatchObject({
      status: 'awaiting',
      kioskReference: bill,
      lookupToken: expect.any(String),
    });
    const order = (
      await visitor('GET', `/api/guest/orders/${waiting.orderId}?token=${waiting.lookupToken}`)
    ).json().order;
    expect(order).toMatchObject({
      paymentMethod: 'kiosk',
      paymentStatus: 'awaiting',
      paymentReference: bill,
      payBy: waiting.expiresAt,
    });
    expect(await stock()).toBe(STOCK - 3);
    const mails = () =>
      t.app
        .inject({ method: 'GET', url: '/api/dev/outbox' })
        .then((r) =>
          (r.json() as { to: string; subject: string; text: string }[]).filter((m) => m.to === contact.email),
        );
    expect((await mails())[0]?.text).toContain(`with reference ${bill} by`);
    await paymob.payKiosk(secret);
    expect((await guestStatus(reference, token)).json()).toMatchObject({ status: 'paid' });
    expect((await mails()).map((m) => m.subject)).toContain(
      `Payment received for your Atlas order #${order.id}`,
    );
  });

  it('sold out between the intention and the payment: no order, the guest’s payment refunded', async () => {
    const { reference, token, secret } = await guestStarted('card', 2);
    await setStock(1);
    const { transaction } = await paymob.pay(secret, 'success');
    expect((await guestStatus(reference, token)).json()).toMatchObject({
      status: 'refunded',
      refundReason: 'sold-out',
      orderId: null,
      lookupToken: null,
    });
    expect(paymob.refunds).toContainEqual({
      transactionId: transaction.id,
      amountCents: transaction.amount_cents,
    });
    expect(await stock()).toBe(1);
  });

  it('refuses lines above the stock before asking Paymob', async () => {
    await setStock(1);
    const before = paymob.intentions.size;
    const res = await visitor('POST', '/api/guest/paymob/intentions', {
      method: 'card',
      contact: contactOf(),
      address,
      items: [{ productId: product.id, selectedFlavor: flavor, quantity: 2 }],
    });
    expect(res.statusCode).toBe(409);
    expect(paymob.intentions.size).toBe(before);
  });
});
