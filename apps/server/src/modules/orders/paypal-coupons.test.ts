import { describe, expect, it } from 'vitest';
import { quickShoppers } from '../../test/shoppers';
import { call, EGP_PER_USD, fill, paypal, setUpPaypalApp, shopper, t } from './paypal-fixtures';

setUpPaypalApp();

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
