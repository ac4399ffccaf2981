import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymobPayments, shopSettings } from '../../db/schema/index';
import { transactionHmac } from '../../lib/payments/paymob';
import {
  address,
  call,
  clientOf,
  fill,
  flavor,
  intentionOf,
  ordersOf,
  paymob,
  postCallback,
  product,
  reconcileDeps,
  setStock,
  setUpPaymobApp,
  shopper,
  start,
  started,
  statusOf,
  STOCK,
  stock,
  t,
  transactionOf,
} from './paymob-fixtures';
import { inquireOverduePayments, retryPaymobRefunds } from './paymob-reconcile';

setUpPaymobApp();

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
});
