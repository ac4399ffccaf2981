import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponMessages } from '@atlas/shared/contract/promotions';
import { productFlavors } from '../../db/schema/index';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { seedDemoTrainers } from '../../db/seed/demo-trainers';
import { startOtherProcess } from '../../test/other-process';
import { bearer, callAs, type CallArgs, nextIp, quickShoppers, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';

interface Product {
  id: number;
  name: string;
  price: number;
  discount: number;
  discountedPrice: number;
  category: string;
  brand: string;
  available_flavors: string[];
  flavor_quantity: Record<string, number>;
  offer?: { name: string; endsAt: string | null };
}

let t: TestContext;
let admin: Caller;
let shoppers: Caller[];
let next = 0;
/** A shopper no test used before. */
const fresh = () => shoppers[next++]!;
let full: Product; // no discount of its own, plenty of stock
let flavor: string;
let other: Product; // another category and brand than `full`
const address = {
  street: '5 Tahrir St',
  city: 'Cairo',
  state: 'Cairo',
  zipCode: '11511',
  country: 'Egypt',
  governorate: 'EG-C',
};
let keySeq = 0;

const call = (...args: CallArgs) => callAs(t.app, ...args);
const addToCart = (caller: Caller, p: Product, quantity = 1, f = p.available_flavors[0]!) =>
  call(caller, 'POST', '/api/cart/add', { productId: p.id, selectedFlavor: f, quantity });
const placeOrder = (caller: Caller, body: object = { paymentMethod: 'cod', address }) =>
  call(caller, 'POST', `/api/users/${caller.id}/orders`, body, {
    'idempotency-key': `promo-${++keySeq}-${Date.now()}`,
  });
/** From a new address each time: the per-address limit is tested on its own. */
const applyCode = (caller: Caller, code: string, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/cart/code',
    headers: bearer(caller),
    payload: { code },
    remoteAddress,
  });

let codeSeq = 0;
async function createCode(body: object): Promise<{ id: number; code: string }> {
  const res = await call(admin, 'POST', '/api/admin/coupons', {
    code: `TEST${++codeSeq}X`,
    kind: 'percent',
    percent: 10,
    maxUsesPerShopper: null,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const egp = (piastres: number) => piastres / 100;
const toPiastres = (egpValue: number) => Math.round(egpValue * 100);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.app.db, t.app.files);
  await seedDemoTrainers(t.app.db, t.app.files);
  admin = (await quickShoppers(t.app, 1, 'promo-admin', 'admin'))[0]!;
  shoppers = await quickShoppers(t.app, 40, 'promo-shopper');
  const all = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as Product[];
  full = all.find((p) => p.discount === 0 && Object.values(p.flavor_quantity).some((q) => q >= 50))!;
  flavor = full.available_flavors.find((f) => full.flavor_quantity[f]! >= 50)!;
  full = { ...full, available_flavors: [flavor] };
  for (const p of all) {
    if (p.id === full.id || p.category === full.category || p.brand === full.brand) continue;
    const f = p.available_flavors.find((name) => p.flavor_quantity[name]! >= 20);
    if (f && p.discount === 0) {
      other = { ...p, available_flavors: [f] };
      break;
    }
  }
  expect(other).toBeDefined();
  // stock for the races and the many orders below
  await t.app.db
    .update(productFlavors)
    .set({ quantity: 5000 })
    .where(and(eq(productFlavors.productId, full.id), eq(productFlavors.name, flavor)));
  await t.app.catalogue.refresh();
}, 60_000);
afterAll(() => t.close());

