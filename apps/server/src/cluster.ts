import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { pino } from 'pino';
import { EnvError, loadEnv, type Env } from './env';
import { serveClusterMetrics } from './lib/cluster-metrics';
import { openConfiguredDatabase, prepareDatabase, runServer } from './server';

/**
 * Several server processes on one port (node:cluster), for one machine: the primary migrates and
 * seeds once, forks CLUSTER_WORKERS workers (default: one per core) and replaces one that dies;
 * SIGTERM/SIGINT stop every worker gracefully. Needs PostgreSQL (PGlite is one process's).
 */
async function primary(env: Env): Promise<void> {
  const log = pino({ level: env.LOG_LEVEL });
  if (!env.DATABASE_URL) {
    throw new EnvError(
      'start:cluster needs DATABASE_URL (PostgreSQL): the embedded database serves one process only.',
    );
  }
  const database = await openConfiguredDatabase(env);
  await prepareDatabase(database, env, log);
  await database.close();

  const size = env.CLUSTER_WORKERS ?? availableParallelism();
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    log.error({ pid: worker.process.pid, code, signal }, 'worker died; starting another');
    setTimeout(fork, 1_000).unref();
  });
  serveClusterMetrics();
  for (let i = 0; i < size; i += 1) fork();
  log.info(`Atlas cluster: ${size} workers on ${env.PUBLIC_URL} (primary pid ${process.pid})`);

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping every worker');
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    if (workers.length === 0) process.exit(0);
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker.process.kill('SIGTERM');
    }
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function main(): Promise<void> {
  const env = loadEnv();
  if (cluster.isPrimary) await primary(env);
  else await runServer(env, { prepare: false });
}

main().catch((err: unknown) => {
  if (err instanceof EnvError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
