import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { nextAddress, password, post, setUpAuthApp, uniqueEmail } from './auth-fixtures';

setUpAuthApp();

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
