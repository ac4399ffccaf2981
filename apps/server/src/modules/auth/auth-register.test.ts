import { describe, expect, it } from 'vitest';
import { credentialMessages } from '@atlas/shared/rules/credentials';
import {
  advance,
  latestCode,
  outbox,
  password,
  post,
  refreshCookie,
  registerVerified,
  setUpAuthApp,
  uniqueEmail,
} from './auth-fixtures';

setUpAuthApp();

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
