import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfigDto } from '@atlas/shared/contract/config';

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
    async () => ({
      googleClientId: app.env.GOOGLE_CLIENT_ID ?? null,
      paypal:
        app.env.PAYPAL_CLIENT_ID && app.env.EGP_PER_PAYPAL_UNIT
          ? {
              clientId: app.env.PAYPAL_CLIENT_ID,
              currency: app.env.PAYPAL_CURRENCY,
              sdkUrl: app.env.PAYPAL_SDK_URL,
            }
          : null,
    }),
  );
};
