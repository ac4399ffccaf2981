import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HealthDto } from '@atlas/shared/contract/health';
import { checkHealth } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  // Liveness only: answers without touching the database (load balancers, and the benchmark's floor).
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Process liveness',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthDto, 503: HealthDto },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.database, version);
      reply.header('Cache-Control', 'no-store');
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};
