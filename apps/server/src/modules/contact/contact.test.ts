import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { callAs, quickShoppers, signIn, type CallArgs, type Caller } from '../../test/shoppers';

let ctx: TestContext;
let admin: Caller;
const call = (...args: CallArgs) => callAs(ctx.app, ...args);
const message = { name: 'Mona Salah', email: 'mona@example.com', message: 'Do you deliver to Alexandria?' };

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoAccounts(ctx.app.db);
  admin = await signIn(ctx.app, 'admin@atlas.demo', 'Admin@2026');
});
afterAll(() => ctx.close());

describe('POST /contact', () => {
  it.each(['name', 'email', 'message'])('without %s: "Please fill out all fields"', async (field) => {
    for (const value of [undefined, '', '   ']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...message, [field]: value },
        remoteAddress: `10.1.0.${field.length}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe('Please fill out all fields');
    }
  });

  it('refuses a malformed e-mail and an over-long message', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...message, email: 'mona@' },
      remoteAddress: '10.1.1.1',
    });
    expect(bad.json().fields.email).toBe('Please enter a valid email address');
    const long = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...message, message: 'x'.repeat(5001) },
      remoteAddress: '10.1.1.2',
    });
    expect(long.statusCode).toBe(400);
  });

  it('stores a message and limits how many one address sends', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...message, message: `Question ${i}` },
        remoteAddress: '10.2.2.2',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('GET /contact and PATCH /contact/{id}', () => {
  it('are for admins only', async () => {
    const [shopper] = await quickShoppers(ctx.app, 1, 'contact-reader');
    expect((await call(null, 'GET', '/api/contact')).statusCode).toBe(401);
    expect((await call(shopper!, 'GET', '/api/contact')).statusCode).toBe(403);
    expect((await call(shopper!, 'PATCH', '/api/contact/1', { handled: true })).statusCode).toBe(403);
  });

  it('list newest first with the total, and mark handled', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...message, name: 'Latest Sender' },
      remoteAddress: '10.3.3.3',
    });
    const res = await call(admin, 'GET', '/api/contact?limit=2');
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(6);
    const [latest] = res.json();
    expect(latest).toMatchObject({ name: 'Latest Sender', email: 'mona@example.com', handled: false });
    expect(new Date(latest.date).getTime()).not.toBeNaN();

    const done = await call(admin, 'PATCH', `/api/contact/${latest.id}`, { handled: true });
    expect(done.json().handled).toBe(true);
    expect((await call(admin, 'PATCH', '/api/contact/999999', { handled: true })).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', `/api/contact/${latest.id}`, { handled: 'yes' })).statusCode).toBe(
      400,
    );
    // marking is an admin write: audited once per real change
    await call(admin, 'PATCH', `/api/contact/${latest.id}`, { handled: true });
    const audit = (await call(admin, 'GET', '/api/admin/audit?type=action&query=submission')).json();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entityId: String(latest.id),
      before: { handled: false },
      after: { handled: true },
    });
  });

  it('search by e-mail, name or message, case-insensitively', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Karim Adel', email: 'karim@example.org', message: 'Is creatine 100% pure?' },
      remoteAddress: '10.3.4.4',
    });
    const search = async (query: string) =>
      (await call(admin, 'GET', `/api/contact?${query}`)).json().map((s: { name: string }) => s.name);
    expect(await search('query=KARIM@')).toEqual(['Karim Adel']);
    expect(await search('type=name&query=adel')).toEqual(['Karim Adel']);
    expect(await search('type=message&query=100%25')).toEqual(['Karim Adel']);
    expect(await search('type=message&query=_')).toEqual([]);
    expect((await call(admin, 'GET', '/api/contact?type=password&query=x')).statusCode).toBe(400);
  });
});
