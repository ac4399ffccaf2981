import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponMessages } from '@atlas/shared/contract/promotions';
import { nextIp } from '../../test/shoppers';
import {
  address,
  addToCart,
  admin,
  applyCode,
  call,
  createCode,
  egp,
  flavor,
  fresh,
  full,
  other,
  placeOrder,
  setUpPromotionsApp,
  shoppers,
  t,
  toPiastres,
} from './promotions-fixtures';

setUpPromotionsApp();

describe('a shopper applies a code', () => {
  it('case-insensitively; the order takes it off, once, and its breakdown adds up', async () => {
    const shopper = fresh();
    const { code, id } = await createCode({ percent: 15, maxUses: 100 });
    await addToCart(shopper, full, 2);
    const applied = await applyCode(shopper, `  ${code.toLowerCase()} `);
    expect(applied.statusCode, applied.body).toBe(200);
    const goods = toPiastres(full.discountedPrice) * 2;
    const discount = Math.floor((goods * 1500 + 5000) / 10_000);
    expect(applied.json()).toMatchObject({
      code,
      discount: egp(discount),
      freeDelivery: false,
      refusal: null,
    });
    expect((await call(shopper, 'GET', '/api/cart/code')).json().discount).toBe(egp(discount));

    // what a client sends as a discount or total is ignored
    const res = await placeOrder(shopper, { paymentMethod: 'cod', address, discount: 99_999, total: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({ couponCode: code, discount: egp(discount), subtotal: egp(goods) });
    expect(toPiastres(order.total)).toBe(
      goods - discount + toPiastres(order.deliveryFee) + toPiastres(order.codFee),
    );
    // the cart and its code are gone with the order
    expect((await call(shopper, 'GET', '/api/cart/code')).json().code).toBeNull();

    const listed = (
      (await call(admin, 'GET', '/api/admin/coupons')).json() as {
        id: number;
        uses: number;
        discountGiven: number;
        revenue: number;
      }[]
    ).find((c) => c.id === id)!;
    expect(listed).toMatchObject({ uses: 1, discountGiven: egp(discount), revenue: order.total });

    // cancelling gives the use back, once
    const cancel = await call(admin, 'DELETE', `/api/users/admin/orders/${shopper.id}/${order.id}`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(
      (await call(admin, 'DELETE', `/api/users/admin/orders/${shopper.id}/${order.id}`)).statusCode,
    ).toBe(409);
    const after = (
      (await call(admin, 'GET', '/api/admin/coupons')).json() as {
        id: number;
        uses: number;
        discountGiven: number;
      }[]
    ).find((c) => c.id === id)!;
    expect(after).toMatchObject({ uses: 0, discountGiven: 0 });
  });

  it('a fixed amount and free delivery', async () => {
    const amount = await createCode({ kind: 'amount', amount: 50 });
    const shopper = fresh();
    await addToCart(shopper, full, 1);
    expect((await applyCode(shopper, amount.code)).json()).toMatchObject({ discount: 50 });
    const free = await createCode({ kind: 'free-delivery' });
    const swapped = await applyCode(shopper, free.code);
    expect(swapped.json()).toMatchObject({ code: free.code, discount: 0, freeDelivery: true });
    const order = (await placeOrder(shopper)).json();
    expect(order).toMatchObject({ couponCode: free.code, deliveryFee: 0, discount: 0 });
    const [saved] = (
      (await t.app.db.execute(
        sql`select saved_piastres::int as s from coupon_redemptions where order_id = ${order.id}`,
      )) as unknown as {
        rows: { s: number }[];
      }
    ).rows;
    // Greater Cairo's fee, unless the goods reach the free-delivery threshold anyway
    expect(saved!.s).toBe(toPiastres(full.discountedPrice) >= 150_000 ? 0 : 4_500);
  });

  it('is refused, with its own message, for each reason', async () => {
    const shopper = fresh();
    await addToCart(shopper, full, 1);
    const day = 86_400_000;
    const refusals: [string, object | string][] = [
      ['unknown', 'NOSUCHCODE'],
      ['unknown', 'x'],
      ['unknown', { status: 'paused' }],
      ['expired', { status: 'ended' }],
      ['not-started', { startsAt: new Date(Date.now() + day).toISOString() }],
      [
        'expired',
        {
          startsAt: new Date(Date.now() - 2 * day).toISOString(),
          endsAt: new Date(Date.now() - day).toISOString(),
        },
      ],
      ['below-minimum', { minSubtotal: full.discountedPrice + 0.01 }],
      ['not-for-these-products', { scope: { kind: 'brands', values: [other.brand] } }],
    ];
    for (const [reason, spec] of refusals) {
      let code: string;
      if (typeof spec === 'string') code = spec;
      else {
        const { status, ...body } = spec as { status?: string };
        const created = await createCode(body);
        if (status) await call(admin, 'PATCH', `/api/admin/coupons/${created.id}/status`, { status });
        code = created.code;
      }
      const res = await applyCode(shopper, code);
      expect(res.statusCode, `${reason}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'COUPON_REFUSED',
        message: couponMessages[reason as keyof typeof couponMessages],
        fields: { reason },
      });
      if (reason === 'below-minimum')
        expect(Number(res.json().fields.minSubtotal)).toBe(full.discountedPrice + 0.01);
    }
    // the minimum is met at its amount exactly
    const exact = await createCode({ minSubtotal: full.discountedPrice });
    expect((await applyCode(shopper, exact.code)).statusCode).toBe(200);
    // nothing refused was put on the cart
    expect((await call(shopper, 'GET', '/api/cart/code')).json().code).toBe(exact.code);
  });

  it('per shopper, first order only, and used up', async () => {
    const once = await createCode({ maxUsesPerShopper: 1 });
    const shopper = fresh();
    await addToCart(shopper, full, 1);
    await applyCode(shopper, once.code);
    expect((await placeOrder(shopper)).statusCode).toBe(201);
    await addToCart(shopper, full, 1);
    expect((await applyCode(shopper, once.code)).json().fields.reason).toBe('already-used');

    const first = await createCode({ firstOrderOnly: true });
    expect((await applyCode(shopper, first.code)).json().fields.reason).toBe('first-order-only');
    const newcomer = fresh();
    await addToCart(newcomer, full, 1);
    expect((await applyCode(newcomer, first.code)).statusCode).toBe(200);

    const single = await createCode({ maxUses: 1 });
    const a = fresh();
    const b = fresh();
    for (const s of [a, b]) {
      await addToCart(s, full, 1);
      expect((await applyCode(s, single.code)).statusCode).toBe(200);
    }
    expect((await placeOrder(a)).statusCode).toBe(201);
    const late = await placeOrder(b);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'COUPON_REFUSED', fields: { reason: 'used-up' } });
    // told plainly, and the cart is kept
    expect(((await call(b, 'GET', '/api/cart')).json() as unknown[]).length).toBe(1);
    expect((await call(b, 'GET', '/api/cart/code')).json()).toMatchObject({
      code: single.code,
      discount: 0,
      refusal: { reason: 'used-up' },
    });
    expect((await call(b, 'DELETE', '/api/cart/code')).json().code).toBeNull();
    expect((await placeOrder(b)).statusCode).toBe(201);
  });

  it('a code that stops applying after the cart changed is shown so, and the order is refused until it is fixed', async () => {
    const shopper = fresh();
    await addToCart(shopper, full, 2);
    const min = await createCode({ minSubtotal: full.discountedPrice * 2 });
    expect((await applyCode(shopper, min.code)).statusCode).toBe(200);
    await call(shopper, 'POST', '/api/cart/remove-one', { productId: full.id, selectedFlavor: flavor });
    expect((await call(shopper, 'GET', '/api/cart/code')).json()).toMatchObject({
      refusal: { reason: 'below-minimum' },
      minSubtotal: full.discountedPrice * 2,
      discount: 0,
    });
    const refused = await placeOrder(shopper);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields.reason).toBe('below-minimum');
    await addToCart(shopper, full, 1);
    expect((await placeOrder(shopper)).json().couponCode).toBe(min.code);
  });

  it('attempts are rate-limited per shopper', async () => {
    const shopper = fresh();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await applyCode(shopper, `GUESS${i}AB`)).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('…and per address', async () => {
    const ip = nextIp();
    const answers: number[] = [];
    for (let i = 0; i < 31; i++)
      answers.push((await applyCode(shoppers[30 + (i % 4)]!, `GUESS${i}CD`, ip)).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});

describe('what the admin sees', () => {
  it('the top codes of the month, the export, the trainer page and the audit log', async () => {
    const trainers = (await t.app.inject({ method: 'GET', url: '/api/trainers' })).json() as { id: number }[];
    const coach = trainers[0]!.id;
    const gym = await createCode({
      code: 'COACHTEN',
      percent: 10,
      trainerId: coach,
      showOnTrainerPage: true,
    });
    for (const shopper of [fresh(), fresh()]) {
      await addToCart(shopper, full, 1);
      await applyCode(shopper, gym.code);
      expect((await placeOrder(shopper)).statusCode).toBe(201);
    }

    const dashboard = (await call(admin, 'GET', '/api/admin/dashboard')).json() as {
      topCodes: { code: string; uses: number }[];
    };
    expect(dashboard.topCodes[0]).toMatchObject({ code: 'COACHTEN', uses: 2 });

    const csv = await call(admin, 'GET', '/api/admin/coupons/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/atlas-codes-\d{4}-\d{2}-\d{2}\.csv/);
    expect(csv.body).toContain('COACHTEN');
    const uses = await call(admin, 'GET', '/api/admin/coupons/export?format=xlsx&what=uses');
    expect(uses.statusCode).toBe(200);
    expect(uses.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const page = (await t.app.inject({ method: 'GET', url: `/api/trainers/${coach}` })).json() as {
      code?: { code: string };
    };
    expect(page.code?.code).toBe('COACHTEN');

    const audit = (await call(admin, 'GET', '/api/admin/audit?type=entity&query=coupon')).json() as {
      action: string;
    }[];
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['coupon.create', 'coupon.status']));
  });
});
