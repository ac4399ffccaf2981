// The fake Paymob as its own process, for the browser tests and for trying Paymob checkout locally.
import { startFakePaymob } from './fake-paymob';

const port = Number(process.env.FAKE_PAYMOB_PORT ?? 3291);
const fake = await startFakePaymob({
  port,
  keys: {
    secretKey: process.env.PAYMOB_SECRET_KEY ?? 'egy_sk_test_fake_paymob',
    publicKey: process.env.PAYMOB_PUBLIC_KEY ?? 'egy_pk_test_fake_paymob',
    hmacSecret: process.env.PAYMOB_HMAC_SECRET ?? 'FAKEPAYMOBHMACSECRET',
    apiKey: process.env.PAYMOB_API_KEY ?? 'fake_paymob_api_key',
  },
});
const { config } = fake;
process.stdout.write(
  `${[
    `fake Paymob at ${fake.url}; point the shop at it with:`,
    `  PAYMOB_API_BASE=${config.apiBase} PAYMOB_SECRET_KEY=${config.secretKey} PAYMOB_PUBLIC_KEY=${config.publicKey}`,
    `  PAYMOB_HMAC_SECRET=${config.hmacSecret} PAYMOB_API_KEY=${config.apiKey} PAYMOB_CARD_INTEGRATION_ID=${config.integrations.card}`,
    `  PAYMOB_WALLET_INTEGRATION_ID=${config.integrations.wallet} PAYMOB_KIOSK_INTEGRATION_ID=${config.integrations.kiosk}`,
  ].join('\n')}\n`,
);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
