import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, Db } from './db/client';
import { createCatalogue, type Catalogue } from './db/catalogue-read-model';
import { createUserRoles, type UserRoles } from './db/user-roles';
import { createTraining, type Training } from './db/training-read-model';
import type { Env } from './env';
import { frameworkErrors, registerErrorHandler, registerNotFound } from './plugins/errors';
import { registerRequestId, requestIdGenerator } from './plugins/request-id';
import { registerMetrics } from './plugins/metrics';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerCompression } from './plugins/compression';
import { pageDataSource } from './plugins/page-data';
import { registerMedia, registerWeb } from './plugins/web';
import { mediaUrl, type MediaUrl } from './lib/media';
import type { FileStore } from './lib/file-store/file-store';
import { configuredFileStore } from './lib/file-store/configured-store';
import { cachedStore, MEDIA_CACHE } from './lib/file-store/cached-store';
import { receiptPath } from './lib/receipt-links';
import type { ReceiptUrl } from './db/orders';
import { registerAbsoluteMedia } from './plugins/absolute-media';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { userRoutes } from './modules/users/users.routes';
import { configRoutes } from './modules/config/config.routes';
import { healthRoutes } from './modules/health/health.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { createMailer, createTransport, type Mailer, type MailTransport } from './lib/mailer';
import { createSearchMisses, type SearchMisses } from './lib/search-misses';
import { searchRoutes } from './modules/search/search.routes';
import { registerAuth } from './plugins/auth';
import { registerRateLimits } from './plugins/rate-limits';
import { productRoutes } from './modules/products/products.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { favoriteRoutes } from './modules/favorites/favorites.routes';
import { addressRoutes } from './modules/addresses/addresses.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { paymobRoutes } from './modules/orders/paymob.routes';
import { trainerRoutes } from './modules/trainers/trainers.routes';
import { exerciseRoutes } from './modules/exercises/exercises.routes';
import { workoutRoutes } from './modules/workouts/workouts.routes';
import { nutritionRoutes } from './modules/nutrition/nutrition.routes';
import { dietRoutes } from './modules/diet/diet.routes';
import { supplementPlanRoutes } from './modules/supplement-plan/supplement-plan.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { machineRoutes } from './modules/machines/machines.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminProductRoutes } from './modules/products/admin-products.routes';
import { adminUserRoutes } from './modules/users/admin-users.routes';
import { adminOrderRoutes } from './modules/orders/admin-orders.routes';
import { adminTrainerRoutes } from './modules/trainers/admin-trainers.routes';
import { promotionRoutes } from './modules/promotions/promotions.routes';
import { adminReviewRoutes } from './modules/reviews/admin-reviews.routes';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { stockAlertRoutes } from './modules/stock-alerts/stock-alerts.routes';
import { createStockAlertSender, type StockAlertSender } from './modules/stock-alerts/stock-alert-sender';
import {
  createReorderReminderSender,
  type ReorderReminderSender,
} from './modules/reorder-reminders/reorder-reminder-sender';
import { acceptedSecrets } from './lib/secrets';
import { createFoodTable, type FoodTable } from './lib/nutrition/food-table';
import { createChatClient, type ChatClient } from './lib/ai/chat-client';
import { noIdentifier, visionIdentifier, type MachineIdentifier } from './lib/machines/identifier';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    env: Env;
    mailer: Mailer;
    /** Listing searches that found nothing, counted for the admin dashboard. */
    searchMisses: SearchMisses;
    now: () => Date;
    /** Absolute URL of a stored media path (PUBLIC_URL based). */
    mediaUrl: MediaUrl;
    /** The signed, root-relative address of an order's receipt. */
    receiptUrl: ReceiptUrl;
    /** The catalogue read model: products answered from memory, kept current by the database's notifications. */
    catalogue: Catalogue;
    /** Trainers, exercises and workouts answered from memory, reloaded on every change. */
    training: Training;
    /** Users' roles as the admin guard checks them, kept until the database says one may have changed. */
    roles: UserRoles;
    /** The food table and meal plans (reference data in code). */
    foods: FoodTable;
    /** The OpenAI-compatible model API, when AI_BASE_URL is set. */
    ai: ChatClient | null;
    machineIdentifier: MachineIdentifier;
    /** Where uploads and kept files live: DATA_DIR, or the S3 bucket every machine shares. */
    files: FileStore;
    /** Back-in-stock alerts: the sender every process runs, and what their routes work with. */
    stockAlerts: StockAlertSender;
    /** Reorder reminders: the hourly sweeper every process runs. */
    reorderReminders: ReorderReminderSender;
  }
}

export interface AppDeps {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Tests may pass their own transport and retry timing; otherwise SMTP_URL decides between SMTP and the log. */
  mail?: { transport?: MailTransport; retryBaseMs?: number; pollMs?: number };
  /** The clock services read (tests move it to expire codes and tokens). */
  now?: () => Date;
  /** The file store (default: as configured by S3_BUCKET / DATA_DIR). */
  files?: FileStore;
  /** Sees every route as it is added, hidden ones too (tests list the routes with it). */
  onRoute?: (route: RouteOptions) => void;
}

const version = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')) as {
    version: string;
  }
).version;

