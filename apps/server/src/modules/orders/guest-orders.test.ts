import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestMessages } from '@atlas/shared/contract/guest';
import { guestAccountToken } from '../../lib/guest-links';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { callAs, createShopper, nextIp, signIn, type CallArgs, type Caller } from '../../test/shoppers';
import { setStock, stockOf } from '../../test/stock';
import { createTestApp, type TestContext } from '../../test/test-app';

interface Product {
  id: number;
  name: string;
  price: number;
  discountedPrice: number;
  available_flavors: string[];
  flavor_quantity: Record<string, number>;
}

let t: TestContext;
let amal: Caller;
let admin: Caller;
let product: Product;
let flavor: string;
const address = {
  street: '5 Tahrir St',
  city: 'Giza',
  state: 'Giza',
  zipCode: '12511',
  country: 'Egypt',
  governorate: 'EG-GZ',
};
let seq = 0;
const newKey = () => `guest-key-${Date.now()}-${++seq}`;
const contactOf = (name: string, mobile = `0100${String(1_000_000 + ++seq).slice(-7)}`) => ({
  fullName: `${name} Guest`,
  mobile,
  email: `${name.toLowerCase()}@guest.example`,
});

const call = (...args: CallArgs) => callAs(t.app, ...args);
/** A visitor's call from a new address each time (the per-IP limits are the subject of their own test). */
const visitor = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, headers, remoteAddress: nextIp(), ...(payload ? { payload } : {}) });
const place = (body: object, key = newKey()) =>
  visitor('POST', '/api/guest/orders', body, { 'idempotency-key': key });

async function outbox(): Promise<{ to: string; subject: string; text: string; html: string }[]> {
  return (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json();
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.app.db);
  await seedDemoCatalogue(t.app.db, t.app.files);
  admin = await signIn(t.app, 'admin@atlas.demo', 'Admin@2026');
  amal = await createShopper(t.app, 'amal@example.com');
  const all = (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as Product[];
  product = all.find(
    (p) => p.discountedPrice < p.price && Object.values(p.flavor_quantity).some((q) => q >= 20),
  )!;
  flavor = product.available_flavors.find((f) => product.flavor_quantity[f]! >= 20)!;
});
afterAll(() => t.close());

describe('the guest quote', () => {
  it('prices the browser’s lines exactly as the cart prices the same lines, and names what is gone', async () => {
    const items = [{ productId: product.id, selectedFlavor: flavor.toLowerCase(), quantity: 2 }];
    await call(amal, 'DELETE', '/api/cart');
    await call(amal, 'POST', '/api/cart/add', { productId: product.id, selectedFlavor: flavor, quantity: 2 });
    const cart = (await call(amal, 'GET', '/api/cart')).json();
    const res = await visitor('POST', '/api/guest/quote', {
      items: [...items, { productId: 99_999, selectedFlavor: 'Vanilla', quantity: 1 }],
      address,
      paymentMethod: 'cod',
    });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json();
    expect(quote.items).toEqual(cart);
    expect(quote.unavailable).toEqual([
      { productId: 99_999, selectedFlavor: 'Vanilla', reason: 'product-gone' },
    ]);
    expect(quote.canPlace).toBe(false);
    const delivery = (
      await t.app.inject({
        url: `/api/delivery/quote?governorate=EG-GZ&paymentMethod=cod&subtotal=${quote.subtotal}`,
      })
    ).json();
    expect(quote.delivery).toEqual(delivery);
    expect(quote.total).toBe(delivery.total);
    const ok = (await visitor('POST', '/api/guest/quote', { items, address })).json();
    expect(ok.canPlace).toBe(true);
    expect(ok.unavailable).toEqual([]);
  });

  it('refuses bad input with a 400, never a 5xx', async () => {
    const bad = [
      {},
      { items: [] },
      { items: [{ productId: product.id, quantity: 100 }] },
      { items: Array.from({ length: 51 }, (_, i) => ({ productId: i + 1, quantity: 1 })) },
      { items: [{ productId: product.id, selectedFlavor: 'a\u0000', quantity: 1 }] },
      // one line sent twice is summed, and the sum is bounded too
      {
        items: [
          { productId: product.id, selectedFlavor: flavor, quantity: 60 },
          { productId: product.id, selectedFlavor: flavor.toUpperCase(), quantity: 60 },
        ],
      },
    ];
    for (const body of bad) expect((await visitor('POST', '/api/guest/quote', body)).statusCode).toBe(400);
  });
});

