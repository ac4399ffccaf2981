import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A keyed hash for codes and tokens at rest: a database leak alone does not reveal them. */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/**
 * The keyed hashes of a value under each secret the server accepts: JWT_SECRET, and while it is
 * being rotated JWT_SECRET_PREVIOUS. What was stored or signed before the rotation still matches.
 */
export function keyedHashes(secrets: readonly string[], value: string): string[] {
  return secrets.map((secret) => keyedHash(secret, value));
}

/** The secrets a server accepts, the one it signs with first. */
export function acceptedSecrets(env: { JWT_SECRET: string; JWT_SECRET_PREVIOUS?: string }): string[] {
  return env.JWT_SECRET_PREVIOUS ? [env.JWT_SECRET, env.JWT_SECRET_PREVIOUS] : [env.JWT_SECRET];
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Six random digits, leading zeros allowed. */
export function randomOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
