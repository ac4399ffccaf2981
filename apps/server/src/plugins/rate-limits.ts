import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
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

/**
 * Per route through `config.rateLimit` (per IP). The counters live in Redis when REDIS_URL is
 * set, so a limit holds across every server process; otherwise in this process's memory. When
 * Redis cannot be reached the request goes through (the shop stays open) and the error is logged.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const redis = app.env.REDIS_URL ? await connectRedis(app) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${app.env.REDIS_PREFIX}rl:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => tooMany(context.ttl / 1000),
  });
}

/** Connected before the first request when Redis answers; otherwise it keeps trying in the background. */
async function connectRedis(app: FastifyInstance): Promise<Redis> {
  const redis = new Redis(app.env.REDIS_URL!, {
    lazyConnect: true,
    // fail fast while disconnected instead of queueing: the limit is skipped, the request is not held up
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  let lastError = 0;
  redis.on('error', (err) => {
    if (Date.now() - lastError > 10_000) app.log.error({ err }, 'redis unavailable: rate limits are skipped');
    lastError = Date.now();
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await redis.connect().catch(() => {}); // reported by the 'error' listener
  return redis;
}

/**
 * A limit keyed by something of the request other than its IP (runs as a preHandler, after
 * validation, so the key may come from the body), scaled like the others.
 */
export function perKeyLimit(
  app: FastifyInstance,
  max: number,
  timeWindow: string,
  key: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: max * app.env.RATE_LIMIT_FACTOR,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => `${request.routeOptions.url}:${key(request)}`,
  });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttlInSeconds);
  };
}

/** A per-e-mail limit for auth routes whose body carries an e-mail (runs after validation). */
export function perEmailLimit(
  app: FastifyInstance,
  max: number,
  timeWindow: string,
): preHandlerAsyncHookHandler {
  return perKeyLimit(app, max, timeWindow, (request) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return `email:${typeof email === 'string' ? normalizeEmail(email) : ''}`;
  });
}

/** A per-account limit for signed-in routes (runs after authentication), scaled like the others. */
export function perUserLimit(
  app: FastifyInstance,
  max: number,
  timeWindow: string,
): preHandlerAsyncHookHandler {
  return perKeyLimit(app, max, timeWindow, (request) => `user:${request.user?.sub ?? ''}`);
}
