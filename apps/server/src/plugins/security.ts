import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { Env } from '../env';

/**
 * Security headers on every response. The CSP is what the built SPA needs and no more:
 * scripts only from our origin; inline styles allowed because Mantine sets CSS variables
 * through style attributes and a <style> element.
 */
export async function registerSecurity(app: FastifyInstance, env: Env): Promise<void> {
  // Google's sign-in button is a script and an iframe from accounts.google.com, allowed only when configured
  const google = env.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...google.map((o) => `${o}/gsi/client`)],
        styleSrc: ["'self'", "'unsafe-inline'", ...google.map((o) => `${o}/gsi/style`)],
        frameSrc: google.length ? google.map((o) => `${o}/gsi/`) : ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google.map((o) => `${o}/gsi/`)],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(env.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: env.isProduction,
  });

  // CORS is off unless origins are configured (the SPA is served from the same origin).
  if (env.CORS_ORIGINS.length > 0) {
    await app.register(cors, { origin: env.CORS_ORIGINS, credentials: true });
  }
}
