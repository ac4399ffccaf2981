// npm run bench: load benchmarks of the catalogue API against the real server on a seeded
// database (10,000 products), beside a bare route of the same server as the floor.
// Prints req/s, p50 and p99 latency per route and the ratio to the floor. Not part of npm test.
// Embedded PGlite by default; BENCH_DATABASE_URL=postgres://…/postgres runs it on PostgreSQL
// (a throwaway database is created there and dropped afterwards).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const PRODUCTS = process.env.BENCH_PRODUCTS ?? '10000';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = resolve('.bench-data');
const base = `http://127.0.0.1:${PORT}`;

rmSync(dataDir, { recursive: true, force: true });
const adminUrl = process.env.BENCH_DATABASE_URL;
const benchDb = `atlas_bench_${process.pid}`;
const psql = (sql) => spawnSync('psql', [adminUrl, '-qc', sql], { stdio: 'inherit' });
let databaseUrl;
if (adminUrl) {
  psql(`CREATE DATABASE ${benchDb}`);
  const u = new URL(adminUrl);
  u.pathname = `/${benchDb}`;
  databaseUrl = u.toString();
}
const dbEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
const prep = spawnSync('npx', ['tsx', 'bench/prepare-catalogue.ts', dataDir, PRODUCTS], {
  stdio: 'inherit',
  env: { ...process.env, ...dbEnv },
});
if (prep.status !== 0) process.exit(prep.status ?? 1);

const server = spawn(resolve('node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
  env: {
    ...process.env,
    ...dbEnv,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 500));
}

const [brand] = (await (await fetch(`${base}/api/products/facets`)).json()).brands;
const targets = [
  { name: 'floor: GET /api/health/live', path: '/api/health/live' },
  {
    name: 'GET /api/products?limit=9 (brand filter, price sort)',
    path: `/api/products?limit=9&brand=${encodeURIComponent(brand.name)}&sort=price-asc&page=3`,
  },
  {
    name: 'GET /api/products?limit=9 (price range)',
    path: '/api/products?limit=9&minPrice=500&maxPrice=2500&page=5',
  },
  { name: 'GET /api/products/{id}', path: '/api/products/17' },
];

const run = (path) =>
  new Promise((resolveRun, reject) =>
    autocannon({ url: base + path, connections: 20, duration: DURATION }, (err, result) =>
      err ? reject(err) : resolveRun(result),
    ),
  );

const rows = [];
for (const target of targets) {
  await run(target.path); // warm-up, discarded
  const result = await run(target.path);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  rows.push({
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  });
}
const floor = rows[0].rps;
console.log(
  `\n${adminUrl ? 'PostgreSQL' : 'PGlite'}, ${PRODUCTS} products, 20 connections, ${DURATION} s per route, ${new Date().toISOString()}`,
);
console.log(
  'route'.padEnd(56),
  'req/s'.padStart(9),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'vs floor'.padStart(9),
);
for (const r of rows) {
  console.log(
    r.name.padEnd(56),
    r.rps.toFixed(0).padStart(9),
    String(r.p50).padStart(8),
    String(r.p99).padStart(8),
    `${((r.rps / floor) * 100).toFixed(0)}%`.padStart(9),
  );
}
stop();
await new Promise((r) => server.once('exit', r));
if (adminUrl) psql(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
