import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/index';
import { signAccessToken } from '../lib/access-tokens';

/** A signed-in caller for API tests. */
export interface Caller {
  id: number;
  email: string;
  token: string;
  cookie: string;
}

let seq = 0;
/** A new client address per call, so the per-IP rate limits of the auth routes never trip in tests. */
export const nextIp = () => {
  seq += 1;
  return `10.${Math.floor(seq / 62500) % 250}.${Math.floor(seq / 250) % 250}.${seq % 250}`;
};

const refreshCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'atlas_refresh')!.value;

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<Caller> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().user.id, email, token: res.json().access_token, cookie: refreshCookie(res) };
}

/** Registers a user, reads the code from the dev outbox and verifies it: a signed-in shopper. */
export async function createShopper(
  app: FastifyInstance,
  email: string,
  password = 'Member@2026',
): Promise<Caller> {
  await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { fName: 'Member', lName: email.split('@')[0], email, password },
    remoteAddress: nextIp(),
  });
  const outbox = (await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as {
    to: string;
    text: string;
  }[];
  const code = /\b(\d{6})\b/.exec(outbox.find((m) => m.to === email)!.text)![1];
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { email, otp: code },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().user.id, email, token: res.json().access_token, cookie: refreshCookie(res) };
}

export const bearer = (caller: Caller | null) => (caller ? { authorization: `Bearer ${caller.token}` } : {});

/**
 * Many shoppers (or admins) at once, for concurrency tests: users written straight to the database
 * with access tokens signed by the app's secret (no password hashing, no e-mail round trip).
 */
export async function quickShoppers(
  app: FastifyInstance,
  count: number,
  prefix: string,
  role: 'user' | 'admin' = 'user',
): Promise<Caller[]> {
  const rows = await app.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${prefix}-${i}@example.com`,
        fName: 'Quick',
        lName: `Shopper ${i}`,
        isVerified: true,
        role,
      })),
    )
    .returning({ id: users.id, email: users.email });
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      email: row.email,
      token: await signAccessToken(app.env.JWT_SECRET, { sub: row.id, role, email: row.email }),
      cookie: '',
    })),
  );
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An API call as `who` (a visitor when null), with an optional JSON body and extra headers. */
export function callAs(
  app: FastifyInstance,
  who: Caller | null,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...bearer(who), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** `callAs` without the app, for a test file's own `call` helper. */
export type CallArgs = Parameters<typeof callAs> extends [FastifyInstance, ...infer Rest] ? Rest : never;
