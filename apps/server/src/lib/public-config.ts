import type { FastifyInstance } from 'fastify';
import type { PublicConfigDto } from '@atlas/shared/contract/config';
import { offeredMethods, paymobConfigFromEnv } from './payments/paymob';

/** What the web app needs to know about optional features (GET /config, and the server renderer). */
export function publicConfig(app: FastifyInstance): PublicConfigDto {
  const { env } = app;
  return {
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
    paypal:
      env.PAYPAL_CLIENT_ID && env.EGP_PER_PAYPAL_UNIT
        ? { clientId: env.PAYPAL_CLIENT_ID, currency: env.PAYPAL_CURRENCY, sdkUrl: env.PAYPAL_SDK_URL }
        : null,
    paymob: env.PAYMOB_SECRET_KEY ? { methods: offeredMethods(paymobConfigFromEnv(env)) } : null,
    machineIdentify: app.machineIdentifier.kind !== 'none',
  };
}
