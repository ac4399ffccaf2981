import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, within } from './test/other-process';
import { openTestDatabase } from './test/test-app';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const node = join(serverDir, '../../node_modules/.bin/node');
const METRICS_TOKEN = 'cluster-scraper-token-at-least-32-characters';

/** The cluster's worker processes: children of `pid` running cluster.ts (tsx may run an esbuild child too). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === pid && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('cluster.ts');
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('start:cluster on PostgreSQL', () => {
  let drop: () => Promise<void>;
  let databaseUrl = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-cluster-'));
  beforeAll(async () => {
    const test = await openTestDatabase();
    databaseUrl = (test.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    drop = test.drop; // closes this pool, then drops the database (WITH FORCE: the workers' connections too)
  });
  afterAll(async () => {
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves one port from two workers, sums their metrics, replaces a killed worker and stops on SIGTERM', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const primary = spawn(node, ['--import', 'tsx', 'src/cluster.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        CLUSTER_WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'warn',
        METRICS_TOKEN,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    primary.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    try {
      const alive = () => {
        if (primary.exitCode !== null) throw new Error(`the cluster exited early:\n${stderr}`);
      };
      const up = () =>
        fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
      const scrape = () =>
        fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(await within(90_000, async () => (alive(), await up())), stderr).not.toBe(Infinity);
      // the first worker answers while the second may still be starting: the scrape must not fail on it
      expect((await scrape()).status).toBe(200);
      expect(
        await within(90_000, async () => (alive(), await up()) && childrenOf(primary.pid!).length === 2),
        stderr,
      ).not.toBe(Infinity);

      for (let i = 0; i < 40; i += 1) {
        const res = await fetch(`${base}/api/health/live`, { headers: { connection: 'close' } });
        expect(res.status).toBe(200);
      }
      const metrics = await scrape();
      expect(metrics.status).toBe(200);
      // every worker's count, whichever worker answered the scrape
      expect(await metrics.text()).toContain(
        'atlas_http_requests_total{method="GET",route="/api/health/live",status="200"} 40',
      );

      const [victim] = childrenOf(primary.pid!);
      process.kill(victim!, 'SIGKILL');
      const replaced = await within(60_000, async () => {
        const workers = childrenOf(primary.pid!);
        return workers.length === 2 && !workers.includes(victim!) && (await up());
      });
      expect(replaced, stderr).not.toBe(Infinity);
      // the killed worker's figures went with it; the scrape still answers from the living
      expect((await scrape()).status).toBe(200);
    } finally {
      primary.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 150_000);
});
