import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from './scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? '.e2e-data/run';
/** The local fake PayPal (REST API + browser SDK) the shop is pointed at. */
const paypalPort = Number(process.env.E2E_PAYPAL_PORT ?? port + 80);
const paypalUrl = `http://127.0.0.1:${paypalPort}`;
/** The local fake OpenAI-compatible API (the diet explanation, gym-machine photos). */
const aiPort = port + 82;
/** The local fake Paymob (Intention API, unified checkout page, signed callbacks). */
const paymobPort = port + 83;
const paymobUrl = `http://127.0.0.1:${paymobPort}`;
/** A second origin the cross-origin test serves its page from. */
const foreignOriginPort = port + 81;

export default defineConfig({
  testDir: 'e2e',
  // scripts/test.mjs gives each lane its own, as Playwright empties it when it starts
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // a timeout, not a speed check (the journeys check no speed): beside the Vitest suites on a slow
  // 2-core machine a journey took 3–4 times as long as alone, and the longest ones near 30 s
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // a trace records every action of every test and made a journey half again as slow on
    // 2 cores; record one when a failure needs it: `node scripts/e2e.mjs --trace retain-on-failure`
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'en-US' } }],
  webServer: [
    {
      command: 'tsx apps/server/src/test/fake-paypal-main.ts',
      url: `${paypalUrl}/health`,
      // a timeout, not a speed check (the journeys check no speed): beside the Vitest suites on a slow
      // 2-core machine a journey took 3–4 times as long as alone, and the longest ones near 30 s
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_PAYPAL_PORT: String(paypalPort) },
    },
    {
      command: 'tsx apps/server/src/test/fake-openai-main.ts',
      url: `http://127.0.0.1:${aiPort}/health`,
      // a timeout, not a speed check (the journeys check no speed): beside the Vitest suites on a slow
      // 2-core machine a journey took 3–4 times as long as alone, and the longest ones near 30 s
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_AI_PORT: String(aiPort) },
    },
    {
      command: 'tsx apps/server/src/test/fake-paymob-main.ts',
      url: `${paymobUrl}/health`,
      // a timeout, not a speed check (the journeys check no speed): beside the Vitest suites on a slow
      // 2-core machine a journey took 3–4 times as long as alone, and the longest ones near 30 s
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_PAYMOB_PORT: String(paymobPort) },
    },
    {
      command: 'tsx apps/server/src/main.ts',
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        // every browser test comes from 127.0.0.1; the limits themselves are tested in the server suite
        RATE_LIMIT_FACTOR: '20',
        CORS_ORIGINS: `http://127.0.0.1:${foreignOriginPort}`,
        PAYPAL_CLIENT_ID: 'fake-client-id',
        PAYPAL_CLIENT_SECRET: 'fake-client-secret',
        PAYPAL_API_BASE: paypalUrl,
        PAYPAL_SDK_URL: `${paypalUrl}/sdk/js`,
        PAYPAL_CURRENCY: 'USD',
        EGP_PER_PAYPAL_UNIT: '50',
        PAYMOB_API_BASE: paymobUrl,
        PAYMOB_SECRET_KEY: 'egy_sk_test_fake_paymob',
        PAYMOB_PUBLIC_KEY: 'egy_pk_test_fake_paymob',
        PAYMOB_HMAC_SECRET: 'FAKEPAYMOBHMACSECRET',
        PAYMOB_API_KEY: 'fake_paymob_api_key',
        PAYMOB_CARD_INTEGRATION_ID: '4100001',
        PAYMOB_WALLET_INTEGRATION_ID: '4100002',
        PAYMOB_KIOSK_INTEGRATION_ID: '4100003',
        AI_BASE_URL: `http://127.0.0.1:${aiPort}/v1`,
        AI_VISION_MODEL: 'fake-vision',
      },
    },
  ],
});
