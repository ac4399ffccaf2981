import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, productFlavors, products, users } from '../../db/schema/index';
import { signAccessToken } from '../../lib/access-tokens';
import { recordAudit } from '../../lib/audit';
import { createTestApp, type TestContext } from '../../test/test-app';
import { callAs, type CallArgs, type Caller } from '../../test/shoppers';

// The shop's clock: Friday 20 November 2026, 12:00 in Cairo.
const NOW = new Date('2026-11-20T10:00:00Z');

let ctx: TestContext;
let admin: Caller;
let shopper: Caller;
const call = (...args: CallArgs) => callAs(ctx.app, ...args);

async function caller(email: string, role: 'user' | 'admin', createdAt: Date): Promise<Caller> {
  const [row] = await ctx.app.db
    .insert(users)
    .values({ email, fName: 'Test', lName: role, role, isVerified: true, createdAt })
    .returning();
  const token = await signAccessToken(ctx.app.env.JWT_SECRET, { sub: row!.id, role, email });
  return { id: row!.id, email, token, cookie: '' };
}

function multipart(content: Buffer, field = 'image') {
  const boundary = '----atlas-admin-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

beforeAll(async () => {
  ctx = await createTestApp({ now: () => NOW });
  // users: three before November, one in it → 4 against 3 (+33.3 %)
  admin = await caller('boss@example.com', 'admin', new Date('2026-09-01T10:00:00Z'));
  shopper = await caller('buyer@example.com', 'user', new Date('2026-10-10T10:00:00Z'));
  await caller('other@example.com', 'user', new Date('2026-10-31T21:59:59Z')); // 23:59 Cairo, 31 Oct
  await caller('new@example.com', 'user', new Date('2026-10-31T22:00:00Z')); // midnight Cairo, 1 Nov
});
afterAll(() => ctx.close());

describe('admin routes refuse everyone but admins', () => {
  it.each([
    ['GET', '/api/admin/dashboard'],
    ['GET', '/api/admin/audit'],
    ['POST', '/api/admin/images'],
  ] as const)('%s %s: 401 for a visitor, 403 for a shopper', async (method, url) => {
    expect((await call(null, method, url)).statusCode).toBe(401);
    expect((await call(shopper, method, url)).statusCode).toBe(403);
  });
});

describe('the admin guard', () => {
  it('believes the database over the token: a demoted admin is refused at once, a deleted one is a stranger', async () => {
    const demoted = await caller('demoted@example.com', 'admin', NOW);
    expect((await call(demoted, 'GET', '/api/admin/audit')).statusCode).toBe(200);
    const { eq } = await import('drizzle-orm');
    await ctx.app.db.update(users).set({ role: 'user' }).where(eq(users.id, demoted.id));
    expect((await call(demoted, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    await ctx.app.db.delete(users).where(eq(users.id, demoted.id));
    expect((await call(demoted, 'GET', '/api/admin/audit')).statusCode).toBe(401);
  });

  it('lets a user made admin in at once, though it refused them a moment before', async () => {
    const promoted = await caller('promoted@example.com', 'user', NOW);
    // a token that says admin for a user the database says is not (issued before a demotion)
    const token = await signAccessToken(ctx.app.env.JWT_SECRET, {
      sub: promoted.id,
      role: 'admin',
      email: promoted.email,
    });
    const asAdmin = { ...promoted, token };
    expect((await call(asAdmin, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    const { eq } = await import('drizzle-orm');
    await ctx.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, promoted.id));
    expect((await call(asAdmin, 'GET', '/api/admin/audit')).statusCode).toBe(200);
    // gone again, so the dashboard's user counts below stay as they were
    await ctx.app.db.delete(users).where(eq(users.id, promoted.id));
  });
});

describe('GET /admin/dashboard', () => {
  beforeAll(async () => {
    const db = ctx.app.db;
    // products: four added before November, one in it → 5 against 4 (+25 %)
    const rows = await db
      .insert(products)
      .values(
        ['2026-08-01', '2026-09-15', '2026-10-10', '2026-10-31T21:00:00Z', '2026-11-02'].map((d, i) => ({
          nameEn: `Product ${i}`,
          nameAr: `منتج ${i}`,
          pricePiastres: 10_000,
          category: 'protein',
          brand: 'Atlas',
          dateAdded: new Date(d),
        })),
      )
      .returning({ id: products.id });
    await db.insert(productFlavors).values([
      { productId: rows[0]!.id, name: 'Vanilla', quantity: 6, position: 0 },
      { productId: rows[0]!.id, name: 'Chocolate', nameAr: 'شوكولاتة', quantity: 0, position: 1 },
      { productId: rows[1]!.id, name: 'Berry', quantity: 5, position: 0 },
    ]);
    const order = (created: string, total: number, status: string) => ({
      userId: shopper.id,
      userEmail: shopper.email,
      status,
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      subtotalPiastres: total,
      totalPiastres: total,
      createdAt: new Date(created),
    });
    // last month's comparable span ends 20 Oct 09:00 UTC (19.5 days into October, like now into November)
    await db.insert(orders).values([
      order('2026-10-05T10:00:00Z', 10_000, 'delivered'), // last month, in the span
      order('2026-10-15T10:00:00Z', 5_000, 'cancelled'), // last month, in the span, no revenue
      order('2026-10-25T10:00:00Z', 30_000, 'shipped'), // last month, after the span
      order('2026-11-03T10:00:00Z', 8_000, 'processing'),
      order('2026-11-18T10:00:00Z', 4_000, 'cancelled'),
      order('2026-11-19T10:00:00Z', 9_500, 'confirmed'),
    ]);
  });

  it('computes every figure and its change against last month', async () => {
    const res = await call(admin, 'GET', '/api/admin/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalProducts).toEqual({ value: 5, changePercent: 25 });
    expect(body.totalUsers).toEqual({ value: 4, changePercent: 33.3 });
    // 3 orders so far this month against 2 in the same span of October
    expect(body.orders).toEqual({ value: 6, changePercent: 50 });
    // all active orders: 100 + 300 + 80 + 95; this month 175 against 100
    expect(body.activeRevenue).toEqual({ value: 575, changePercent: 75 });
  });

  it('charts the last 30 Cairo days without cancelled orders', async () => {
    const { revenueByDay } = (await call(admin, 'GET', '/api/admin/dashboard')).json();
    expect(revenueByDay).toHaveLength(30);
    expect(revenueByDay[0].date).toBe('2026-10-22');
    expect(revenueByDay.at(-1).date).toBe('2026-11-20');
    const nonZero = revenueByDay.filter((d: { revenue: number }) => d.revenue > 0);
    expect(nonZero).toEqual([
      { date: '2026-10-25', revenue: 300, orders: 1 },
      { date: '2026-11-03', revenue: 80, orders: 1 },
      { date: '2026-11-19', revenue: 95, orders: 1 },
    ]);
  });

  it('leaves out a kiosk order waiting for its payment, and counts it once paid (decision 0016)', async () => {
    const { eq, inArray } = await import('drizzle-orm');
    const db = ctx.app.db;
    const kiosk = (created: string, total: number) => ({
      userId: shopper.id,
      userEmail: shopper.email,
      status: 'processing',
      paymentMethod: 'kiosk',
      paymentStatus: 'awaiting',
      paymentReference: '1234567890',
      payBy: new Date('2026-11-22T10:00:00Z'),
      subtotalPiastres: total,
      totalPiastres: total,
      createdAt: new Date(created),
    });
    const fixture = await db
      .insert(orders)
      .values([kiosk('2026-11-19T12:00:00Z', 20_000), kiosk('2026-11-20T08:00:00Z', 7_000)])
      .returning({ id: orders.id });
    try {
      const waiting = (await call(admin, 'GET', '/api/admin/dashboard')).json();
      // the same figures as without them; they are orders all the same
      expect(waiting.activeRevenue).toEqual({ value: 575, changePercent: 75 });
      expect(waiting.orders.value).toBe(8);
      expect(waiting.revenueByDay.find((d: { date: string }) => d.date === '2026-11-19')).toEqual({
        date: '2026-11-19',
        revenue: 95,
        orders: 1,
      });
      expect(waiting.revenueByDay.at(-1)).toEqual({ date: '2026-11-20', revenue: 0, orders: 0 });

      // the first reference is paid: 200 more this month (375 against 100)
      await db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, fixture[0]!.id));
      const paid = (await call(admin, 'GET', '/api/admin/dashboard')).json();
      expect(paid.activeRevenue).toEqual({ value: 775, changePercent: 275 });
      expect(paid.revenueByDay.find((d: { date: string }) => d.date === '2026-11-19')).toEqual({
        date: '2026-11-19',
        revenue: 295,
        orders: 2,
      });
      expect(paid.revenueByDay.at(-1)).toEqual({ date: '2026-11-20', revenue: 0, orders: 0 });
    } finally {
      await db.delete(orders).where(
        inArray(
          orders.id,
          fixture.map((f) => f.id),
        ),
      );
    }
  });

  it('lists flavors at five units or fewer, fewest first', async () => {
    const { lowStock } = (await call(admin, 'GET', '/api/admin/dashboard')).json();
    expect(lowStock.map((f: { flavor: string; quantity: number }) => [f.flavor, f.quantity])).toEqual([
      ['Chocolate', 0],
      ['Berry', 5],
    ]);
    expect(lowStock[0].productName).toBe('Product 0');
    // each flavor's Arabic name for the Arabic dashboard, empty where none was typed
    expect(lowStock.map((f: { flavorAr: string }) => f.flavorAr)).toEqual(['شوكولاتة', '']);
  });
});

describe('GET /admin/audit', () => {
  it('lists what admins did, newest first, searchable and paged', async () => {
    const actor = { id: admin.id, email: admin.email };
    await recordAudit(ctx.app.db, actor, {
      action: 'product.update',
      entity: 'product',
      entityId: 7,
      before: { price: 100 },
      after: { price: 120 },
    });
    await recordAudit(ctx.app.db, actor, {
      action: 'user.role',
      entity: 'user',
      entityId: 3,
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    const res = await call(admin, 'GET', '/api/admin/audit?limit=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()).toMatchObject([
      {
        action: 'user.role',
        entity: 'user',
        entityId: '3',
        actorEmail: admin.email,
        before: { role: 'user' },
      },
    ]);
    const found = (await call(admin, 'GET', '/api/admin/audit?type=action&query=PRODUCT')).json();
    expect(found).toHaveLength(1);
    expect(found[0].after).toEqual({ price: 120 });
  });

  it('refuses a bad query with a 400', async () => {
    for (const url of [
      '/api/admin/audit?limit=0',
      '/api/admin/audit?type=password&query=x',
      '/api/admin/audit?page=-1',
    ]) {
      expect((await call(admin, 'GET', url)).statusCode).toBe(400);
    }
  });

  it('keeps the row when its admin is deleted', async () => {
    const gone = await caller('gone@example.com', 'admin', NOW);
    await recordAudit(ctx.app.db, gone, { action: 'trainer.delete', entity: 'trainer', entityId: 1 });
    const { eq } = await import('drizzle-orm');
    await ctx.app.db.delete(users).where(eq(users.id, gone.id));
    const [row] = await ctx.app.db.select().from(auditLog).where(eq(auditLog.actorEmail, 'gone@example.com'));
    expect(row).toMatchObject({ actorId: null, action: 'trainer.delete' });
  });
});

describe('POST /admin/images', () => {
  it('re-encodes an image as WebP, fits it in its box, stores smaller widths and answers its URL', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#a33' } })
      .png()
      .toBuffer();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/images?kind=flavor',
      ...multipart(png),
      headers: { ...multipart(png).headers, authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json();
    // absolute for a client that is not one of our pages; the name carries the stored size
    expect(url).toMatch(/^https?:\/\/[^/]+\/media\/flavors\/[\w-]+\.1024x512\.webp$/);
    const path = new URL(url).pathname;
    const sizes = [
      [path, 1024, 512],
      [path.replace(/\.webp$/, '.320w.webp'), 320, 160],
      [path.replace(/\.webp$/, '.640w.webp'), 640, 320],
    ] as const;
    for (const [file, width, height] of sizes) {
      const served = await ctx.app.inject({ url: file });
      expect(served.statusCode, file).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height });
    }
    // no copy wider than the picture itself
    expect((await ctx.app.inject({ url: path.replace(/\.webp$/, '.1024w.webp') })).statusCode).toBe(404);
  });

  it('stores a small picture once, without enlarging it', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a3' } })
      .png()
      .toBuffer();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/images?kind=trainer',
      ...multipart(png),
      headers: {
        ...multipart(png).headers,
        authorization: `Bearer ${admin.token}`,
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    // our own page gets the path, which works at whatever address it was opened
    expect(res.json().url).toMatch(/^\/media\/trainers\/[\w-]+\.300x200\.webp$/);
    expect((await ctx.app.inject({ url: res.json().url.replace(/\.webp$/, '.320w.webp') })).statusCode).toBe(
      404,
    );
  });

  it('refuses what is not an image, the wrong field, a plain JSON body and an unknown kind', async () => {
    const auth = { authorization: `Bearer ${admin.token}` };
    const text = multipart(Buffer.from('<svg onload="alert(1)"></svg>'));
    const notImage = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      payload: text.payload,
      headers: { ...text.headers, ...auth },
    });
    expect(notImage.statusCode).toBe(415);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const wrong = multipart(png, 'file');
    const wrongField = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      payload: wrong.payload,
      headers: { ...wrong.headers, ...auth },
    });
    expect(wrongField.statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/admin/images', { image: 'x' })).statusCode).toBe(415);
    const ok = multipart(png);
    const kind = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/images?kind=avatar',
      payload: ok.payload,
      headers: { ...ok.headers, ...auth },
    });
    expect(kind.statusCode).toBe(400);
  });

  it('answers a cut-short multipart body with a 400, not a 500', async () => {
    const whole = multipart(Buffer.alloc(2000, 7));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      payload: whole.payload.subarray(0, 300),
      headers: { ...whole.headers, authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode, res.body).toBe(400);
    const noBoundary = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${admin.token}` },
    });
    expect(noBoundary.statusCode, noBoundary.body).toBeLessThan(500);
  });

  it('refuses a file over 5 MB with a 413', async () => {
    const big = multipart(Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      payload: big.payload,
      headers: { ...big.headers, authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(413);
  });
});
