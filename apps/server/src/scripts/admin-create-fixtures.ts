import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** What the admin-create-*.test.ts files share: the settings they run with and the set-password link. */

export const JWT_SECRET = 'admin-create-test-secret-long-enough-for-hs256';
export const PUBLIC_URL = 'https://shop.test';
export const NEW_PASSWORD = 'Owner@2026';

export const linkIn = (line: string) => new URL(/(https?:\/\/\S+)/.exec(line)![1]!);

export const post = (app: FastifyInstance, url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload });

/** Follows a set-password link through the reset-password API; the role the login then carries. */
export async function setPasswordAndLogIn(app: FastifyInstance, link: URL, password: string) {
  const email = link.searchParams.get('email')!;
  const reset = await post(app, '/auth/reset-password', {
    email,
    token: link.searchParams.get('token')!,
    password,
    confirmPassword: password,
  });
  expect(reset.statusCode, reset.body).toBe(200);
  const login = await post(app, '/auth/login', { email, password });
  expect(login.statusCode, login.body).toBe(200);
  return login.json().user.role as string;
}
