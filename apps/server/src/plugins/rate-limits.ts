import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { normalizeEmail } from '@atlas/shared/rules/credentials';
import { AppError } from '../lib/app-error';

const tooMany = (seconds: number) =>
  new AppError(
    ErrorCode.tooManyRequests,
    429,
    `Too many requests. Please try again in ${Math.max(1, Math.ceil(seconds))} seconds.`,
  );

/** A route's per-IP limit (`config.rateLimit`), scaled by RATE_LIMIT_FACTOR. */
export function perIpLimit(app: FastifyInstance, max: number, timeWindow = '1 minute') {
  return { rateLimit: { max: max * app.env.RATE_LIMIT_FACTOR, timeWindow } };
}

/** In-memory limits by default; per route through `config.rateLimit` (per IP). */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => tooMany(context.ttl / 1000),
  });
}

/** A per-e-mail limit for auth routes whose body carries an e-mail (runs after validation). */
export function perEmailLimit(
  app: FastifyInstance,
  max: number,
  timeWindow: string,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: max * app.env.RATE_LIMIT_FACTOR,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `email:${request.routeOptions.url}:${typeof email === 'string' ? normalizeEmail(email) : ''}`;
    },
  });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds);
  };
}
