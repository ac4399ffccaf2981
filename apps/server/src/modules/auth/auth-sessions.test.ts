import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import {
  advance,
  nextAddress,
  outbox,
  password,
  post,
  refreshCookie,
  registerVerified,
  setUpAuthApp,
  uniqueEmail,
} from './auth-fixtures';

setUpAuthApp();

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
