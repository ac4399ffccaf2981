import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum). */
const SHOP_COST: Options = {};
/**
 * The test suites and the end-to-end server (NODE_ENV=test) create thousands of accounts; at the
 * shop's cost each hash or check takes 50–170 ms of a core, minutes of a test run. Under test the
 * same algorithm runs at its smallest cost instead. A hash carries its own parameters, so checking
 * works whichever cost made it (docs/testing.md).
 */
const TEST_COST: Options = { memoryCost: 1024, timeCost: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, process.env.NODE_ENV === 'test' ? TEST_COST : SHOP_COST);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
