import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { SMTPServer } from 'smtp-server';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImportPreviewDto } from '@atlas/shared/contract/admin-products';
import type { OrderDto } from '@atlas/shared/contract/orders';
import { CATALOGUE_COLUMNS, toCsv } from '@atlas/shared/rules/catalogue-sheet';
import { outboxMessages, productFlavors, products, stockAlerts } from '../../db/schema/index';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { multipartBody } from '../../test/multipart-body';
import {
  bearer,
  callAs,
  nextIp,
  quickShoppers,
  signIn,
  type CallArgs,
  type Caller,
} from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTransport } from '../../lib/mailer';

let t: TestContext;
let admin: Caller;
let clock = new Date();
const DAY = 24 * 60 * 60_000;

/** A product with two flavors or more; each test sells out the flavor it needs. */
let product: { id: number; flavors: string[] };
let plainId: number;
let seq = 0;

const call = (...args: CallArgs) => callAs(t.app, ...args);
const ask = (who: Caller | null, body: Record<string, unknown>, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stock-alerts',
    headers: bearer(who),
    payload: body,
    remoteAddress: ip,
  });
const link = (action: 'confirm' | 'unsubscribe', body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/stock-alerts/${action}`,
    payload: body as object,
    remoteAddress: nextIp(),
  });

async function mailsTo(email: string) {
  return t.app.db
    .select({ subject: outboxMessages.subject, text: outboxMessages.text, html: outboxMessages.html })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, email))
    .orderBy(asc(outboxMessages.id));
}
const isBackInStock = (m: { subject: string }) => /^(Back in stock|عاد للمخزون)/.test(m.subject);
async function backInStock(email: string) {
  await t.app.stockAlerts.drain();
  return (await mailsTo(email)).filter(isBackInStock);
}
const linkIn = (text: string, action: 'confirm' | 'unsubscribe') => {
  const found = new RegExp(`/stock-alerts/${action}\\?alert=(\\d+)&token=([\\w-]+)`).exec(text);
  expect(found, text).not.toBeNull();
  return { alert: Number(found![1]), token: found![2]! };
};

/** The admin's flavor stock field (the product form's quantity), as the admin screen sends it. */
async function adminSetsStock(flavor: string, quantity: number, productId = product.id) {
  const res = await call(admin, 'PATCH', `/api/products/${productId}/admin/flavors`, { flavor, quantity });
  expect(res.statusCode, res.body).toBe(200);
}
const newShopper = async () => (await quickShoppers(t.app, 1, `alerts-${++seq}`))[0]!;
const newEmail = () => `visitor-${++seq}@example.com`;

/** A flavor of the test product sold out now, each test its own. */
async function soldOutFlavor(): Promise<string> {
  const flavor = product.flavors[seq++ % product.flavors.length]!;
  await adminSetsStock(flavor, 0);
  return flavor;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { RATE_LIMIT_FACTOR: '5' } });
  await seedDemoAccounts(t.app.db);
  await seedDemoCatalogue(t.app.db, t.app.files);
  admin = await signIn(t.app, 'admin@atlas.demo', 'Admin@2026');
  const flavored = await t.app.db
    .select({ id: productFlavors.productId, name: productFlavors.name })
    .from(productFlavors)
    .orderBy(asc(productFlavors.productId), asc(productFlavors.position), asc(productFlavors.id));
  const byProduct = new Map<number, string[]>();
  for (const f of flavored) byProduct.set(f.id, [...(byProduct.get(f.id) ?? []), f.name]);
  const [id, names] = [...byProduct].find(([, fs]) => fs.length >= 3)!;
  product = { id, flavors: names };
  const [plain] = await t.app.db
    .insert(products)
    .values({
      nameEn: 'Shaker Bottle',
      nameAr: 'زجاجة رج',
      pricePiastres: 15_000,
      category: 'Accessories',
      brand: 'Atlas',
    })
    .returning({ id: products.id });
  plainId = plain!.id;
});
afterAll(() => t.close());
beforeEach(() => {
  clock = new Date();
});

describe('asking for an alert', () => {
  it('a signed-in shopper waits with one tap, sees the alert, and gets one e-mail when the admin restocks', async () => {
    const shopper = await newShopper();
    const flavor = await soldOutFlavor();
    const res = await ask(shopper, { productId: product.id, flavor });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ status: 'waiting' });
    // asking again is the same alert
    expect((await ask(shopper, { productId: product.id, flavor: flavor.toUpperCase() })).statusCode).toBe(
      201,
    );
    const mine = await call(shopper, 'GET', '/api/stock-alerts');
    expect(mine.json()).toEqual([expect.objectContaining({ productId: product.id, flavor })]);
    expect(await backInStock(shopper.email)).toHaveLength(0);

    await adminSetsStock(flavor, 5);
    const sent = await backInStock(shopper.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain(flavor);
    expect(sent[0]!.text).toContain(`/products/${product.id}?lang=en`);
    expect(sent[0]!.text).toMatch(/\/stock-alerts\/unsubscribe\?alert=\d+&token=/);
    expect((await call(shopper, 'GET', '/api/stock-alerts')).json()).toEqual([]);
    // more stock later sends nothing more
    await adminSetsStock(flavor, 0);
    await adminSetsStock(flavor, 9);
    expect(await backInStock(shopper.email)).toHaveLength(1);
  });

  it('sends nothing while the flavor stays sold out, and nothing for another flavor’s restock', async () => {
    const shopper = await newShopper();
    const flavor = await soldOutFlavor();
    await ask(shopper, { productId: product.id, flavor });
    await adminSetsStock(flavor, 0);
    const other = product.flavors.find((f) => f !== flavor)!;
    await adminSetsStock(other, 0);
    await adminSetsStock(other, 4);
    expect(await backInStock(shopper.email)).toHaveLength(0);
    const [row] = await t.app.db.select().from(stockAlerts).where(eq(stockAlerts.email, shopper.email));
    expect(row!.status).toBe('waiting');
  });

  it('a restock that flickers (0→5→0→5) sends one e-mail, sent or not in between', async () => {
    const early = await newShopper();
    const late = await newShopper();
    const flavor = await soldOutFlavor();
    await ask(early, { productId: product.id, flavor });
    await adminSetsStock(flavor, 5);
    expect(await backInStock(early.email)).toHaveLength(1);
    await adminSetsStock(flavor, 0);
    await ask(late, { productId: product.id, flavor });
    // due, then sold out again before the sender looks: it waits again, nothing is sent
    await t.app.stockAlerts.stop();
    try {
      await adminSetsStock(flavor, 5);
      await adminSetsStock(flavor, 0);
      expect(await backInStock(late.email)).toHaveLength(0);
      const [row] = await t.app.db.select().from(stockAlerts).where(eq(stockAlerts.email, late.email));
      expect(row!.status).toBe('waiting');
    } finally {
      t.app.stockAlerts.start();
    }
    await adminSetsStock(flavor, 5);
    expect(await backInStock(early.email)).toHaveLength(1);
    expect(await backInStock(late.email)).toHaveLength(1);
  });

  it('a product without flavors: its own stock coming back sends the e-mail', async () => {
    const shopper = await newShopper();
    await t.app.db.update(products).set({ quantity: 0, inStock: false }).where(eq(products.id, plainId));
    expect((await ask(shopper, { productId: plainId })).statusCode).toBe(201);
    await t.app.db.update(products).set({ quantity: 3, inStock: true }).where(eq(products.id, plainId));
    expect(await backInStock(shopper.email)).toHaveLength(1);
  });
});

describe('every path that gives stock back', () => {
  it('a spreadsheet import', async () => {
    const shopper = await newShopper();
    const flavor = await soldOutFlavor();
    await ask(shopper, { productId: product.id, flavor });
    const csv = (
      await t.app.inject({
        method: 'GET',
        url: '/api/products/admin/export?format=csv',
        headers: bearer(admin),
      })
    ).rawPayload;
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    const row = rows.find((r) => r.product_id === String(product.id) && r.flavor === flavor)!;
    row.quantity = '7';
    const file = Buffer.from(
      toCsv([[...CATALOGUE_COLUMNS], ...rows.map((r) => CATALOGUE_COLUMNS.map((c) => r[c] ?? ''))]),
      'utf8',
    );
    const send = (url: string) => {
      const body = multipartBody([
        { name: 'file', filename: 'c.csv', contentType: 'text/csv', content: file },
      ]);
      return t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(admin), ...body.headers },
        payload: body.payload,
      });
    };
    const preview = (await send('/api/products/admin/import/preview?mode=stock')).json() as ImportPreviewDto;
    expect(preview.changes).toBe(1);
    const applied = await send(`/api/products/admin/import?mode=stock&expect=${preview.fingerprint}`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await backInStock(shopper.email)).toHaveLength(1);
  });

  it('a cancelled order giving its units back', async () => {
    const buyer = await newShopper();
    const waiter = await newShopper();
    const flavor = await soldOutFlavor();
    await adminSetsStock(flavor, 2);
    const added = await call(buyer, 'POST', '/api/cart/add', {
      productId: product.id,
      selectedFlavor: flavor,
      quantity: 2,
    });
    expect(added.statusCode, added.body).toBe(200);
    const placed = await call(
      buyer,
      'POST',
      `/api/users/${buyer.id}/orders`,
      {
        paymentMethod: 'cod',
        address: { street: '1 Nile St', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
      },
      { 'idempotency-key': `alerts-${seq}` },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as OrderDto;
    expect((await ask(waiter, { productId: product.id, flavor })).json()).toEqual({ status: 'waiting' });
    const cancelled = await call(admin, 'DELETE', `/api/users/admin/orders/${buyer.id}/${order.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await backInStock(waiter.email)).toHaveLength(1);
  });
});

