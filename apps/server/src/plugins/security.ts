import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { Env } from '../env';
import { BOOT_SCRIPT_CSP } from '../lib/page-boot';

/**
 * Security headers on every response. The CSP is what the built SPA needs and no more:
 * scripts only from our origin, plus the one inline boot script by its hash (lib/page-boot.ts); inline styles allowed because Mantine sets CSS variables
 * through style attributes and a <style> element.
 */
export async function registerSecurity(app: FastifyInstance, env: Env): Promise<void> {
  // Google's sign-in button is a script and an iframe from accounts.google.com, allowed only when configured
  const google = env.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [];
  // PayPal's buttons are a script, iframes, images and calls to PayPal, allowed only when configured
  const paypal = env.PAYPAL_CLIENT_ID ? paypalOrigins(env.PAYPAL_SDK_URL) : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", BOOT_SCRIPT_CSP, ...google.map((o) => `${o}/gsi/client`), ...paypal],
        styleSrc: ["'self'", "'unsafe-inline'", ...google.map((o) => `${o}/gsi/style`)],
        frameSrc:
          google.length || paypal.length ? [...google.map((o) => `${o}/gsi/`), ...paypal] : ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...paypal],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google.map((o) => `${o}/gsi/`), ...paypal],
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

  // CORS is off unless origins are configured (the SPA is served from the same origin). A client
  // on another host uses every verb of the API and reads the list totals.
  if (env.CORS_ORIGINS.length > 0) {
    await app.register(cors, {
      origin: env.CORS_ORIGINS,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: [
        'Authorization',
        'Content-Type',
        'Accept',
        'Accept-Language',
        'Idempotency-Key',
        'If-None-Match',
      ],
      exposedHeaders: ['X-Total-Count', 'ETag'],
      maxAge: 600,
    });
  }
}

/** Where the PayPal SDK loads from and talks to: its own origin, plus PayPal's hosts for the real one. */
function paypalOrigins(sdkUrl: string): string[] {
  const origin = new URL(sdkUrl).origin;
  return new URL(sdkUrl).hostname.endsWith('paypal.com')
    ? [origin, 'https://*.paypal.com', 'https://*.paypalobjects.com']
    : [origin];
}
