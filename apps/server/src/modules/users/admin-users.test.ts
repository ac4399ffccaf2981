import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LAST_ADMIN_MESSAGE, SELF_DELETE_MESSAGE } from '@atlas/shared/contract/admin-users';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { changeRole, deleteUser } from './admin-users.service';
import { addresses, auditLog, orders, users } from '../../db/schema/index';
import { signAccessToken } from '../../lib/access-tokens';
import { createTestApp, type TestContext } from '../../test/test-app';
import { callAs, nextIp, quickShoppers, signIn, type CallArgs, type Caller } from '../../test/shoppers';

let t: TestContext;
let admin: Caller;
let shopper: Caller;
const call = (...args: CallArgs) => callAs(t.app, ...args);

const newUser = {
  email: 'Created.User@Example.com',
  password: 'Created@2026',
  fName: 'Created',
  lName: 'User',
  role: 'user',
};

/** A caller whose token says admin, whatever the database says now (a token issued earlier). */
async function adminToken(row: { id: number; email: string }): Promise<Caller> {
  const token = await signAccessToken(t.app.env.JWT_SECRET, { sub: row.id, role: 'admin', email: row.email });
  return { id: row.id, email: row.email, token, cookie: '' };
}

/** Accounts with the admin role in the database, made directly (no password, no e-mail). */
async function makeAdmins(count: number, prefix: string): Promise<Caller[]> {
  const made = await quickShoppers(t.app, count, prefix);
  for (const m of made) await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, m.id));
  return Promise.all(made.map(adminToken));
}

/** Leaves `keep` as the only admins in the database. */
async function onlyAdmins(...keep: Caller[]): Promise<void> {
  await t.app.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
  for (const k of keep) await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, k.id));
}

async function adminCount(): Promise<number> {
  return (await t.app.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).length;
}

async function auditRows(action: string, entityId: number) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.app.db);
  admin = await signIn(t.app, 'admin@atlas.demo', 'Admin@2026');
  shopper = await signIn(t.app, 'shopper@atlas.demo', 'Shopper@2026');
});
afterAll(() => t.close());
beforeEach(() => onlyAdmins(admin));

describe('who may call the admin user routes', () => {
  const routes = (): { method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }[] => [
    { method: 'POST', url: '/api/users/admin', payload: { ...newUser, email: 'matrix@example.com' } },
    { method: 'PUT', url: `/api/users/admin/${shopper.id}`, payload: { role: 'admin' } },
    { method: 'DELETE', url: `/api/users/admin/${shopper.id}` },
  ];

  it('a visitor gets 401 and a user 403, and nothing changes', async () => {
    for (const route of routes()) {
      expect((await call(null, route.method, route.url, route.payload)).statusCode).toBe(401);
      const res = await call(shopper, route.method, route.url, route.payload);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.id, shopper.id));
    expect(row!.role).toBe('user');
    expect(await t.app.db.select().from(users).where(eq(users.email, 'matrix@example.com'))).toEqual([]);
  });

  it('an admin reaches each of them', async () => {
    const [victim] = await quickShoppers(t.app, 1, 'matrix-victim');
    expect((await call(admin, 'POST', '/api/users/admin', routes()[0]!.payload)).statusCode).toBe(201);
    expect((await call(admin, 'PUT', `/api/users/admin/${victim!.id}`, { role: 'user' })).statusCode).toBe(
      200,
    );
    expect((await call(admin, 'DELETE', `/api/users/admin/${victim!.id}`)).statusCode).toBe(200);
  });
});

