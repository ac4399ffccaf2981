import { buildApp } from './app';
import { openDatabase, pgliteDir, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { seedDemoContent } from './db/seed/demo';
import { mapAddressGovernorates } from './db/addresses';
import { createAdminFromSettings } from './modules/auth/first-admin';
import { syncShopContent } from './db/shop-content';
import { configuredFileStore } from './lib/file-store/configured-store';
import type { Env } from './env';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

const SHUTDOWN_GRACE_MS = 10_000;

export function openConfiguredDatabase(env: Env): Promise<Database> {
  return openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: pgliteDir(env.DATA_DIR) },
  );
}

/**
 * Migrates, writes the shop's own content (exercise library, programmes) as content/ now holds it,
 * and outside production seeds the demo content into an empty database.
 */
export async function prepareDatabase(database: Database, env: Env, log: FastifyBaseLogger): Promise<void> {
  await database.migrate();
  const files = configuredFileStore(env);
  const mapped = await mapAddressGovernorates(database.db);
  if (mapped)
    log.info(`addresses: the governorate of ${mapped} saved addresses told from their state or city`);
  await syncShopContent(database.db, files, { log });
  await createAdminFromSettings(database.db, env, log);
  if (!env.isProduction) await seedDemoContent(database.db, files, log);
}

/**
 * One server process: open the database, (optionally) prepare it, listen, and on SIGTERM/SIGINT
 * finish in-flight requests before closing. In a cluster the primary prepares the database once
 * and the workers skip it.
 */
export async function runServer(env: Env, { prepare }: { prepare: boolean }): Promise<void> {
  // PGlite is one process's: a second server or a backup must not open the folder meanwhile
  if (!env.DATABASE_URL) lockDataDir(env.DATA_DIR, 'server');
  const database = await openConfiguredDatabase(env);
  if (prepare) await prepareDatabase(database, env, pino({ level: env.LOG_LEVEL }));
  const app = await buildApp({ env, database });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // the database closes after every onClose hook (read models, mail sender) has run
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Atlas is running at ${env.PUBLIC_URL} (database: ${database.driver}, pid ${process.pid})`);
}
