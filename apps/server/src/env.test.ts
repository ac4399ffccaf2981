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

  it('refuses to start in production without a JWT secret', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(EnvError);
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(/JWT_SECRET/);
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
});
