import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfigDto } from '@atlas/shared/contract/config';
import { publicConfig } from '../../lib/public-config';

/** What the web app needs to know about optional features (they are off when not configured). */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public settings of optional features',
        response: { 200: PublicConfigDto },
      },
    },
    async () => publicConfig(app),
  );
};
