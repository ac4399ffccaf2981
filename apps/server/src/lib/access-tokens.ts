import { jwtVerify, SignJWT } from 'jose';

/** How long an access token lives unless ACCESS_TOKEN_TTL_MINUTES says otherwise. */
export const DEFAULT_ACCESS_TOKEN_TTL_MINUTES = 15;

export interface AccessClaims {
  sub: number;
  role: 'user' | 'admin';
  email: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

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
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
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