describe('a guest order (cash on delivery)', () => {
  const contact = contactOf('Hala');
  let placed: { order: Record<string, unknown> & { id: number; total: number }; lookupToken: string };
  let key: string;

  it('is written in one call: priced by the server, stock taken, contact kept, confirmation in the outbox', async () => {
    const before = await stockOf(t.app.db, product.id, flavor);
    const items = [{ productId: product.id, selectedFlavor: flavor, quantity: 3, price: 1 }];
    const quote = (await visitor('POST', '/api/guest/quote', { items, address })).json();
    key = newKey();
    const res = await place({ contact, address, items, paymentMethod: 'cod' }, key);
    expect(res.statusCode, res.body).toBe(201);
    placed = res.json();
    const { order } = placed;
    expect(order).toMatchObject({
      userId: 0,
      userEmail: contact.email,
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      status: 'processing',
      total: quote.total,
      guest: { fullName: contact.fullName, mobile: contact.mobile },
      address: { ...address, fullName: contact.fullName },
    });
    const o = order as unknown as { subtotal: number; discount: number; deliveryFee: number; codFee: number };
    expect(order.total).toBeCloseTo(o.subtotal - o.discount + o.deliveryFee + o.codFee, 2);
    expect(await stockOf(t.app.db, product.id, flavor)).toBe(before - 3);

    const mail = (await outbox()).find((m) => m.to === contact.email)!;
    expect(mail.subject).toContain(`#${order.id}`);
    expect(mail.text).toContain(`/track-order/${order.id}?token=${placed.lookupToken}`);
    expect(mail.text).toMatch(/\/guest-account\?token=[A-Za-z0-9_.-]+/);
    expect(mail.text).toContain(`/api/receipts/${order.id}?token=`);
  });

  it('refuses PayPal when the shop has not set it up, instead of placing it as cash on delivery', async () => {
    const stock = await stockOf(t.app.db, product.id, flavor);
    const items = [{ productId: product.id, selectedFlavor: flavor, quantity: 1 }];
    const res = await place({ contact, address, items, paymentMethod: 'paypal', paypalOrderId: 'PAYPAL-1' });
    expect(res.statusCode).toBe(503);
    expect(await stockOf(t.app.db, product.id, flavor)).toBe(stock);
  });

  it('answers a repeated Idempotency-Key with the first order, and requires one', async () => {
    const stock = await stockOf(t.app.db, product.id, flavor);
    const items = [{ productId: product.id, selectedFlavor: flavor, quantity: 3 }];
    const again = await place({ contact, address, items }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.id).toBe(placed.order.id);
    expect(await stockOf(t.app.db, product.id, flavor)).toBe(stock);
    const keyless = await visitor('POST', '/api/guest/orders', { contact, address, items });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().fields['idempotency-key']).toBe(guestMessages.idempotencyRequired);
    // another guest may use the same key: keys are the guest's own
    const other = await place({ contact: contactOf('Omar'), address, items }, key);
    expect(other.statusCode).toBe(201);
    expect(other.json().order.id).not.toBe(placed.order.id);
  });

  it('is looked up only with its number and its e-mail or mobile; anything else is the same 404', async () => {
    const lookup = (orderId: number, value: string) =>
      visitor('POST', '/api/guest/orders/lookup', { orderId, contact: value });
    for (const value of [contact.email.toUpperCase(), contact.mobile, `+20 ${contact.mobile.slice(1)}`]) {
      const res = await lookup(placed.order.id, value);
      expect(res.statusCode, value).toBe(200);
      expect(res.json().order.id).toBe(placed.order.id);
      expect(res.json().lookupToken).toBe(placed.lookupToken);
    }
    const misses = [
      await lookup(placed.order.id, 'someone@else.example'),
      await lookup(placed.order.id, '01099999999'),
      await lookup(placed.order.id + 1000, contact.email),
    ];
    for (const miss of misses) {
      expect(miss.statusCode).toBe(404);
      expect(miss.json().message).toBe(guestMessages.notFound);
    }
    // a signed-in shopper's order is never found this way
    const token = await visitor('GET', `/api/guest/orders/${placed.order.id}?token=${placed.lookupToken}`);
    expect(token.statusCode).toBe(200);
    expect(token.json().order).toEqual(placed.order);
    const forged = await visitor(
      'GET',
      `/api/guest/orders/${placed.order.id + 1}?token=${placed.lookupToken}`,
    );
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(guestMessages.notFound);
  });

  it('is in no shopper’s list; the admin sees it with the guest’s contact', async () => {
    const mine = (await call(amal, 'GET', `/api/users/${amal.id}/orders`)).json() as { id: number }[];
    expect(mine.map((o) => o.id)).not.toContain(placed.order.id);
    const list = await call(admin, 'GET', `/api/users/admin/orders?type=email&query=${contact.email}`);
    expect(list.statusCode, list.body).toBe(200);
    const row = (list.json() as { id: number; guest?: unknown }[]).find((o) => o.id === placed.order.id);
    expect(row?.guest).toEqual({ fullName: contact.fullName, mobile: contact.mobile });
  });
});

