import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seedDemoCatalogue } from '../db/seed/demo-catalogue';
import { seedDemoTrainers } from '../db/seed/demo-trainers';
import { syncShopContent } from '../db/shop-content';
import { startFakeOpenAi } from './fake-openai';
import { startFakePaymob } from './fake-paymob';
import { startFakePaypal } from './fake-paypal';
import { quickShoppers, type Caller } from './shoppers';
import { createTestApp, type TestAppOptions, type TestContext } from './test-app';

export interface ConfiguredApp extends TestContext {
  admin: Caller;
}

/**
 * A test app with every optional feature switched on against local fakes (vision model, PayPal,
 * Paymob, Google's key set), so that no route can answer 503 "not configured": for the adversarial tests,
 * any 5xx is then a bug. Optionally seeded with the demo catalogue and training content, and
 * always with one admin written straight to the database (the admin guard reads the role there).
 */
export async function createConfiguredApp({
  seed = true,
  onRoute,
}: { seed?: boolean; onRoute?: TestAppOptions['onRoute'] } = {}): Promise<ConfiguredApp> {
  const ai = await startFakeOpenAi();
  ai.answer(() => ({ text: '{"machine": "unknown"}' }));
  const paypal = await startFakePaypal();
  const paymob = await startFakePaymob();
  const jwks = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"keys":[]}');
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const jwksPort = (jwks.address() as AddressInfo).port;

  const ctx = await createTestApp({
    onRoute,
    env: {
      RATE_LIMIT_FACTOR: '1000',
      AI_BASE_URL: ai.baseUrl,
      AI_VISION_MODEL: 'fake-vision',
      AI_TIMEOUT_MS: '2000',
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_API_BASE: paypal.url,
      PAYPAL_SDK_URL: paypal.sdkUrl,
      EGP_PER_PAYPAL_UNIT: '50',
      PAYMOB_SECRET_KEY: paymob.config.secretKey,
      PAYMOB_PUBLIC_KEY: paymob.config.publicKey,
      PAYMOB_HMAC_SECRET: paymob.config.hmacSecret,
      PAYMOB_API_BASE: paymob.url,
      PAYMOB_CARD_INTEGRATION_ID: String(paymob.config.integrations.card),
      PAYMOB_WALLET_INTEGRATION_ID: String(paymob.config.integrations.wallet),
      PAYMOB_KIOSK_INTEGRATION_ID: String(paymob.config.integrations.kiosk),
      GOOGLE_CLIENT_ID: 'atlas-fuzz.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: `http://127.0.0.1:${jwksPort}/certs`,
    },
  });
  if (seed) {
    await seedDemoCatalogue(ctx.app.db, ctx.app.files);
    await syncShopContent(ctx.app.db, ctx.app.files);
    await seedDemoTrainers(ctx.app.db, ctx.app.files);
    await Promise.all([ctx.app.catalogue.settled(), ctx.app.training.refresh()]);
  }
  const [admin] = await quickShoppers(ctx.app, 1, 'configured-admin', 'admin');
  return {
    ...ctx,
    admin: admin!,
    close: async () => {
      await ctx.close();
      await Promise.all([
        ai.close(),
        paypal.close(),
        paymob.close(),
        new Promise((resolve) => jwks.close(resolve)),
      ]);
    },
  };
}
