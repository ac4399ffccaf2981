import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymobPayments } from '../../db/schema/index';
import { transactionHmac } from '../../lib/payments/paymob';
import { nextIp } from '../../test/shoppers';
import { orderDeps } from './orders.routes';
import {
  address,
  call,
  clientSecretOf,
  flavor,
  intentionOf,
  paymob,
  postCallback,
  product,
  setStock,
  setUpPaymobApp,
  shopper,
  started,
  STOCK,
  stock,
  t,
  transactionOf,
} from './paymob-fixtures';

setUpPaymobApp();

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
