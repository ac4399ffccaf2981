import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

/** The shared setup of the auth-*.test.ts files: one app per file, on a clock the tests move. */

// Set by the hooks of setUpAuthApp: read it inside tests and hooks only.
export let t: TestContext;
/** The app's clock: the tests move it forward. */
let clock = new Date('2026-11-22T10:00:00Z');
export const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
let seq = 0;

// each call from its own address, so the per-IP limits only bite in the test that is about them
export const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress = nextAddress(),
) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress });
let addresses = 0;
export const nextAddress = () => `10.1.${Math.floor(++addresses / 250)}.${addresses % 250}`;
export const uniqueEmail = () => `shopper${++seq}@example.com`;
export const password = 'Strong@2026';

export async function outbox(to: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  return (res.json() as { to: string; subject: string; text: string; html: string }[]).filter(
    (m) => m.to === to,
  );
}
export async function latestCode(to: string) {
  const [mail] = await outbox(to);
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
}
export const refreshCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'atlas_refresh')?.value;

export async function registerVerified(email = uniqueEmail()) {
  await post('/auth/register', { fName: 'Salma', lName: 'Adel', email, password });
  const res = await post('/auth/verify-otp', { email, otp: await latestCode(email) });
  expect(res.statusCode).toBe(200);
  advance(61_000);
  return { email, session: res.json(), cookie: refreshCookie(res)! };
}

/** Registers the file's app, on the clock above, and its closing. */
export function setUpAuthApp(): void {
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());
}