describe('visitors', () => {
  it('double opt-in: nothing waits until the e-mailed link is opened; then one e-mail in their language', async () => {
    const email = newEmail();
    const flavor = await soldOutFlavor();
    const res = await ask(null, {
      productId: product.id,
      flavor,
      email: ` ${email.toUpperCase()} `,
      lang: 'ar',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ status: 'confirm-email' });
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.subject).toMatch(/^أكّد تنبيه توفر/);
    const confirm = linkIn(confirmation!.text, 'confirm');

    // restocked before the visitor confirmed: no e-mail (the address is not proven yet)
    await adminSetsStock(flavor, 3);
    expect(await backInStock(email)).toHaveLength(0);
    await adminSetsStock(flavor, 0);

    // a wrong or other action's signature is refused
    expect((await link('confirm', { ...confirm, token: 'x'.repeat(32) })).statusCode).toBe(404);
    const unsubscribeToken = linkIn(confirmation!.text, 'unsubscribe').token;
    expect((await link('confirm', { ...confirm, token: unsubscribeToken })).statusCode).toBe(404);

    const confirmed = await link('confirm', confirm);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'confirmed', productId: product.id });
    expect((await link('confirm', confirm)).json()).toEqual({ status: 'confirmed', productId: product.id });

    await adminSetsStock(flavor, 3);
    const sent = await backInStock(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^عاد للمخزون/);
    expect(sent[0]!.html).toContain('dir="rtl"');
    expect(sent[0]!.text).toContain(`/products/${product.id}?lang=ar`);
    expect((await link('confirm', confirm)).json()).toEqual({ status: 'sent', productId: product.id });
  });

  it('answers the same whether or not the address has an account, and never sends for an unconfirmed one', async () => {
    const flavor = await soldOutFlavor();
    const known = await ask(null, { productId: product.id, flavor, email: 'shopper@atlas.demo' });
    const unknown = await ask(null, { productId: product.id, flavor, email: newEmail() });
    expect([known.statusCode, known.json()]).toEqual([unknown.statusCode, unknown.json()]);
  });

  it('unsubscribing cancels every open alert of the address: nothing is sent after it', async () => {
    const email = newEmail();
    const [a, b] = [await soldOutFlavor(), await soldOutFlavor()];
    await ask(null, { productId: product.id, flavor: a, email });
    await ask(null, { productId: product.id, flavor: b, email });
    const [first, second] = await mailsTo(email);
    await link('confirm', linkIn(first!.text, 'confirm'));
    await link('confirm', linkIn(second!.text, 'confirm'));
    const res = await link('unsubscribe', linkIn(first!.text, 'unsubscribe'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'cancelled', productId: product.id });
    await adminSetsStock(a, 4);
    await adminSetsStock(b, 4);
    expect(await backInStock(email)).toHaveLength(0);
  });

  it('a signed-in shopper can cancel their own alert, and nobody else’s', async () => {
    const [owner, other] = [await newShopper(), await newShopper()];
    const flavor = await soldOutFlavor();
    await ask(owner, { productId: product.id, flavor });
    const [alert] = (await call(owner, 'GET', '/api/stock-alerts')).json() as { id: number }[];
    expect((await call(other, 'DELETE', `/api/stock-alerts/${alert!.id}`)).statusCode).toBe(404);
    const res = await call(owner, 'DELETE', `/api/stock-alerts/${alert!.id}`);
    expect([res.statusCode, res.json()]).toEqual([200, []]);
    await adminSetsStock(flavor, 2);
    expect(await backInStock(owner.email)).toHaveLength(0);
  });

  it('limits how often one address is asked for', async () => {
    const email = newEmail();
    const flavor = await soldOutFlavor();
    const codes: number[] = [];
    for (let i = 0; i < 16; i++)
      codes.push((await ask(null, { productId: product.id, flavor, email })).statusCode);
    expect(codes.slice(0, 15).every((c) => c === 201)).toBe(true);
    expect(codes[15]).toBe(429);
  });
});

