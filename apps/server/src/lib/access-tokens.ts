import type { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** How long an access token lives unless ACCESS_TOKEN_TTL_MINUTES says otherwise. */
export const DEFAULT_ACCESS_TOKEN_TTL_MINUTES = 15;

export interface AccessClaims {
  sub: number;
  role: 'user' | 'admin';
  email: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * Each secret's key for checking tokens, imported once: importing it again for every request cost
 * three times the check itself. A process knows one or two secrets (JWT_SECRET, JWT_SECRET_PREVIOUS).
 */
const verifyKeys = new Map<string, Promise<webcrypto.CryptoKey>>();
const VERIFY_KEYS_KEPT = 4;

function verifyKey(secret: string): Promise<webcrypto.CryptoKey> {
  let imported = verifyKeys.get(secret);
  if (!imported) {
    if (verifyKeys.size >= VERIFY_KEYS_KEPT) verifyKeys.delete(verifyKeys.keys().next().value!);
    imported = crypto.subtle.importKey('raw', key(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    verifyKeys.set(secret, imported);
  }
  return imported;
}

export function signAccessToken(
  secret: string,
  claims: AccessClaims,
  now = new Date(),
  ttlMinutes = DEFAULT_ACCESS_TOKEN_TTL_MINUTES,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.role, email: claims.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlMinutes * 60)
    .sign(key(secret));
}

/** The claims of a valid, unexpired token signed with one of `secrets` (the current one first), or null. */
export async function readAccessToken(
  secrets: readonly string[],
  token: string,
): Promise<AccessClaims | null> {
  for (const secret of secrets) {
    const claims = await readSignedWith(secret, token);
    if (claims) return claims;
  }
  return null;
}

async function readSignedWith(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await verifyKey(secret), { algorithms: ['HS256'] });
    const sub = Number(payload.sub);
    const role = payload.role;
    if (
      !Number.isInteger(sub) ||
      (role !== 'user' && role !== 'admin') ||
      typeof payload.email !== 'string'
    ) {
      return null;
    }
    return { sub, role, email: payload.email };
  } catch {
    return null;
  }
}
