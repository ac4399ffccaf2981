import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atlas-env-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('applies the defaults', () => {
    const env = loadEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('0.0.0.0');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.CORS_ORIGINS).toEqual([]);
  });

  it('generates a JWT secret once in development and keeps it', () => {
    const first = loadEnv({ DATA_DIR: dir });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first.JWT_SECRET);
    expect(loadEnv({ DATA_DIR: dir }).JWT_SECRET).toBe(first.JWT_SECRET);
  });

  it('refuses to start in production without a JWT secret or a public address', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(EnvError);
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(/JWT_SECRET/);
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /PUBLIC_URL is required in production/,
    );
  });

  it('reads TRUST_PROXY as a switch or the proxies’ addresses', () => {
    expect(loadEnv({ DATA_DIR: dir, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ DATA_DIR: dir }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
    ]);
    expect(() => loadEnv({ DATA_DIR: dir, TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be/);
  });

  it('reads ACCESS_TOKEN_TTL_MINUTES, 15 by default, and refuses anything but 1 to 43200 whole minutes', () => {
    expect(loadEnv({ DATA_DIR: dir }).ACCESS_TOKEN_TTL_MINUTES).toBe(15);
    expect(loadEnv({ DATA_DIR: dir, ACCESS_TOKEN_TTL_MINUTES: '' }).ACCESS_TOKEN_TTL_MINUTES).toBe(15);
    expect(loadEnv({ DATA_DIR: dir, ACCESS_TOKEN_TTL_MINUTES: '720' }).ACCESS_TOKEN_TTL_MINUTES).toBe(720);
    expect(loadEnv({ DATA_DIR: dir, ACCESS_TOKEN_TTL_MINUTES: '43200' }).ACCESS_TOKEN_TTL_MINUTES).toBe(
      43_200,
    );
    for (const bad of ['0', '-5', '1.5', '12h', 'forever', '43201']) {
      expect(() => loadEnv({ DATA_DIR: dir, ACCESS_TOKEN_TTL_MINUTES: bad }), bad).toThrow(
        /ACCESS_TOKEN_TTL_MINUTES: ACCESS_TOKEN_TTL_MINUTES must be a whole number of minutes from 1 to 43200/,
      );
    }
  });

  it('names every invalid setting', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', DATA_DIR: dir })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('parses CORS origins', () => {
    expect(
      loadEnv({ DATA_DIR: dir, CORS_ORIGINS: 'https://a.example, https://b.example' }).CORS_ORIGINS,
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  it('takes Paymob only whole: the three keys together and at least one method', () => {
    const keys = { PAYMOB_SECRET_KEY: 's', PAYMOB_PUBLIC_KEY: 'p', PAYMOB_HMAC_SECRET: 'h' };
    expect(() => loadEnv({ DATA_DIR: dir, PAYMOB_SECRET_KEY: 's' })).toThrow(/must be set together/);
    expect(() => loadEnv({ DATA_DIR: dir, ...keys })).toThrow(/PAYMOB_CARD_INTEGRATION_ID/);
    expect(() => loadEnv({ DATA_DIR: dir, ...keys, PAYMOB_KIOSK_INTEGRATION_ID: 'kiosk' })).toThrow(
      /PAYMOB_KIOSK_INTEGRATION_ID/,
    );
    const env = loadEnv({ DATA_DIR: dir, ...keys, PAYMOB_WALLET_INTEGRATION_ID: '4100002' });
    expect(env.PAYMOB_WALLET_INTEGRATION_ID).toBe(4_100_002);
    expect(env.PAYMOB_API_BASE).toBe('https://accept.paymob.com');
    expect(env.PAYMOB_KIOSK_HOURS).toBe(48);
  });
});
