import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { callAs, type CallArgs, createShopper, signIn, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let amal: Caller;
let badr: Caller;
let admin: Caller;
const cairo = { street: ' 5 Tahrir St ', city: 'Cairo ', state: ' Cairo', zipCode: 11511, country: 'Egypt' };

const call = (...args: CallArgs) => callAs(t.app, ...args);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.app.db);
  admin = await signIn(t.app, 'admin@atlas.demo', 'Admin@2026');
  amal = await createShopper(t.app, 'amal@example.com');
  badr = await createShopper(t.app, 'badr@example.com');
});
afterAll(() => t.close());

describe('addresses', () => {
  it('saves trimmed fields with zipCode as text and answers the id', async () => {
    const res = await call(amal, 'POST', `/api/users/${amal.id}/addresses`, cairo);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      street: '5 Tahrir St',
      city: 'Cairo',
      state: 'Cairo',
      zipCode: '11511',
      country: 'Egypt',
      isDefault: false,
    });
  });

  it("refuses an empty field with 'All address fields are required'", async () => {
    for (const field of ['street', 'city', 'state', 'zipCode', 'country']) {
      for (const value of ['   ', undefined]) {
        const res = await call(amal, 'POST', `/api/users/${amal.id}/addresses`, { ...cairo, [field]: value });
        expect(res.statusCode, `${field}=${String(value)}`).toBe(400);
        expect(res.json().fields[field]).toBe('All address fields are required');
      }
    }
    const nul = await call(amal, 'POST', `/api/users/${amal.id}/addresses`, { ...cairo, street: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fields).toHaveProperty('street');
  });

  it('keeps exactly one default, and the default first', async () => {
    const second = (
      await call(amal, 'POST', `/api/users/${amal.id}/addresses`, {
        ...cairo,
        street: '9 Road 9',
        isDefault: true,
      })
    ).json();
    const third = (
      await call(amal, 'POST', `/api/users/${amal.id}/addresses`, {
        ...cairo,
        street: '1 Corniche',
        isDefault: true,
      })
    ).json();
    let list = (await call(amal, 'GET', `/api/users/${amal.id}/addresses`)).json() as {
      id: number;
      isDefault: boolean;
    }[];
    expect(list.filter((a) => a.isDefault).map((a) => a.id)).toEqual([third.id]);
    expect(list[0]!.id).toBe(third.id);
    const res = await call(amal, 'PUT', `/api/users/${amal.id}/addresses/${second.id}/default`);
    expect(res.statusCode).toBe(200);
    list = res.json();
    expect(list.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
  });

  it('keeps one default under concurrent set-default calls', async () => {
    const list = (await call(amal, 'GET', `/api/users/${amal.id}/addresses`)).json() as { id: number }[];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(amal, 'PUT', `/api/users/${amal.id}/addresses/${list[i % list.length]!.id}/default`),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const rows = await t.app.db.execute(
      sql`select count(*)::int as n from addresses where user_id = ${amal.id} and is_default`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('enforces one default in the database itself', async () => {
    await expect(
      t.app.db.execute(sql`update addresses set is_default = true where user_id = ${amal.id}`),
    ).rejects.toThrow();
  });

  it('answers the spec messages for a missing or foreign address', async () => {
    const foreign = (await call(badr, 'POST', `/api/users/${badr.id}/addresses`, cairo)).json();
    const res = await call(amal, 'PUT', `/api/users/${amal.id}/addresses/${foreign.id}/default`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Selected address not found.');
    const bad = await call(amal, 'PUT', `/api/users/${amal.id}/addresses/abc/default`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.addressId).toBe('Address ID is required to set as default');
  });

  it('is for the owner or an admin only', async () => {
    expect((await call(null, 'GET', `/api/users/${amal.id}/addresses`)).statusCode).toBe(401);
    expect((await call(badr, 'GET', `/api/users/${amal.id}/addresses`)).statusCode).toBe(403);
    expect((await call(badr, 'POST', `/api/users/${amal.id}/addresses`, cairo)).statusCode).toBe(403);
    const list = (await call(amal, 'GET', `/api/users/${amal.id}/addresses`)).json() as { id: number }[];
    expect(
      (await call(badr, 'PUT', `/api/users/${amal.id}/addresses/${list[0]!.id}/default`)).statusCode,
    ).toBe(403);
    const asAdmin = await call(admin, 'GET', `/api/users/${amal.id}/addresses`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toHaveLength(list.length);
    expect((await call(admin, 'GET', '/api/users/999999/addresses')).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/api/users/999999/addresses', cairo)).statusCode).toBe(404);
  });
});
