import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { credentialMessages } from '@atlas/shared/rules/credentials';
import { createTransport } from '../../lib/mailer';
import { createTestApp, type TestContext } from '../../test/test-app';

let clock = new Date('2026-11-22T10:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
let t: TestContext;
let seq = 0;

// each call from its own address, so the per-IP limits only bite in the test that is about them
const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress = nextAddress(),
) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress });
let addresses = 0;
const nextAddress = () => `10.1.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const uniqueEmail = () => `shopper${++seq}@example.com`;
const password = 'Strong@2026';

async function outbox(to: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  return (res.json() as { to: string; subject: string; text: string; html: string }[]).filter(
    (m) => m.to === to,
  );
}
async function latestCode(to: string) {
  const [mail] = await outbox(to);
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
}
const refreshCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'atlas_refresh')?.value;

async function registerVerified(email = uniqueEmail()) {
  await post('/auth/register', { fName: 'Salma', lName: 'Adel', email, password });
  const res = await post('/auth/verify-otp', { email, otp: await latestCode(email) });
  expect(res.statusCode).toBe(200);
  advance(61_000);
  return { email, session: res.json(), cookie: refreshCookie(res)! };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

describe('register and verify', () => {
  it('e-mails a 6-digit code and verifies it into a session', async () => {
    const email = uniqueEmail();
    const res = await post('/auth/register', {
      fName: 'Salma',
      lName: 'Adel',
      email: email.toUpperCase(),
      password,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().email).toBe(email);
    const [mail] = await outbox(email);
    expect(mail!.subject).toMatch(/verification code/);
    expect(mail!.html).toContain('Atlas');

    const verified = await post('/auth/verify-otp', { email, code: await latestCode(email) });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.access_token).toMatch(/^ey/);
    expect(body.user).toMatchObject({ email, role: 'user', fName: 'Salma' });
    expect(refreshCookie(verified)).toBeTruthy();
    const cookie = verified.cookies.find((c) => c.name === 'atlas_refresh')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect((await outbox(email))[0]!.subject).toBe('Welcome to Atlas');
  });

  it('writes the e-mails in Arabic for an Arabic sign-up', async () => {
    const email = uniqueEmail();
    await post(
      '/auth/register',
      { fName: 'سلمى', lName: 'عادل', email, password },
      { 'accept-language': 'ar-EG' },
    );
    const [mail] = await outbox(email);
    expect(mail!.subject).toContain('رمز التحقق');
    expect(mail!.html).toContain('dir="rtl"');
  });

  it('answers 409 with the "found" flag for a registered e-mail', async () => {
    const { email } = await registerVerified();
    const res = await post('/auth/register', { fName: 'A', lName: 'B', email, password });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', fields: { email: 'found' } });
  });

  it.each([
    [{ email: '' }, 'email', credentialMessages.emailRequired],
    [{ email: 'salma@' }, 'email', credentialMessages.emailInvalid],
    [{ password: '' }, 'password', credentialMessages.passwordRequired],
    [{ password: 'Ab1@' }, 'password', credentialMessages.passwordTooShort],
    [{ password: 'abcdefgh1@' }, 'password', credentialMessages.passwordPattern],
    [{ fName: ' ' }, 'fName', 'First name is required'],
    [{ lName: '' }, 'lName', 'Last name is required'],
  ])('rejects %j with the spec message', async (patch, field, message) => {
    const res = await post('/auth/register', {
      fName: 'Salma',
      lName: 'Adel',
      email: uniqueEmail(),
      password,
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('rejects a wrong code, then locks the code after five wrong tries', async () => {
    const email = uniqueEmail();
    await post('/auth/register', { fName: 'A', lName: 'B', email, password });
    const code = await latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/auth/verify-otp', { email, otp: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID_OTP',
        message: 'Invalid OTP code. Please try again.',
      });
    }
    const locked = await post('/auth/verify-otp', { email, otp: code });
    expect(locked.json().code).toBe('OTP_LOCKED');
  });

  it('rejects an expired code', async () => {
    const email = uniqueEmail();
    await post('/auth/register', { fName: 'A', lName: 'B', email, password });
    const code = await latestCode(email);
    advance(10 * 60_000 + 1000);
    expect((await post('/auth/verify-otp', { email, otp: code })).json().code).toBe('INVALID_OTP');
  });

  it('rejects a malformed code before looking it up', async () => {
    const res = await post('/auth/verify-otp', { email: uniqueEmail(), otp: '12ab56' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('otp');
  });

  it('resends only after the cooldown, and the new code replaces the old', async () => {
    const email = uniqueEmail();
    await post('/auth/register', { fName: 'A', lName: 'B', email, password });
    const first = await latestCode(email);
    const early = await post('/auth/resend-otp', { email });
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toMatch(/wait \d+ seconds/);
    advance(61_000);
    expect((await post('/auth/resend-otp', { email })).statusCode).toBe(200);
    const second = await latestCode(email);
    if (second !== first)
      expect((await post('/auth/verify-otp', { email, otp: first })).statusCode).toBe(400);
    expect((await post('/auth/verify-otp', { email, otp: second })).statusCode).toBe(200);
  });
});

describe('login', () => {
  it('signs a verified user in with the role in the token', async () => {
    const { email } = await registerVerified();
    const res = await post('/auth/login', { email, password });
    expect(res.statusCode).toBe(200);
    const payload = JSON.parse(Buffer.from(res.json().access_token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ role: 'user', email });
    expect(payload.exp - payload.iat).toBe(15 * 60);
  });

  it('answers 401 "Invalid email or password" for a wrong password or an unknown e-mail', async () => {
    const { email } = await registerVerified();
    for (const body of [
      { email, password: 'Wrong@2026' },
      { email: 'nobody@example.com', password },
    ]) {
      const res = await post('/auth/login', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    }
  });

  it('asks an unverified account to verify and sends a fresh code', async () => {
    const email = uniqueEmail();
    await post('/auth/register', { fName: 'A', lName: 'B', email, password });
    advance(61_000);
    const before = (await outbox(email)).length;
    const res = await post('/auth/login', { email, password });
    expect(res.json()).toMatchObject({ requiresVerification: true, email });
    expect((await outbox(email)).length).toBe(before + 1);
  });
});

describe('ACCESS_TOKEN_TTL_MINUTES', () => {
  it('is the lifetime of every access token issued: on verify, login and refresh', async () => {
    const configured = await createTestApp({ env: { ACCESS_TOKEN_TTL_MINUTES: '720' } });
    try {
      const send = (url: string, payload: object, headers: Record<string, string> = {}) =>
        configured.app.inject({
          method: 'POST',
          url: `/api${url}`,
          payload,
          headers,
          remoteAddress: nextAddress(),
        });
      const lifetime = (res: { json(): { access_token: string } }) => {
        const payload = JSON.parse(
          Buffer.from(res.json().access_token.split('.')[1]!, 'base64url').toString(),
        );
        return payload.exp - payload.iat;
      };
      const email = uniqueEmail();
      await send('/auth/register', { fName: 'Salma', lName: 'Adel', email, password });
      const mails = (await configured.app.inject({ url: '/api/dev/outbox' })).json() as {
        to: string;
        text: string;
      }[];
      const otp = /\b(\d{6})\b/.exec(mails.find((m) => m.to === email)!.text)![1]!;
      const verified = await send('/auth/verify-otp', { email, otp });
      expect(lifetime(verified)).toBe(720 * 60);
      expect(lifetime(await send('/auth/login', { email, password }))).toBe(720 * 60);
      const refreshed = await send(
        '/auth/refresh',
        {},
        { cookie: `atlas_refresh=${refreshCookie(verified)}` },
      );
      expect(refreshed.statusCode).toBe(200);
      expect(lifetime(refreshed)).toBe(720 * 60);
    } finally {
      await configured.close();
    }
  });
});

describe('control characters', () => {
  it('answers 400 naming the field, never 500, on every e-mail route', async () => {
    for (const [path, body] of [
      ['/auth/login', { email: 'a@b.c\u0000', password }],
      ['/auth/resend-otp', { email: 'a@b.c\u0000' }],
      ['/auth/forgot-password', { email: 'a\u0000@b.co' }],
      ['/auth/register', { fName: 'A\u0000', lName: 'B', email: uniqueEmail(), password }],
      ['/auth/verify-otp', { email: uniqueEmail(), otp: '12345\u0000' }],
    ] as const) {
      const res = await post(path, body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().code, path).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().fields ?? {}).length, path).toBeGreaterThan(0);
    }
  });
});

describe('sessions', () => {
  it('rotates the refresh token, and a reused one revokes the whole family', async () => {
    const { cookie } = await registerVerified();
    const first = await post('/auth/refresh', {}, { cookie: `atlas_refresh=${cookie}` });
    expect(first.statusCode).toBe(200);
    const rotated = refreshCookie(first)!;
    expect(rotated).not.toBe(cookie);

    const reuse = await post('/auth/refresh', {}, { cookie: `atlas_refresh=${cookie}` });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('SESSION_EXPIRED');
    // the thief's reuse also ended the legitimate successor
    expect((await post('/auth/refresh', {}, { cookie: `atlas_refresh=${rotated}` })).statusCode).toBe(401);
  });

  it('logout revokes the session', async () => {
    const { cookie } = await registerVerified();
    expect((await post('/auth/logout', {}, { cookie: `atlas_refresh=${cookie}` })).statusCode).toBe(200);
    expect((await post('/auth/refresh', {}, { cookie: `atlas_refresh=${cookie}` })).statusCode).toBe(401);
  });

  it('refuses a refresh without a cookie and an expired refresh token', async () => {
    expect((await post('/auth/refresh', {})).statusCode).toBe(401);
    const { cookie } = await registerVerified();
    advance(31 * 24 * 60 * 60_000);
    expect((await post('/auth/refresh', {}, { cookie: `atlas_refresh=${cookie}` })).statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  const linkFrom = (text: string) => new URL(/(https?:\/\/\S+)/.exec(text)![1]!);

  it('answers the same for unknown and known e-mails, and only mails the known one', async () => {
    const { email } = await registerVerified();
    const unknown = await post('/auth/forgot-password', { email: 'ghost@example.com' });
    const known = await post('/auth/forgot-password', { email });
    expect(unknown.json()).toEqual(known.json());
    expect(await outbox('ghost@example.com')).toHaveLength(0);
    const link = linkFrom((await outbox(email))[0]!.text);
    expect(link.pathname).toBe('/resetPassword');
    expect(link.searchParams.get('email')).toBe(email);
  });

  it('resets once, revokes sessions, and the new password works', async () => {
    const { email, cookie } = await registerVerified();
    await post('/auth/forgot-password', { email });
    const link = linkFrom((await outbox(email))[0]!.text);
    const token = link.searchParams.get('token')!;
    const newPassword = 'Fresh@2027';
    const res = await post('/auth/reset-password', {
      token,
      email,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password reset successfully!');
    expect((await post('/auth/login', { email, password: newPassword })).statusCode).toBe(200);
    expect((await post('/auth/login', { email, password })).statusCode).toBe(401);
    expect((await post('/auth/refresh', {}, { cookie: `atlas_refresh=${cookie}` })).statusCode).toBe(401);
    const again = await post('/auth/reset-password', {
      token,
      email,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(again.json().code).toBe('INVALID_RESET_TOKEN');
  });

  it('refuses an expired link and mismatched passwords', async () => {
    const { email } = await registerVerified();
    await post('/auth/forgot-password', { email });
    const token = linkFrom((await outbox(email))[0]!.text).searchParams.get('token')!;
    const mismatch = await post('/auth/reset-password', {
      token,
      email,
      password: 'Fresh@2027',
      confirmPassword: 'Other@2027',
    });
    expect(mismatch.json().fields.confirmPassword).toBe('Passwords do not match');
    advance(30 * 60_000 + 1000);
    const expired = await post('/auth/reset-password', {
      token,
      email,
      password: 'Fresh@2027',
      confirmPassword: 'Fresh@2027',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('INVALID_RESET_TOKEN');
  });
});

describe('rate limits', () => {
  it('answers 429 with a clear message when one e-mail is hammered', async () => {
    const email = uniqueEmail();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await post('/auth/forgot-password', { email })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await post('/auth/forgot-password', { email });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(res.json().message).toMatch(/Too many requests\. Please try again in \d+ seconds\./);
  });
});

describe('RATE_LIMIT_FACTOR', () => {
  it('scales the limits', async () => {
    const scaled = await createTestApp({ env: { RATE_LIMIT_FACTOR: '2' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await scaled.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: 'scaled@example.com' },
          remoteAddress: nextAddress(),
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429]);
    } finally {
      await scaled.close();
    }
  });
});

describe('per-IP rate limit', () => {
  it('answers 429 to one address sending too many logins', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await post('/auth/login', { email: uniqueEmail(), password }, {}, '10.9.9.9')).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('Google sign-in', () => {
  let jwksServer: Server;
  let g: TestContext;
  let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  const clientId = 'atlas-test.apps.googleusercontent.com';

  beforeAll(async () => {
    const keys = await generateKeyPair('RS256');
    privateKey = keys.privateKey;
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const { port } = jwksServer.address() as AddressInfo;
    g = await createTestApp({
      env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` },
    });
  });
  afterAll(async () => {
    await g.close();
    jwksServer.close();
  });

  const idToken = (claims: Record<string, unknown>, options: { aud?: string; exp?: number } = {}) =>
    new SignJWT({ email: 'karim@example.com', email_verified: true, given_name: 'Karim', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(options.aud ?? clientId)
      .setSubject('google-123')
      .setIssuedAt()
      .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(privateKey);
  const google = async (credential: string) =>
    g.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } });

  it('signs in (creating the account) with a valid token', async () => {
    const res = await google(await idToken({}));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'karim@example.com', fName: 'Karim' });
    const again = await google(await idToken({}));
    expect(again.json().user.id).toBe(res.json().user.id);
  });

  it('refuses a token for another audience, an expired token and an unverified e-mail', async () => {
    expect((await google(await idToken({}, { aud: 'someone-else' }))).statusCode).toBe(401);
    expect((await google(await idToken({}, { exp: Math.floor(Date.now() / 1000) - 60 }))).statusCode).toBe(
      401,
    );
    expect((await google(await idToken({ email_verified: false }))).statusCode).toBe(401);
  });

  it('says so when Google sign-in is not configured', async () => {
    const res = await post('/auth/google', { credential: 'x'.repeat(40) });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('NOT_CONFIGURED');
  });
});

describe('SMTP delivery', () => {
  let smtp: SMTPServer;
  let port = 0;
  const received: string[] = [];

  beforeEach(() => received.splice(0));
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('delivers the verification code over real SMTP', async () => {
    const transport = createTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Atlas <no-reply@atlas.demo>',
      log: t.app.log,
    });
    const s = await createTestApp({ mail: { transport } });
    try {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { fName: 'Omar', lName: 'Hassan', email: 'omar@example.com', password },
      });
      expect(res.statusCode).toBe(201);
      await s.app.mailer.drain();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: omar@example.com');
      expect(received[0]).toMatch(/verification code/i);
      expect(received[0]).toMatch(/\b\d{6}\b/);
    } finally {
      await s.close();
    }
  });
});
