// The harness of bench/resilience.mjs: throwaway PostgreSQL databases, prepared data, real server
// processes, timed calls and the report. A broken promise (fail) prints the report so far and exits 1.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NODE = resolve('node_modules/.bin/node');
const ADDRESS = { street: '1 Load St', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' };
let nextPort = Number(process.env.BENCH_PORT ?? 3500);
/** A port of its own for each server the benchmark starts (BENCH_PORT and up). */
export const takePort = () => nextPort++;
/** Every server process started, stopped when the benchmark exits however it exits. */
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
/** PGlite data folder → the JWT secret its shoppers' tokens were signed with. */
const pglitePrepared = new Map();

export const report = [`\nresilience benchmarks, ${new Date().toISOString()}`];
export const say = (line) => {
  console.log(line);
  report.push(line);
};

export async function withDatabase(name, run) {
  const dbName = `atlas_resilience_${name}_${process.pid}`;
  await query(ADMIN_URL, `drop database if exists ${dbName} with (force)`);
  await query(ADMIN_URL, `create database ${dbName}`);
  const u = new URL(ADMIN_URL);
  u.pathname = `/${dbName}`;
  const db = {
    url: u.toString(),
    secret: randomBytes(32).toString('hex'),
    dataDir: mkdtempSync(join(tmpdir(), 'atlas-res-')),
  };
  try {
    await run(db);
  } finally {
    await query(ADMIN_URL, `drop database if exists ${dbName} with (force)`);
    rmSync(db.dataDir, { recursive: true, force: true });
  }
}

/** Runs bench/prepare-resilience.ts (PostgreSQL) and reads back what it wrote. */
export function prepare(db, shoppers, stockEach, pgliteDir) {
  const out = join(tmpdir(), `atlas-res-${process.pid}-${randomBytes(3).toString('hex')}.json`);
  const secret = db?.secret ?? randomBytes(32).toString('hex');
  const env = {
    ...process.env,
    JWT_SECRET: secret,
    ...(db ? { DATABASE_URL: db.url } : { PGLITE_DIR: join(pgliteDir, 'pglite') }),
  };
  if (!db) delete env.DATABASE_URL;
  const run = spawnSync(
    NODE,
    [
      '--import',
      'tsx',
      'bench/prepare-resilience.ts',
      out,
      String(shoppers),
      String(stockEach),
      db?.dataDir ?? pgliteDir,
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    },
  );
  if (run.status !== 0) fail('preparing the database failed');
  const data = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(out);
  if (!db) pglitePrepared.set(pgliteDir, secret);
  return data;
}

/** A real server process (node --import tsx, so SIGKILL hits the server itself). */
export async function startServer(db, extra = {}) {
  const port = takePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const secret = db.url ? db.secret : pglitePrepared.get(db.dataDir);
  const child = spawn(NODE, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...parentEnv,
      ...(db.url ? { DATABASE_URL: db.url } : {}),
      JWT_SECRET: secret,
      NODE_ENV: 'production',
      PUBLIC_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: db.dataDir,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error',
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const exited = new Promise((r) => child.once('exit', r)).then(() => children.delete(child));
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) fail(`the server on ${url} exited during start`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  return {
    url,
    kill: () => child.kill('SIGKILL'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    /** PGlite only: a query through a short-lived process after this server stops. */
    async sql(text) {
      await this.stop();
      const run = spawnSync(
        NODE,
        ['--import', 'tsx', 'bench/pglite-query.ts', join(db.dataDir, 'pglite'), text],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      if (run.status !== 0) fail('reading the PGlite database failed');
      return JSON.parse(run.stdout);
    },
  };
}

export async function placeOrder(url, shopper, key) {
  return timedAnswer(() =>
    fetch(`${url}/api/users/${shopper.id}/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${shopper.token}`,
        'content-type': 'application/json',
        'idempotency-key': `resilience-${key}`,
      },
      body: JSON.stringify({ paymentMethod: 'cod', address: ADDRESS }),
    }),
  );
}

/** Status (0 when the connection died), error code and time of one call. */
export async function timedAnswer(call) {
  const t0 = performance.now();
  try {
    const res = await call();
    const body = await res.json().catch(() => ({}));
    return { status: res.status, code: body.code, message: body.message, ms: performance.now() - t0 };
  } catch {
    return { status: 0, code: 'CONNECTION_LOST', ms: performance.now() - t0 };
  }
}

export async function timed(call) {
  const t0 = performance.now();
  const res = await call();
  await res.arrayBuffer();
  if (!res.ok) fail(`catalogue read answered ${res.status}`);
  return performance.now() - t0;
}

export function pctOf(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1);
}
export function pct(answers, p) {
  return pctOf(
    answers.map((a) => a.ms),
    p,
  );
}
export function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

export function fail(message) {
  console.error(`\nresilience: ${message}`);
  console.log(report.join('\n'));
  process.exit(1);
}

export async function query(url, text, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

export async function pgReachable(url) {
  try {
    await query(url, 'select 1');
    return true;
  } catch {
    return false;
  }
}

export function redisReachable(url) {
  const u = new URL(url);
  return new Promise((done) => {
    const socket = createConnection({ host: u.hostname, port: Number(u.port || 6379) }, () =>
      socket.write('PING\r\n'),
    );
    socket.setTimeout(1_000, () => (socket.destroy(), done(false)));
    socket.on('data', (d) => (socket.end(), done(d.toString().startsWith('+PONG'))));
    socket.on('error', () => done(false));
  });
}