describe('PUT /users/admin/{id}: role', () => {
  it('promotes and demotes, answers the user with the role, and audits each change', async () => {
    const [member] = await quickShoppers(t.app, 1, 'promoted');
    const up = await call(admin, 'PUT', `/api/users/admin/${member!.id}`, { role: 'admin' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ id: member!.id, email: member!.email, role: 'admin' });
    expect(up.body).not.toMatch(/hash|password/i);

    const [audit] = await auditRows('user.role', member!.id);
    expect(audit).toMatchObject({ actorId: admin.id, actorEmail: admin.email, entity: 'user' });
    expect(audit!.before).toMatchObject({ id: member!.id, role: 'user', email: member!.email });
    expect(audit!.after).toMatchObject({ id: member!.id, role: 'admin' });
    expect(JSON.stringify(audit)).not.toMatch(/passwordHash|argon2/);

    const list = await call(admin, 'GET', '/api/users?type=role&query=admin');
    expect(list.json().map((u: { id: number }) => u.id)).toContain(member!.id);

    const down = await call(admin, 'PUT', `/api/users/admin/${member!.id}`, { role: 'user' });
    expect(down.json().role).toBe('user');
    expect(await auditRows('user.role', member!.id)).toHaveLength(2);
  });

  it('setting the same role changes nothing and records nothing', async () => {
    const [member] = await quickShoppers(t.app, 1, 'same-role');
    const res = await call(admin, 'PUT', `/api/users/admin/${member!.id}`, { role: 'user' });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('user');
    expect(await auditRows('user.role', member!.id)).toHaveLength(0);
  });

  it("ends the user's sessions, so their next token carries the new role", async () => {
    const created = await call(admin, 'POST', '/api/users/admin', {
      ...newUser,
      email: 'session-holder@example.com',
    });
    const holder = await signIn(t.app, 'session-holder@example.com', newUser.password);
    await call(admin, 'PUT', `/api/users/admin/${created.json().id}`, { role: 'admin' });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `atlas_refresh=${holder.cookie}` },
      remoteAddress: nextIp(),
    });
    expect(refresh.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'session-holder@example.com', password: newUser.password },
      remoteAddress: nextIp(),
    });
    expect(again.json().user.role).toBe('admin');
  });

  it('refuses to demote the last admin; with two, the first demotion works and the demoted one can no longer act', async () => {
    const alone = await call(admin, 'PUT', `/api/users/admin/${admin.id}`, { role: 'user' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toMatchObject({ code: 'LAST_ADMIN', message: LAST_ADMIN_MESSAGE });

    const [second] = await makeAdmins(1, 'second-admin');
    expect((await call(admin, 'PUT', `/api/users/admin/${second!.id}`, { role: 'user' })).statusCode).toBe(
      200,
    );
    // `second` still holds a token issued while an admin: the database decides.
    const refused = await call(second!, 'PUT', `/api/users/admin/${admin.id}`, { role: 'user' });
    expect(refused.statusCode).toBe(403);
    // past the guard (it read the role a moment earlier), the locked check still keeps the last admin
    await expect(
      changeRole(t.app.db, second!, admin.id, 'user', new Date(), t.app.mediaUrl),
    ).rejects.toMatchObject({ code: 'LAST_ADMIN', statusCode: 409 });
    expect(await adminCount()).toBe(1);
    expect(await auditRows('user.role', admin.id)).toHaveLength(0);
  });

  it('a caller demoted meanwhile is refused under the lock, even with admins left', async () => {
    const [x, y] = await makeAdmins(2, 'demoted-meanwhile');
    const [member] = await quickShoppers(t.app, 1, 'demoted-meanwhile-target');
    await t.app.db.update(users).set({ role: 'user' }).where(eq(users.id, x!.id));
    await expect(
      changeRole(t.app.db, x!, member!.id, 'admin', new Date(), t.app.mediaUrl),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(deleteUser(t.app.db, t.app.files, x!, y!.id)).rejects.toMatchObject({ statusCode: 403 });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, member!.id));
    expect(row!.role).toBe('user');
  });

  it('two admins demoting each other at the same moment: exactly one demotion goes through', async () => {
    for (let round = 0; round < 3; round++) {
      const [x, y] = await makeAdmins(2, `race-${round}`);
      await onlyAdmins(x!, y!);
      const answers = await Promise.all([
        call(x!, 'PUT', `/api/users/admin/${y!.id}`, { role: 'user' }),
        call(y!, 'PUT', `/api/users/admin/${x!.id}`, { role: 'user' }),
      ]);
      const codes = answers.map((r) => r.statusCode).sort();
      // the loser is refused by the guard (403) or, already past it, by the locked count (409)
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      expect(await adminCount()).toBe(1);
    }
  });

  it('one admin demoting both admins at once leaves one', async () => {
    for (let round = 0; round < 3; round++) {
      const [x, y] = await makeAdmins(2, `both-${round}`);
      await onlyAdmins(x!, y!);
      const answers = await Promise.all([
        call(x!, 'PUT', `/api/users/admin/${y!.id}`, { role: 'user' }),
        call(x!, 'PUT', `/api/users/admin/${x!.id}`, { role: 'user' }),
      ]);
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      expect(await adminCount()).toBe(1);
    }
  });

  it('an admin may demote themselves while another admin remains', async () => {
    const [x, y] = await makeAdmins(2, 'self-demote');
    const res = await call(x!, 'PUT', `/api/users/admin/${x!.id}`, { role: 'user' });
    expect(res.statusCode).toBe(200);
    expect((await call(y!, 'PUT', `/api/users/admin/${x!.id}`, { role: 'admin' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for junk, never 5xx', async () => {
    const unknown = await call(admin, 'PUT', '/api/users/admin/999999', { role: 'user' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');
    const bad = [
      ['/api/users/admin/abc', { role: 'user' }],
      ['/api/users/admin/0', { role: 'user' }],
      ['/api/users/admin/-3', { role: 'user' }],
      ['/api/users/admin/1.5', { role: 'user' }],
      ['/api/users/admin/99999999999999', { role: 'user' }],
      [`/api/users/admin/${shopper.id}`, { role: 'root' }],
      [`/api/users/admin/${shopper.id}`, { role: 'Admin' }],
      [`/api/users/admin/${shopper.id}`, { role: 'x'.repeat(100_000) }],
      [`/api/users/admin/${shopper.id}`, {}],
      [`/api/users/admin/${shopper.id}`, ['admin']],
      [`/api/users/admin/${shopper.id}`, { role: null }],
    ] as const;
    for (const [url, payload] of bad) {
      const res = await call(admin, 'PUT', url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 40)}`).toBe(400);
    }
    const root = await call(admin, 'PUT', `/api/users/admin/${shopper.id}`, { role: 'root' });
    expect(root.json().fields.role).toBe('Role must be user or admin');
    const text = await t.app.inject({
      method: 'PUT',
      url: `/api/users/admin/${shopper.id}`,
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      payload: '{"role":',
    });
    expect(text.statusCode).toBe(400);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, shopper.id));
    expect(row!.role).toBe('user');
  });
});

describe('DELETE /users/admin/{id}', () => {
  it('deletes the account and what hangs on it, keeps its orders with the e-mail, and audits', async () => {
    const [member] = await quickShoppers(t.app, 1, 'leaving');
    await t.app.db.insert(addresses).values({
      userId: member!.id,
      street: '1 Nile St',
      city: 'Cairo',
      state: 'Cairo',
      zipCode: '11511',
      country: 'Egypt',
    });
    const [order] = await t.app.db
      .insert(orders)
      .values({
        userId: member!.id,
        userEmail: member!.email,
        paymentMethod: 'cod',
        paymentStatus: 'pending',
        subtotalPiastres: 12_500,
        totalPiastres: 12_500,
      })
      .returning();

    const res = await call(admin, 'DELETE', `/api/users/admin/${member!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted' });

    expect(await t.app.db.select().from(users).where(eq(users.id, member!.id))).toEqual([]);
    expect(await t.app.db.select().from(addresses).where(eq(addresses.userId, member!.id))).toEqual([]);
    const [kept] = await t.app.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toMatchObject({ userId: null, userEmail: member!.email, totalPiastres: 12_500 });

    const [audit] = await auditRows('user.delete', member!.id);
    expect(audit).toMatchObject({ actorId: admin.id, entity: 'user', after: null });
    expect(audit!.before).toMatchObject({ id: member!.id, email: member!.email, role: 'user' });
    expect(JSON.stringify(audit)).not.toMatch(/passwordHash|argon2/);

    const again = await call(admin, 'DELETE', `/api/users/admin/${member!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('User not found');
    expect((await call(admin, 'GET', `/api/users/${member!.id}`)).statusCode).toBe(404);
  });

  it('refuses an admin deleting their own account', async () => {
    await makeAdmins(1, 'other-admin');
    const res = await call(admin, 'DELETE', `/api/users/admin/${admin.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: SELF_DELETE_MESSAGE });
    expect(await t.app.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });

  it('deletes an admin while another remains, and never the last one', async () => {
    const [second] = await makeAdmins(1, 'deleted-admin');
    expect((await call(admin, 'DELETE', `/api/users/admin/${second!.id}`)).statusCode).toBe(200);
    // a demoted admin whose token still says admin is stopped by the guard...
    const [former] = await quickShoppers(t.app, 1, 'former-admin');
    const formerCaller = await adminToken(former!);
    expect((await call(formerCaller, 'DELETE', `/api/users/admin/${admin.id}`)).statusCode).toBe(403);
    // ...and, had they passed it a moment before, by the locked count
    await expect(deleteUser(t.app.db, t.app.files, formerCaller, admin.id)).rejects.toMatchObject({
      code: 'LAST_ADMIN',
      statusCode: 409,
      message: LAST_ADMIN_MESSAGE,
    });
    expect(await adminCount()).toBe(1);
    expect(await auditRows('user.delete', admin.id)).toHaveLength(0);
  });

  it('two admins deleting each other at the same moment: exactly one deletion goes through', async () => {
    for (let round = 0; round < 3; round++) {
      const [x, y] = await makeAdmins(2, `delete-race-${round}`);
      await onlyAdmins(x!, y!);
      const answers = await Promise.all([
        call(x!, 'DELETE', `/api/users/admin/${y!.id}`),
        call(y!, 'DELETE', `/api/users/admin/${x!.id}`),
      ]);
      const codes = answers.map((r) => r.statusCode).sort();
      // the loser no longer exists: refused by the guard (401/403) or by the locked count (409)
      expect(codes[0]).toBe(200);
      expect([401, 403, 409]).toContain(codes[1]);
      expect(await adminCount()).toBe(1);
    }
  });

  it('answers 400 for junk ids', async () => {
    for (const id of ['abc', '0', '-1', '2.5', '99999999999999']) {
      expect((await call(admin, 'DELETE', `/api/users/admin/${id}`)).statusCode, id).toBe(400);
    }
  });
});

describe('POST /users/admin: a new account', () => {
  it('creates a verified user with a role, who can sign in at once, and audits it', async () => {
    const res = await call(admin, 'POST', '/api/users/admin', {
      ...newUser,
      email: 'New.Admin@Example.com',
      role: 'admin',
      mobile: '+20 100 555 1234',
      gender: 'Female',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email: 'new.admin@example.com',
      role: 'admin',
      fName: 'Created',
      lName: 'User',
      mobile: '+20 100 555 1234',
      gender: 'Female',
      isVerified: true,
      avatar: null,
      orders: [],
    });
    expect(res.body).not.toMatch(/hash|password/i);
    const session = await signIn(t.app, 'new.admin@example.com', newUser.password);
    expect(session.id).toBe(body.id);

    const [audit] = await auditRows('user.create', body.id);
    expect(audit).toMatchObject({ actorId: admin.id, entity: 'user', before: null });
    expect(audit!.after).toMatchObject({ email: 'new.admin@example.com', role: 'admin', isVerified: true });
    expect(JSON.stringify(audit)).not.toMatch(/passwordHash|argon2|Created@2026/);

    const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as { to: string }[];
    expect(outbox.some((m) => m.to === 'new.admin@example.com')).toBe(false);
  });

  it('defaults the role to user and mobile and gender to empty', async () => {
    const { role: _role, ...withoutRole } = newUser;
    const res = await call(admin, 'POST', '/api/users/admin', { ...withoutRole, email: 'plain@example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'user', mobile: '', gender: '' });
  });

  it('refuses an e-mail already registered, whatever its case, with the sign-up message', async () => {
    for (const email of ['shopper@atlas.demo', 'SHOPPER@Atlas.Demo', '  shopper@atlas.demo ']) {
      const res = await call(admin, 'POST', '/api/users/admin', { ...newUser, email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'EMAIL_TAKEN',
        message: 'This email is already registered',
        fields: { email: 'This email is already registered' },
      });
    }
    const twice = await Promise.all(
      [0, 1].map(() => call(admin, 'POST', '/api/users/admin', { ...newUser, email: 'twice@example.com' })),
    );
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await auditRows('user.create', twice.find((r) => r.statusCode === 201)!.json().id)).toHaveLength(
      1,
    );
  });

  it.each([
    ['fName', undefined, 'First name is required'],
    ['fName', '   ', 'First name is required'],
    ['fName', 'x'.repeat(61), 'First name must be at most 60 characters'],
    ['lName', '', 'Last name is required'],
    ['lName', 'x'.repeat(61), 'Last name must be at most 60 characters'],
    ['email', undefined, 'Email address is required'],
    ['email', '', 'Email address is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', `${'x'.repeat(250)}@example.com`, 'Please enter a valid email address'],
    ['password', undefined, 'Password is required'],
    ['password', '', 'Password is required'],
    ['password', 'Ab@1', 'Password must be at least 8 characters'],
    [
      'password',
      'alllowercase1@',
      'Password must contain at least one uppercase letter, one number, and one special character',
    ],
    ['role', 'root', 'Role must be user or admin'],
    ['mobile', 'call me 12', 'Please enter a valid mobile number'],
    ['gender', 'Other', 'Gender must be Male or Female'],
  ])('%s = %j: "%s"', async (field, value, message) => {
    const res = await call(admin, 'POST', '/api/users/admin', {
      ...newUser,
      email: 'invalid@example.com',
      [field]: value,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields[field]).toBe(message);
  });

  it('answers 400 (never 5xx) to junk and creates nothing', async () => {
    const junk: unknown[] = [
      {},
      [],
      { ...newUser, email: 'junk@example.com', fName: 'a\u0000b' },
      { ...newUser, email: 'junk@example.com', password: 'A@1'.repeat(50_000) },
      { ...newUser, email: 'junk@example.com', mobile: '1'.repeat(100_000) },
      { ...newUser, email: 'junk@example.com', fName: { $ne: '' } },
      { ...newUser, email: ['junk@example.com'] },
    ];
    for (const payload of junk) {
      const res = await call(admin, 'POST', '/api/users/admin', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    expect(await t.app.db.select().from(users).where(eq(users.email, 'junk@example.com'))).toEqual([]);
  });
});

describe('GET /users?sort=newest', () => {
  it('lists the newest accounts first, with the total', async () => {
    for (const email of ['older@example.com', 'newer@example.com', 'newest@example.com']) {
      expect((await call(admin, 'POST', '/api/users/admin', { ...newUser, email })).statusCode).toBe(201);
    }
    const res = await call(admin, 'GET', '/api/users?sort=newest&limit=5');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; email: string; createdAt: string }[];
    expect(list).toHaveLength(5);
    expect(list.slice(0, 3).map((u) => u.email)).toEqual([
      'newest@example.com',
      'newer@example.com',
      'older@example.com',
    ]);
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id)).toBe(true);
    }
    const all = await t.app.db.select({ id: users.id }).from(users).where(ne(users.id, 0));
    expect(Number(res.headers['x-total-count'])).toBe(all.length);

    const byId = (await call(admin, 'GET', '/api/users?limit=3')).json() as { id: number }[];
    expect(byId.map((u) => u.id)).toEqual([...byId.map((u) => u.id)].sort((x, y) => x - y));
    expect((await call(admin, 'GET', '/api/users?sort=oldest')).statusCode).toBe(400);
  });
});