describe('guest lookups are rate-limited', () => {
  it('per order number, whatever the address: guessing one order’s contact gets nowhere', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i += 1)
      codes.push(
        (await visitor('POST', '/api/guest/orders/lookup', { orderId: 424_242, contact: `x${i}@y.example` }))
          .statusCode,
      );
    expect(codes.slice(0, 10).every((c) => c === 404)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });

  it('per address, whatever the order number', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/guest/orders/lookup',
            remoteAddress: ip,
            payload: { orderId: 500_000 + i, contact: 'a@b.example' },
          })
        ).statusCode,
      );
    expect(codes.at(-1)).toBe(429);
  });
});

describe('codes for guests', () => {
  it('keeps a per-shopper limit by e-mail and by mobile', async () => {
    const created = await call(admin, 'POST', '/api/admin/coupons', {
      code: 'GUESTONCE',
      kind: 'percent',
      percent: 10,
      maxUsesPerShopper: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const items = [{ productId: product.id, selectedFlavor: flavor, quantity: 1 }];
    const nour = contactOf('Nour');
    const first = await place({ contact: nour, address, items, code: 'guestonce' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().order.couponCode).toBe('GUESTONCE');
    const sameEmail = await place({
      contact: { ...nour, mobile: '01112223334' },
      address,
      items,
      code: 'GUESTONCE',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().fields.reason).toBe('already-used');
    const sameMobile = await place({
      contact: { ...nour, email: 'nour.other@guest.example' },
      address,
      items,
      code: 'GUESTONCE',
    });
    expect(sameMobile.statusCode).toBe(409);
    const quote = (
      await visitor('POST', '/api/guest/quote', { items, code: 'GUESTONCE', email: nour.email })
    ).json();
    expect(quote.code.refusal.reason).toBe('already-used');
    expect(quote.canPlace).toBe(false);
    const unknown = await place({ contact: contactOf('Sara'), address, items, code: 'NOSUCHCODE' });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().fields.reason).toBe('unknown');
  });
});

describe('guests under concurrency', () => {
  it('sells the last unit to one of two guests ordering at once', async () => {
    await setStock(t.app.db, product.id, flavor, 1);
    const items = [{ productId: product.id, selectedFlavor: flavor, quantity: 1 }];
    const results = await Promise.all(
      [contactOf('Rush1'), contactOf('Rush2')].map((contact) => place({ contact, address, items })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('OUT_OF_STOCK');
    expect(await stockOf(t.app.db, product.id, flavor)).toBe(0);
    const sold = await t.app.db.execute(
      sql`select count(*)::int as n from orders where user_email like 'rush%@guest.example'`,
    );
    expect((sold as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    await setStock(t.app.db, product.id, flavor, 50);
  });
});

describe('an account from the confirmation e-mail', () => {
  const accountLink = async (email: string) => {
    const mail = (await outbox()).find((m) => m.to === email)!;
    return /\/guest-account\?token=([A-Za-z0-9_.-]+)/.exec(mail.text)![1]!;
  };

  it('is created verified with every guest order of the e-mail, and signed in', async () => {
    const contact = contactOf('Laila');
    const items = [{ productId: product.id, selectedFlavor: flavor, quantity: 1 }];
    const ids: number[] = [];
    for (let i = 0; i < 2; i += 1) ids.push((await place({ contact, address, items })).json().order.id);
    const token = await accountLink(contact.email);
    const offer = await visitor('GET', `/api/guest/account?token=${token}`);
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json()).toEqual({ email: contact.email, fName: 'Laila', lName: 'Guest' });

    const res = await visitor('POST', '/api/guest/account', {
      token,
      password: 'Strong@2026',
      fName: 'Laila',
      lName: 'Guest',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'created', ordersAttached: 2 });
    const me = {
      id: body.session.user.id as number,
      email: contact.email,
      token: body.session.token as string,
    };
    const list = (await call(me as Caller, 'GET', `/api/users/${me.id}/orders`)).json() as { id: number }[];
    expect(list.map((o) => o.id).sort()).toEqual(ids.sort());
    // the password works at once: the link proved the e-mail, no code is asked
    const login = await visitor('POST', '/api/auth/login', { email: contact.email, password: 'Strong@2026' });
    expect(login.statusCode, login.body).toBe(200);

    // the link again (or a later guest order's): the account exists, the orders go to it, nothing else changes
    const later = await place({ contact, address, items });
    const again = await visitor('POST', '/api/guest/account', {
      token,
      password: 'Other@2026x',
      fName: 'X',
      lName: 'Y',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      kind: 'existing',
      email: contact.email,
      ordersAttached: 1,
      message: guestMessages.accountExists,
    });
    const after = (await call(me as Caller, 'GET', `/api/users/${me.id}/orders`)).json() as { id: number }[];
    expect(after.map((o) => o.id)).toContain(later.json().order.id);
    expect(
      (await visitor('POST', '/api/auth/login', { email: contact.email, password: 'Other@2026x' }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a tampered or expired link', async () => {
    const contact = contactOf('Mona');
    await place({
      contact,
      address,
      items: [{ productId: product.id, selectedFlavor: flavor, quantity: 1 }],
    });
    const token = await accountLink(contact.email);
    const [email, expires, signature] = token.split('.') as [string, string, string];
    const otherEmail = Buffer.from('victim@example.com').toString('base64url');
    const tampered = [
      `${otherEmail}.${expires}.${signature}`,
      `${email}.${(parseInt(expires, 36) + 1).toString(36)}.${signature}`,
      `${email}.${expires}.${signature.slice(0, -2)}xx`,
      guestAccountToken(t.env.JWT_SECRET, contact.email, new Date(Date.now() - 31 * 24 * 3_600_000)),
    ];
    for (const bad of tampered) {
      const res = await visitor('POST', '/api/guest/account', {
        token: bad,
        password: 'Strong@2026',
        fName: 'Mona',
        lName: 'Guest',
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('INVALID_GUEST_TOKEN');
      expect((await visitor('GET', `/api/guest/account?token=${bad}`)).statusCode).toBe(400);
    }
  });
});
