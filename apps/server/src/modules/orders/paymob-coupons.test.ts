import { describe, expect, it } from 'vitest';
import {
  address,
  admin,
  call,
  clientSecretOf,
  fill,
  intentionOf,
  ordersOf,
  paymob,
  setUpPaymobApp,
  shopper,
  start,
  statusOf,
} from './paymob-fixtures';

setUpPaymobApp();

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
