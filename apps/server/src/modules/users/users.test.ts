import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bearer, createShopper, nextIp, signIn as signInAs, type Caller } from '../../test/shoppers';

let t: TestContext;
const signIn = (email: string, password: string) => signInAs(t.app, email, password);
const createUser = (email: string, password?: string) => createShopper(t.app, email, password);
const as = bearer;
const ip = nextIp;

let a: Caller;
let b: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.app.db);
  admin = await signIn('admin@atlas.demo', 'Admin@2026');
  a = await createUser('amira@example.com');
  b = await createUser('bassem@example.com');
});
afterAll(() => t.close());

describe('authorization matrix over /users', () => {
  const routes = (target: () => number) => [
    { method: 'GET' as const, url: () => `/api/users/${target()}` },
    { method: 'PUT' as const, url: () => `/api/users/${target()}`, payload: { mobile: '01012345678' } },
    { method: 'PATCH' as const, url: () => `/api/users/${target()}`, payload: { gender: 'Female' } },
    { method: 'GET' as const, url: () => `/api/users/${target()}/password` },
    {
      method: 'PUT' as const,
      url: () => `/api/users/${target()}/password`,
      payload: { currentPassword: 'Wrong@2026', newPassword: 'Other@2026' },
    },
  ];

  it('a visitor gets 401 everywhere, including the list', async () => {
    for (const route of [...routes(() => a.id), { method: 'GET' as const, url: () => '/api/users' }]) {
      const res = await t.app.inject({
        method: route.method,
        url: route.url(),
        payload: 'payload' in route ? route.payload : undefined,
      });
      expect(res.statusCode, `${route.method} ${route.url()}`).toBe(401);
    }
  });

  it("user B can neither read nor change user A's data", async () => {
    for (const route of routes(() => a.id)) {
      const res = await t.app.inject({
        method: route.method,
        url: route.url(),
        payload: 'payload' in route ? route.payload : undefined,
        headers: as(b),
      });
      expect(res.statusCode, `${route.method} ${route.url()}`).toBe(403);
    }
    const unchanged = await t.app.inject({ method: 'GET', url: `/api/users/${a.id}`, headers: as(a) });
    expect(unchanged.json()).toMatchObject({ mobile: '', gender: '' });
  });

  it('a user reaches their own data; only an admin lists users', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${a.id}`, headers: as(a) })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: as(a) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: as(admin) })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${a.id}`, headers: as(admin) })).statusCode,
    ).toBe(200);
  });

  it('a forged or expired-looking token counts as a visitor', async () => {
    const forged = a.token.slice(0, -4) + 'AAAA';
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${a.id}`,
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('never returns a hash, code or token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: as(admin) });
    const text = res.body;
    expect(text).not.toMatch(/argon2|password|hash|otp|token/i);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(4);
  });
});

describe('profile updates', () => {
  it('accepts what the spec settings form sends for an empty mobile and an unset gender', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${a.id}`,
      headers: as(a),
      payload: { fName: 'Amira', lName: 'Member', mobile: 'Not provided', gender: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mobile: '', gender: '' });
    const nul = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${a.id}`,
      headers: as(a),
      payload: { lName: 'Mem\u0000ber' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fields).toHaveProperty('lName');
  });

  it('updates the settings fields and validates them', async () => {
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${a.id}`,
      headers: as(a),
      payload: { fName: 'Amira', lName: 'Fouad', mobile: '+20 100 123 4567', gender: 'Female' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      fName: 'Amira',
      lName: 'Fouad',
      mobile: '+20 100 123 4567',
      gender: 'Female',
    });

    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${a.id}`,
      headers: as(a),
      payload: { fName: '', gender: 'Other', mobile: 'call me', role: 'admin' },
    });
    expect(bad.statusCode).toBe(400);
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${a.id}`,
      headers: as(a),
      payload: { role: 'admin' },
    });
    expect(again.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${a.id}`, headers: as(a) })).json().role,
    ).toBe('user');
  });

  it('keeps the allergies and the reorder reminders switch, and refuses what is not one of them', async () => {
    const put = (payload: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${b.id}`, headers: as(b), payload: payload as object });
    const fresh = (await t.app.inject({ method: 'GET', url: `/api/users/${b.id}`, headers: as(b) })).json();
    expect(fresh).toMatchObject({ allergies: [], reorderReminders: true });

    const saved = await put({ allergies: ['nuts', 'milk', 'nuts'], reorderReminders: false });
    expect(saved.statusCode, saved.body).toBe(200);
    // repeats kept once, in the shop's order of allergens
    expect(saved.json()).toMatchObject({ allergies: ['milk', 'nuts'], reorderReminders: false });
    const read = (await t.app.inject({ method: 'GET', url: `/api/users/${b.id}`, headers: as(b) })).json();
    expect(read).toMatchObject({ allergies: ['milk', 'nuts'], reorderReminders: false });
    // the profile fields alone leave the preferences as they were
    expect((await put({ fName: 'Bassem' })).json()).toMatchObject({ allergies: ['milk', 'nuts'] });

    for (const [payload, field, message] of [
      [
        { allergies: ['milk', 'peanuts'] },
        'allergies.1',
        'allergies may hold only milk, soy, gluten, nuts, egg',
      ],
      [{ allergies: 'milk' }, 'allergies', 'allergies must be a list of milk, soy, gluten, nuts, egg'],
      [{ reorderReminders: 'no' }, 'reorderReminders', 'reorderReminders must be true or false'],
    ] as const) {
      const res = await put(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ [field]: message });
    }
    expect((await put({ allergies: [] })).json()).toMatchObject({ allergies: [], reorderReminders: false });
    expect((await put({ reorderReminders: true })).json()).toMatchObject({ reorderReminders: true });
  });

  it('refuses to change the e-mail through the profile', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${a.id}`,
      headers: as(a),
      payload: { email: 'other@example.com' },
    });
    expect(res.statusCode).toBe(400);
  });

  const multipart = (field: string, filename: string, content: Buffer, type: string) => {
    const boundary = '----atlas-test-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };

  it('uploads an avatar as a re-encoded square WebP, and deletes it', async () => {
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#f97316' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipart('avatar', 'me.png', png, 'image/png');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${a.id}`,
      payload,
      headers: { ...headers, ...as(a) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const avatar = res.json().avatar as string;
    expect(avatar).toMatch(/^http:\/\/localhost:80\/media\/avatars\/.+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${a.id}`,
      headers: as(a),
      payload: { avatar: null },
    });
    expect(removed.json().avatar).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
  });

  it('rejects a file that is not an image, whatever its name says', async () => {
    const { payload, headers } = multipart(
      'avatar',
      'cat.png',
      Buffer.from('<script>alert(1)</script>'),
      'image/png',
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${a.id}`,
      payload,
      headers: { ...headers, ...as(a) },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('password change', () => {
  it('needs the current password, and ends every session', async () => {
    const c = await createUser('carim@example.com', 'Start@2026');
    const page = await t.app.inject({ method: 'GET', url: `/api/users/${c.id}/password`, headers: as(c) });
    expect(page.json()).toMatchObject({ fName: 'Member', lName: 'carim' });

    const wrong = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${c.id}/password`,
      headers: as(c),
      payload: { currentPassword: 'Nope@2026', newPassword: 'Next@2026' },
    });
    expect(wrong.statusCode).toBe(400);

    const weak = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${c.id}/password`,
      headers: as(c),
      payload: { currentPassword: 'Start@2026', newPassword: 'weak' },
    });
    expect(weak.json().fields.newPassword).toBe('Password must be at least 8 characters');

    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${c.id}/password`,
      headers: as(c),
      payload: { currentPassword: 'Start@2026', newPassword: 'Next@2026' },
    });
    expect(ok.statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `atlas_refresh=${c.cookie}` },
      remoteAddress: ip(),
    });
    expect(refresh.statusCode).toBe(401);
    await signIn('carim@example.com', 'Next@2026');
  });
});

describe('admin user list', () => {
  it('filters by field and value, or by the admin search type and query', async () => {
    const byField = await t.app.inject({
      method: 'GET',
      url: '/api/users?field=email&value=bassem',
      headers: as(admin),
    });
    expect(byField.json().map((u: { email: string }) => u.email)).toEqual(['bassem@example.com']);
    const bySearch = await t.app.inject({
      method: 'GET',
      url: '/api/users?type=role&query=admin',
      headers: as(admin),
    });
    expect(bySearch.json().every((u: { role: string }) => u.role === 'admin')).toBe(true);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/users?field=password_hash&value=x',
      headers: as(admin),
    });
    expect(bad.statusCode).toBe(400);
  });
});