function collapseSlashes(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.includes('//') ? path.replace(/\/{2,}/g, '/') + (query === -1 ? '' : url.slice(query)) : url;
}

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole application around an already-open database. Tests import this, never main.ts. */
export async function buildApp({
  env,
  database,
  logger,
  mail,
  now,
  onRoute,
  files,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    // behind a load balancer, X-Forwarded-For carries the client address (rate limits use it)
    trustProxy: env.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: requestIdGenerator(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // `//` in a path (a client joining a base URL ending in / with a path starting with /) is one
    // slash, for the router and the static files alike
    rewriteUrl: (req) => collapseSlashes(req.url ?? '/'),
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('env', env);
  app.decorate('now', now ?? (() => new Date()));
  app.decorate('mediaUrl', mediaUrl);
  app.decorate('files', cachedStore(files ?? configuredFileStore(env), MEDIA_CACHE));
  app.decorate('receiptUrl', (orderId: number) => receiptPath(env.JWT_SECRET, orderId));
  const catalogue = createCatalogue({ database, media: app.mediaUrl, log: app.log });
  app.decorate('catalogue', catalogue);
  // releases the listening connection before the database closes
  app.addHook('onClose', async () => catalogue.stop());
  await catalogue.start();
  const training = createTraining({ db: database.db, catalogue, media: app.mediaUrl, log: app.log });
  app.decorate('training', training);
  app.addHook('onClose', async () => training.stop());
  await training.start();
  const roles = createUserRoles(database.db, catalogue);
  app.decorate('roles', roles);
  app.addHook('onClose', async () => roles.stop());
  app.decorate('foods', createFoodTable(app.mediaUrl));
  const ai = env.AI_BASE_URL
    ? createChatClient({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, timeoutMs: env.AI_TIMEOUT_MS })
    : null;
  app.decorate('ai', ai);
  app.decorate(
    'machineIdentifier',
    ai && env.AI_VISION_MODEL ? visionIdentifier(ai, env.AI_VISION_MODEL) : noIdentifier,
  );
  const mailer = createMailer({
    db: database.db,
    transport:
      mail?.transport ?? createTransport({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: app.log }),
    log: app.log,
    retryBaseMs: mail?.retryBaseMs,
    pollMs: mail?.pollMs,
    retentionDays: env.MAIL_RETENTION_DAYS,
  });
  app.decorate('mailer', mailer);
  const searchMisses = createSearchMisses(database.db, app.log);
  app.decorate('searchMisses', searchMisses);
  app.addHook('onReady', async () => searchMisses.start());
  app.addHook('onClose', async () => searchMisses.stop());
  app.addHook('onReady', async () => mailer.start());
  // after the last request, before the database closes (main.ts closes it after app.close()):
  // the delivery under way finishes, anything else waits in the outbox for the next process
  app.addHook('onClose', async () => mailer.stop());
  const stockAlerts = createStockAlertSender(
    { db: database.db, mailer, secrets: acceptedSecrets(env), publicUrl: env.PUBLIC_URL, now: app.now },
    catalogue,
    app.log,
  );
  app.decorate('stockAlerts', stockAlerts);
  app.addHook('onReady', async () => stockAlerts.start());
  app.addHook('onClose', async () => stockAlerts.stop());
  const reorderReminders = createReorderReminderSender(
    { db: database.db, mailer, publicUrl: env.PUBLIC_URL, now: app.now },
    app.log,
  );
  app.decorate('reorderReminders', reorderReminders);
  app.addHook('onReady', async () => reorderReminders.start());
  app.addHook('onClose', async () => reorderReminders.stop());

  registerRequestId(app);
  registerMetrics(app);
  registerErrorHandler(app);
  await registerSecurity(app, env);
  await registerCompression(app);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });
  await registerRateLimits(app);
  registerAuth(app);
  await registerOpenApi(app, version);

  await app.register(
    async (api) => {
      registerAbsoluteMedia(api);
      await api.register(healthRoutes, { version });
      await api.register(metricsRoutes);
      await api.register(productRoutes);
      await api.register(searchRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(configRoutes);
      await api.register(cartRoutes);
      await api.register(favoriteRoutes);
      await api.register(addressRoutes);
      await api.register(orderRoutes);
      await api.register(paymobRoutes);
      await api.register(trainerRoutes);
      await api.register(exerciseRoutes);
      await api.register(workoutRoutes);
      await api.register(nutritionRoutes);
      await api.register(dietRoutes);
      await api.register(supplementPlanRoutes);
      await api.register(contactRoutes);
      await api.register(machineRoutes);
      await api.register(adminRoutes);
      await api.register(adminProductRoutes);
      await api.register(adminUserRoutes);
      await api.register(adminOrderRoutes);
      await api.register(adminTrainerRoutes);
      await api.register(deliveryRoutes);
      await api.register(promotionRoutes);
      await api.register(stockAlertRoutes);
      await api.register(reviewRoutes);
      await api.register(adminReviewRoutes);
      if (!env.isProduction) await api.register(devRoutes);
    },
    { prefix: '/api' },
  );

  registerMedia(app);
  const pageFallback = await registerWeb(app, env.WEB_DIST ?? defaultWebDist, pageDataSource(app));
  registerNotFound(app, pageFallback);
  return app;
}
