import { buildApp } from './app';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { EnvError, loadEnv } from './env';
import { seedDemoContent } from './db/seed/demo';
import { join } from 'node:path';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = loadEnv();
  if (!env.DATABASE_URL) lockDataDir(env.DATA_DIR, 'server');
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(env.DATA_DIR, 'pglite') },
  );
  await database.migrate();

  const app = await buildApp({ env, database });
  if (!env.isProduction) await seedDemoContent(database.db, env.DATA_DIR, app.log);
  app.addHook('onClose', async () => database.close());

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
    app.close().then(
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
  app.log.info(`Atlas is running at ${env.PUBLIC_URL} (database: ${database.driver})`);
}

main().catch((err: unknown) => {
  if (err instanceof EnvError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
