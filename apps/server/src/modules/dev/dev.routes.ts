import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc } from 'drizzle-orm';
import { OutboxListDto } from '@atlas/shared/contract/dev';
import { outboxMessages } from '../../db/schema/index';

/** Development helpers; not registered in production. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'The mail outbox (sent, waiting and failed e-mails), newest first',
        response: { 200: OutboxListDto },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const rows = await app.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(200);
      return rows.map(({ nextAttemptAt: _next, ...m }) => ({
        ...m,
        createdAt: new Date(m.createdAt).toISOString(),
        sentAt: m.sentAt ? new Date(m.sentAt).toISOString() : null,
      }));
    },
  );
};
