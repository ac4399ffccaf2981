import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { readAccessToken, type AccessClaims } from '../lib/access-tokens';
import { AppError } from '../lib/app-error';
import { acceptedSecrets } from '../lib/secrets';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, from a valid bearer token; null for a visitor. */
    user: AccessClaims | null;
  }
}

/** Reads `Authorization: Bearer …` on every request into request.user (null when absent or invalid). */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    request.user = await readAccessToken(acceptedSecrets(app.env), header.slice(7).trim());
  });
}

/** What the guards answer (tests tell a guard's refusal from a route's own 401, such as a failed login). */
export const guardMessages = {
  unauthorized: 'Not authenticated',
  forbidden: 'You are not allowed to do this',
} as const;
const unauthorized = () => new AppError(ErrorCode.unauthorized, 401, guardMessages.unauthorized);
const forbidden = () => new AppError(ErrorCode.forbidden, 403, guardMessages.forbidden);

/**
 * Route guards, used as `onRequest` route options: they answer before the body is read or
 * validated, so a caller without the right token learns nothing of a route's schema (a visitor
 * gets 401, a shopper on an admin route 403, whatever they send). Public routes validate first.
 */
export const guards = {
  authenticated: (async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
  }) as onRequestAsyncHookHandler,

  /**
   * An admin, by the token and still by the database: a demoted or deleted admin loses the
   * admin area at once, not when their access token runs out. The role is read once and kept
   * until the database says it may have changed (db/user-roles.ts).
   */
  admin: (async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
    if (request.user.role !== 'admin') throw forbidden();
    const role = await request.server.roles.of(request.user.sub);
    if (!role) throw unauthorized();
    if (role !== 'admin') throw forbidden();
  }) as onRequestAsyncHookHandler,

  /**
   * A visitor, or a caller whose token is valid: a token that no longer verifies is a 401 (so our
   * web app refreshes it), never silently a visitor.
   */
  visitorOrSignedIn: (async (request: FastifyRequest) => {
    if (!request.user && request.headers.authorization) throw unauthorized();
  }) as onRequestAsyncHookHandler,

  /** The `{id}` in the path is the caller, or the caller is an admin. */
  selfOrAdmin: (async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
    const id = Number((request.params as { id?: unknown }).id);
    if (request.user.role !== 'admin' && request.user.sub !== id) throw forbidden();
  }) as onRequestAsyncHookHandler,
};