describe('expiry', () => {
  it('an alert is never sent after 90 days, and is pruned', async () => {
    const shopper = await newShopper();
    const flavor = await soldOutFlavor();
    await ask(shopper, { productId: product.id, flavor });
    clock = new Date(clock.getTime() + 91 * DAY);
    await adminSetsStock(flavor, 6);
    expect(await backInStock(shopper.email)).toHaveLength(0);
    expect((await call(shopper, 'GET', '/api/stock-alerts')).json()).toEqual([]);
    expect(await t.app.stockAlerts.prune()).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.select().from(stockAlerts).where(eq(stockAlerts.email, shopper.email))).toEqual([]);
  });

  it('a confirmation link stops working once the alert expired', async () => {
    const email = newEmail();
    const flavor = await soldOutFlavor();
    await ask(null, { productId: product.id, flavor, email });
    const [mail] = await mailsTo(email);
    clock = new Date(clock.getTime() + 90 * DAY + 1);
    expect((await link('confirm', linkIn(mail!.text, 'confirm'))).statusCode).toBe(404);
  });
});

describe('the admin’s most wanted flavors', () => {
  it('counts the shoppers waiting per sold-out flavor, most first, with the oldest wait', async () => {
    const flavor = await soldOutFlavor();
    const shoppers = await quickShoppers(t.app, 3, `wanted-${seq}`);
    for (const s of shoppers) await ask(s, { productId: product.id, flavor });
    const res = await call(admin, 'GET', '/api/admin/stock-alerts/wanted?limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json() as { productId: number; flavor: string; waiting: number }[]).find(
      (r) => r.productId === product.id && r.flavor === flavor,
    );
    expect(row).toMatchObject({ waiting: 3, oldestSince: clock.toISOString() });
  });
});

