import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_ACCESS_TOKEN_TTL_MINUTES } from './lib/access-tokens';

// an access token never outlives the refresh token (30 days) that could have renewed it
const MAX_ACCESS_TOKEN_TTL_MINUTES = 30 * 24 * 60;
const accessTokenTtlMessage = `ACCESS_TOKEN_TTL_MINUTES must be a whole number of minutes from 1 to ${MAX_ACCESS_TOKEN_TTL_MINUTES} (30 days)`;

/** The only reader of process.env. Everything else receives a parsed Env. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** While rotating JWT_SECRET: the one before, still accepted (never used to sign) so nobody is signed out and links keep working. */
  JWT_SECRET_PREVIOUS: z.string().min(32, 'JWT_SECRET_PREVIOUS must be at least 32 characters').optional(),
  /**
   * How long an access token lives. Longer suits clients that never call /auth/refresh, at a price:
   * a stolen access token works that long, and signing out does not end it.
   */
  ACCESS_TOKEN_TTL_MINUTES: z.coerce
    .number({ error: accessTokenTtlMessage })
    .int(accessTokenTtlMessage)
    .min(1, accessTokenTtlMessage)
    .max(MAX_ACCESS_TOKEN_TTL_MINUTES, accessTokenTtlMessage)
    .default(DEFAULT_ACCESS_TOKEN_TTL_MINUTES),
  PUBLIC_URL: z.string().url().optional(),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /**
   * Who may tell the client's address (X-Forwarded-For) and the request id: `false`; `true` (the
   * proxy in front overwrites X-Forwarded-For, as deploy/nginx/atlas.conf does); or the proxies'
   * addresses and CIDR ranges, comma-separated, for a load balancer that appends to the header
   * (the client is then the last address that is not one of them).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): boolean | string[] => {
      if (v === 'true' || v === 'false') return v === 'true';
      const addresses = v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      if (addresses.length && addresses.every((a) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a)))
        return addresses;
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY must be true, false, or the proxies’ addresses or CIDR ranges separated by commas',
      });
      return z.NEVER;
    }),
  /** Redis for what several server processes must share (rate limits); without it, each process keeps its own. */
  REDIS_URL: z.string().url().optional(),
  /** Worker processes of `npm run start:cluster` (default: one per core). */
  CLUSTER_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Prefix of every Redis key, so shops (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().min(1).max(64).default('atlas:'),
  /** Multiplies every rate limit; the browser tests raise it because all their traffic comes from 127.0.0.1. */
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  /** A bearer token for the Prometheus scraper at /api/metrics (admins' tokens work too). */
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
  /** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) for uploads and kept files, shared by every machine; DATA_DIR otherwise. */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots and hyphens)',
    )
    .optional(),
  /** The bucket's region (AWS: where the bucket is, e.g. eu-central-1; R2: auto). */
  S3_REGION: z.string().min(1).default('auto'),
  /** The service's address for R2, MinIO and other S3-compatible services; empty for AWS. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true` for MinIO and services that address buckets by path rather than by host name. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Put before every key, so one bucket can hold several shops. */
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9!_.*'()/-]*$/, 'S3_PREFIX may hold letters, digits and - _ . / only')
    .default('')
    .transform((v) => (v && !v.endsWith('/') ? `${v}/` : v)),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Atlas <no-reply@atlas.demo>'),
  /** Sent e-mails (with their bodies: codes, addresses, orders) are deleted this many days after sending; failed ones are kept. */
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** The first admin, made at start while the shop has none: its set-password link is e-mailed to it. */
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an e-mail address').optional(),
  ADMIN_NAME: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  /** Orders v2 REST API; the sandbox unless told otherwise. */
  PAYPAL_API_BASE: z.string().url().default('https://api-m.sandbox.paypal.com'),
  /** The browser's PayPal JS SDK (tests serve a fake one). */
  PAYPAL_SDK_URL: z.string().url().default('https://www.paypal.com/sdk/js'),
  PAYPAL_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'PAYPAL_CURRENCY must be a three-letter currency code such as USD')
    .default('USD'),
  /** How many EGP one unit of PAYPAL_CURRENCY costs; required when PayPal is configured. */
  EGP_PER_PAYPAL_UNIT: z.coerce.number().positive().finite().optional(),
  /** Paymob (cards, mobile wallets, kiosk; decision 0016): off unless the three keys are set. */
  PAYMOB_SECRET_KEY: z.string().optional(),
  PAYMOB_PUBLIC_KEY: z.string().optional(),
  PAYMOB_HMAC_SECRET: z.string().optional(),
  PAYMOB_API_BASE: z.string().url().default('https://accept.paymob.com'),
  /** One integration id per method offered; a method without one is not offered. */
  PAYMOB_CARD_INTEGRATION_ID: z.coerce.number().int().positive().optional(),
  PAYMOB_WALLET_INTEGRATION_ID: z.coerce.number().int().positive().optional(),
  PAYMOB_KIOSK_INTEGRATION_ID: z.coerce.number().int().positive().optional(),
  /** Paymob's API key (optional): lets the shop ask Paymob about a payment whose callback is overdue. */
  PAYMOB_API_KEY: z.string().optional(),
  /** How long a kiosk reference can be paid (its order's stock is held that long). */
  PAYMOB_KIOSK_HOURS: z.coerce.number().int().min(1).max(168).default(48),
  /** An OpenAI-compatible API (…/v1): phrases the diet plan's explanation; see AI_VISION_MODEL. */
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** A model of AI_BASE_URL that reads images: identifies gym machines from photos when set. */
  AI_VISION_MODEL: z.string().min(1).optional(),
  /** How long one model call may take before the shop answers without it. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'JWT_SECRET' | 'PUBLIC_URL'> & {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  isProduction: boolean;
};

export class EnvError extends Error {}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (Boolean(env.PAYPAL_CLIENT_ID) !== Boolean(env.PAYPAL_CLIENT_SECRET)) {
    throw new EnvError('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together.');
  }
  if (env.PAYPAL_CLIENT_ID && !env.EGP_PER_PAYPAL_UNIT) {
    throw new EnvError(
      `EGP_PER_PAYPAL_UNIT is required with PayPal: how many EGP one ${env.PAYPAL_CURRENCY} costs (PayPal does not settle EGP).`,
    );
  }
  const paymobKeys = [env.PAYMOB_SECRET_KEY, env.PAYMOB_PUBLIC_KEY, env.PAYMOB_HMAC_SECRET];
  if (paymobKeys.some(Boolean) && !paymobKeys.every(Boolean)) {
    throw new EnvError('PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY and PAYMOB_HMAC_SECRET must be set together.');
  }
  if (
    env.PAYMOB_SECRET_KEY &&
    !env.PAYMOB_CARD_INTEGRATION_ID &&
    !env.PAYMOB_WALLET_INTEGRATION_ID &&
    !env.PAYMOB_KIOSK_INTEGRATION_ID
  ) {
    throw new EnvError(
      'Paymob needs at least one of PAYMOB_CARD_INTEGRATION_ID, PAYMOB_WALLET_INTEGRATION_ID and PAYMOB_KIOSK_INTEGRATION_ID.',
    );
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new EnvError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_PREFIX)) {
    throw new EnvError(
      'S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_PREFIX need S3_BUCKET: the bucket to keep files in.',
    );
  }
  if (env.AI_VISION_MODEL && !env.AI_BASE_URL) {
    throw new EnvError('AI_VISION_MODEL needs AI_BASE_URL (an OpenAI-compatible API).');
  }
  const dataDir = resolve(env.DATA_DIR);
  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) {
    if (isProduction) throw new EnvError('JWT_SECRET is required in production (at least 32 characters).');
    jwtSecret = persistedSecret(dataDir);
  }
  if (isProduction && !env.PUBLIC_URL) {
    throw new EnvError(
      "PUBLIC_URL is required in production: the shop's address (https://…), for the links in e-mails and the sitemap, and so that sign-in cookies are Secure.",
    );
  }
  return {
    ...env,
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    isProduction,
  };
}

/** Development convenience: one random secret per data directory, kept across restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
