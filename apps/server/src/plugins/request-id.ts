import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const SAFE_ID = /^[\w.:-]{1,64}$/;

/**
 * Every request gets an id: it labels each of the request's log lines (`reqId`), is sent back in
 * `X-Request-Id` and in every error answer, so a shopper's report leads to the log. Behind a
 * trusted proxy (TRUST_PROXY) the proxy's `X-Request-Id` is kept, when it is a plain token.
 */
export function requestIdGenerator(trustProxy: boolean | string[]): (req: IncomingMessage) => string {
  const trusted = Array.isArray(trustProxy) ? trustProxy.length > 0 : Boolean(trustProxy);
  return (req) => {
    const given = trusted ? req.headers['x-request-id'] : undefined;
    return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
  };
}

export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
