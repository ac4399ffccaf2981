import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guards } from '../../plugins/auth';

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** Not public: the scraper's METRICS_TOKEN as a bearer token, or a signed-in admin. */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const scraperOrAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    const token = app.env.METRICS_TOKEN;
    if (token && header?.startsWith('Bearer ') && sameToken(header.slice(7).trim(), token)) return;
    await guards.admin.call(app, request, reply);
  };

  app.get(
    '/metrics',
    {
      onRequest: scraperOrAdmin,
      schema: {
        tags: ['system'],
        summary: 'Prometheus metrics of this process (METRICS_TOKEN or an admin token)',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store').type('text/plain; version=0.0.4; charset=utf-8');
      return app.metricsText();
    },
  );
};
