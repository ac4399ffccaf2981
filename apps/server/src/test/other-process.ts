import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { TestContext } from './test-app';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * How long a test that starts the shop or a script in a process of its own may take: a timeout,
 * not a speed check. Such a process loads the app through tsx and opens its own database, about
 * 20 CPU-seconds, and beside the browser journeys on a slow 2-core machine it gets a sixth of a
 * core: one such test took 80 s there and a first `admin:create` on a fresh database over 120.
 */
export const PROCESS_TEST_TIMEOUT = 300_000;
/** How long such a process may take to answer its health check, within that. */
export const PROCESS_START_TIMEOUT = 240_000;

/** A port nothing listens on now, chosen by the OS (a random pick can hit an outgoing connection's port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls until `check` holds; the time it took, or Infinity past the deadline. */
export async function within(deadlineMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > deadlineMs) return Infinity;
    await new Promise((r) => setTimeout(r, 10));
  }
}

export interface OtherProcess {
  /** Its base URL, e.g. http://127.0.0.1:23456. */
  url: string;
  /** The test database's connection string (PostgreSQL only). */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * A second real server process (src/main.ts) on the test's PostgreSQL database, as in a
 * scaled-out deployment: same database, same JWT secret, its own port and data folder.
 */
export async function startOtherProcess(
  t: TestContext,
  extraEnv: Record<string, string> = {},
): Promise<OtherProcess> {
  const databaseUrl = (t.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-other-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(join(serverDir, '../../node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: t.env.JWT_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const up = await within(PROCESS_START_TIMEOUT, () =>
    fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ),
  );
  if (up === Infinity) {
    await stop();
    throw new Error('the other server process did not come up');
  }
  return { url, databaseUrl, stop };
}
