import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('hashes with argon2id at OWASP’s minimum cost outside the test suites', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const stored = await hashPassword('Secret@2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Secret@2026')).toBe(true);
    expect(await verifyPassword(stored, 'Secret@2025')).toBe(false);
  });

  it('hashes at the smallest cost under test, and either hash checks whatever runs', async () => {
    vi.stubEnv('NODE_ENV', 'test');
    const cheap = await hashPassword('Secret@2026');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    vi.stubEnv('NODE_ENV', 'production');
    expect(await verifyPassword(cheap, 'Secret@2026')).toBe(true);
    const strong = await hashPassword('Secret@2026');
    vi.stubEnv('NODE_ENV', 'test');
    expect(await verifyPassword(strong, 'Secret@2026')).toBe(true);
  });

  it('refuses a missing or malformed hash', async () => {
    expect(await verifyPassword(null, 'Secret@2026')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Secret@2026')).toBe(false);
  });
});
