import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import { registerErrorHandler, registerNotFound } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerMedia, registerWeb } from './plugins/web';
import { mediaDir } from './lib/media';
import { healthRoutes } from './modules/health/health.routes';
import { productRoutes } from './modules/products/products.routes';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    env: Env;
  }
}

export interface AppDeps {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

const version = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')) as {
    version: string;
  }
).version;

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole application around an already-open database. Tests import this, never main.ts. */
export async function buildApp({ env, database, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('env', env);

  registerErrorHandler(app);
  await registerSecurity(app, env);
  await registerOpenApi(app, version);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { version });
      await api.register(productRoutes);
    },
    { prefix: '/api' },
  );

  await registerMedia(app, mediaDir(env.DATA_DIR));
  const pageFallback = await registerWeb(app, env.WEB_DIST ?? defaultWebDist);
  registerNotFound(app, pageFallback);
  return app;
}