describe('bad input', () => {
  it('answers 4xx with a clear message', async () => {
    const flavor = await soldOutFlavor();
    const inStock = product.flavors.find((f) => f !== flavor)!;
    await adminSetsStock(inStock, 5);
    const cases: [Record<string, unknown>, number][] = [
      [{ productId: product.id, flavor }, 400], // a visitor without an e-mail
      [{ productId: product.id, flavor, email: 'not-an-email' }, 400],
      [{ productId: 'x', flavor, email: newEmail() }, 400],
      [{ productId: product.id, flavor: 'x'.repeat(81), email: newEmail() }, 400],
      [{ productId: product.id, flavor, email: newEmail(), lang: 'fr' }, 400],
      [{ productId: 999_999, flavor, email: newEmail() }, 404],
      [{ productId: product.id, flavor: 'No Such Flavor', email: newEmail() }, 404],
      [{ productId: product.id, flavor: inStock, email: newEmail() }, 409],
    ];
    for (const [body, status] of cases) {
      const res = await ask(null, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBeTruthy();
    }
    expect((await link('confirm', { alert: 'x', token: 'y' })).statusCode).toBe(400);
    expect((await link('unsubscribe', { alert: 1 })).statusCode).toBe(400);
    expect((await link('unsubscribe', { alert: 2_000_000, token: 'abc' })).statusCode).toBe(404);
    const shopper = await newShopper();
    expect((await call(shopper, 'DELETE', '/api/stock-alerts/abc')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/admin/stock-alerts/wanted?limit=0')).statusCode).toBe(400);
    const rows = await t.app.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.productId, product.id), eq(stockAlerts.flavor, 'No Such Flavor')));
    expect(rows).toEqual([]);
  });
});