describe('admin routes', () => {
  it('are for admins only', async () => {
    const shopper = shoppers[39]!;
    for (const [method, url] of [
      ['GET', '/api/admin/coupons'],
      ['POST', '/api/admin/coupons'],
      ['PUT', '/api/admin/coupons/1'],
      ['PATCH', '/api/admin/coupons/1/status'],
      ['GET', '/api/admin/coupons/export'],
      ['GET', '/api/admin/offers'],
      ['POST', '/api/admin/offers'],
      ['PUT', '/api/admin/offers/1'],
      ['PATCH', '/api/admin/offers/1/status'],
    ] as const) {
      expect((await call(null, method, url, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(shopper, method, url, {})).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('validate what they are sent', async () => {
    const bad = [
      { kind: 'percent', percent: 0 },
      { kind: 'percent', percent: 101 },
      { kind: 'amount', amount: 0 },
      { kind: 'bogus' },
      { kind: 'percent', percent: 10, code: 'no spaces' },
      { kind: 'percent', percent: 10, startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' },
      { kind: 'percent', percent: 10, scope: { kind: 'brands', values: [] } },
      { kind: 'percent', percent: 10, trainerId: 999_999 },
    ];
    for (const body of bad) {
      const res = await call(admin, 'POST', '/api/admin/coupons', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const tier = await call(admin, 'POST', '/api/admin/offers', {
      nameEn: 'x',
      nameAr: 'س',
      kind: 'tier',
      percent: 10,
      minQuantity: 1,
    });
    expect(tier.statusCode).toBe(400);
    expect(
      (await call(admin, 'PUT', '/api/admin/coupons/999999', { kind: 'free-delivery' })).statusCode,
    ).toBe(404);
  });

  it('draws a random code when none is given, and refuses one spelled like another', async () => {
    const drawn = await createCode({ code: '' });
    expect(drawn.code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    const res = await call(admin, 'POST', '/api/admin/coupons', {
      code: drawn.code.toLowerCase(),
      kind: 'free-delivery',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields.code).toBeDefined();
  });
});

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

describe('automatic offers', () => {
  it('a sale shows on the product with its name and end, prices the cart, and combines with codes only when allowed', async () => {
    const endsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const sale = await call(admin, 'POST', '/api/admin/offers', {
      nameEn: 'Protein week',
      nameAr: 'أسبوع البروتين',
      kind: 'sale',
      percent: 20,
      scope: { kind: 'products', ids: [full.id] },
      endsAt,
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const unit = Math.floor((toPiastres(full.price) * 80 + 50) / 100);
    const shown = (await t.app.inject({ method: 'GET', url: `/api/products/${full.id}` })).json() as Product;
    expect(shown).toMatchObject({
      discount: 20,
      discountedPrice: egp(unit),
      offer: { name: 'Protein week', endsAt },
    });
    const ar = (
      await t.app.inject({
        method: 'GET',
        url: `/api/products/${full.id}`,
        headers: { 'accept-language': 'ar' },
      })
    ).json() as Product;
    expect(ar.offer?.name).toBe('أسبوع البروتين');

    const shopper = fresh();
    const cart = (await addToCart(shopper, full, 1)).json() as {
      price: number;
      offer: { name: string } | null;
    }[];
    expect(cart[0]).toMatchObject({ price: egp(unit), offer: { name: 'Protein week' } });
    const strict = await createCode({ combinesWithOffers: false });
    expect((await applyCode(shopper, strict.code)).json().fields.reason).toBe('on-offer');
    const combining = await createCode({ percent: 10 });
    expect((await applyCode(shopper, combining.code)).json().discount).toBe(
      egp(Math.floor((unit * 1000 + 5000) / 10_000)),
    );

    // paused: the catalogue and the cart go back to the list price
    await call(admin, 'PATCH', `/api/admin/offers/${sale.json().id}/status`, { status: 'paused' });
    const back = (await t.app.inject({ method: 'GET', url: `/api/products/${full.id}` })).json() as Product;
    expect(back.offer).toBeUndefined();
    expect(back.discountedPrice).toBe(full.discountedPrice);
    expect(((await call(shopper, 'GET', '/api/cart')).json() as { offer: unknown }[])[0]!.offer).toBeNull();
  });

  it('a sale leaves the catalogue by itself when it ends', async () => {
    const endsAt = new Date(Date.now() + 1500).toISOString();
    const sale = await call(admin, 'POST', '/api/admin/offers', {
      nameEn: 'Flash sale',
      nameAr: 'تخفيض سريع',
      kind: 'sale',
      percent: 30,
      scope: { kind: 'products', ids: [other.id] },
      endsAt,
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/products/${other.id}` })).json() as Product;
    expect((await read()).offer?.name).toBe('Flash sale');
    await new Promise((r) => setTimeout(r, 1700));
    await t.app.catalogue.settled();
    const after = await read();
    expect(after.offer).toBeUndefined();
    expect(after.discountedPrice).toBe(other.discountedPrice);
  });

  it('a quantity tier applies from its minimum, across flavors of one product', async () => {
    const tier = await call(admin, 'POST', '/api/admin/offers', {
      nameEn: 'Two or more: 10 % off',
      nameAr: 'قطعتان أو أكثر: خصم ١٠٪',
      kind: 'tier',
      percent: 10,
      minQuantity: 2,
      scope: { kind: 'categories', values: [other.category.toUpperCase()] },
    });
    expect(tier.statusCode, tier.body).toBe(201);
    const shopper = fresh();
    const one = (await addToCart(shopper, other, 1)).json() as { price: number; offer: unknown }[];
    expect(one[0]).toMatchObject({ price: other.discountedPrice, offer: null });
    const two = (await addToCart(shopper, other, 1)).json() as { price: number; offer: { name: string } }[];
    expect(two[0]!.price).toBe(egp(Math.floor((toPiastres(other.price) * 90 + 50) / 100)));
    expect(two[0]!.offer.name).toBe('Two or more: 10 % off');
    // the catalogue does not show a tier as the product's price
    const shown = (await t.app.inject({ method: 'GET', url: `/api/products/${other.id}` })).json() as Product;
    expect(shown.offer).toBeUndefined();
    await call(admin, 'PATCH', `/api/admin/offers/${tier.json().id}/status`, { status: 'ended' });
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

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL, through two server processes', () => {
  it('a code limited to N uses, raced by N + 20 shoppers, is used exactly N times', async () => {
    const other = await startOtherProcess(t);
    try {
      const N = 5;
      const racers = await quickShoppers(t.app, N + 20, 'promo-racer');
      const { code, id } = await createCode({ maxUses: N });
      for (const s of racers) {
        await addToCart(s, full, 1);
        expect((await applyCode(s, code)).statusCode).toBe(200);
      }
      const answers = await Promise.all(
        racers.map(async (s, i) => {
          const body = JSON.stringify({ paymentMethod: 'cod', address });
          const headers = {
            authorization: `Bearer ${s.token}`,
            'content-type': 'application/json',
            'idempotency-key': `promo-race-${s.id}`,
          };
          if (i % 2 === 0) {
            const res = await fetch(`${other.url}/api/users/${s.id}/orders`, {
              method: 'POST',
              headers,
              body,
            });
            return { status: res.status, body: (await res.json()) as { fields?: { reason?: string } } };
          }
          const res = await call(s, 'POST', `/api/users/${s.id}/orders`, JSON.parse(body), {
            'idempotency-key': `promo-race-${s.id}`,
          });
          return { status: res.statusCode, body: res.json() as { fields?: { reason?: string } } };
        }),
      );
      const placed = answers.filter((a) => a.status === 201);
      const refused = answers.filter((a) => a.status === 409);
      expect(placed).toHaveLength(N);
      expect(refused).toHaveLength(20);
      expect(refused.every((a) => a.body.fields?.reason === 'used-up')).toBe(true);
      const [row] = (
        (await t.app.db.execute(
          sql`select uses, (select count(*)::int from coupon_redemptions where coupon_id = ${id}) as redemptions from coupons where id = ${id}`,
        )) as unknown as { rows: { uses: number; redemptions: number }[] }
      ).rows;
      expect(row).toEqual({ uses: N, redemptions: N });
    } finally {
      await other.stop();
    }
  }, 120_000);
});
