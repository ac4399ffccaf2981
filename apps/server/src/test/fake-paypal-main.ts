// The fake PayPal as its own process, for the browser tests (playwright.config.ts starts it).
import { startFakePaypal } from './fake-paypal';

const port = Number(process.env.FAKE_PAYPAL_PORT ?? 3290);
const fake = await startFakePaypal({ port });
console.warn(`fake PayPal at ${fake.url} (SDK ${fake.sdkUrl})`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