describe('over real SMTP', () => {
  /** A message as the SMTP server received it, its quoted-printable parts decoded. */
  const decoded = (raw: string) =>
    Buffer.from(
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');

  it('the back-in-stock e-mail leaves through the outbox to the shopper’s mailbox', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const transport = createTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Atlas <no-reply@atlas.demo>',
      log: t.app.log,
    });
    const s = await createTestApp({ mail: { transport, pollMs: 0 } });
    try {
      const [made] = await s.app.db
        .insert(products)
        .values({
          nameEn: 'Atlas Whey',
          nameAr: 'واي أطلس',
          pricePiastres: 100_000,
          category: 'Protein',
          brand: 'Atlas',
        })
        .returning({ id: products.id });
      await s.app.db
        .insert(productFlavors)
        .values({ productId: made!.id, name: 'Vanilla', nameAr: 'فانيليا', quantity: 0 });
      const [shopper] = await quickShoppers(s.app, 1, 'smtp-alert');
      const asked = await s.app.inject({
        method: 'POST',
        url: '/api/stock-alerts',
        headers: bearer(shopper!),
        payload: { productId: made!.id, flavor: 'Vanilla', lang: 'ar' },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      await s.app.db
        .update(productFlavors)
        .set({ quantity: 4 })
        .where(eq(productFlavors.productId, made!.id));
      expect(await s.app.stockAlerts.drain()).toBe(1);
      await s.app.mailer.drain();
      expect(received).toHaveLength(1);
      const mail = decoded(received[0]!);
      expect(mail).toContain(`To: ${shopper!.email}`);
      expect(mail).toContain('«واي أطلس – فانيليا» متوفر الآن في أطلس');
      expect(mail).toContain(`/products/${made!.id}?lang=ar`);
      // the HTML part (the text one is base64): the unsubscribe link, signed, in Arabic
      expect(mail).toMatch(/\/stock-alerts\/unsubscribe\?alert=\d+&amp;token=[\w-]+&amp;lang=ar/);
    } finally {
      await s.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
