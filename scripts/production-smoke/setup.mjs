// What the run sets up: its folder, a fresh database, and the shop started the way
// deploy/systemd/atlas.service starts it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { deployFile, readServiceUnit } from './deploy-files.mjs';
import { check, onCleanup, start, tail, waitFor } from './harness.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const tmp = mkdtempSync(join(tmpdir(), 'atlas-smoke-'));
export const logFile = (name) => join(tmp, `${name}.log`);
const POSTGRES = process.env.SMOKE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new database on the PostgreSQL server, dropped when the run ends. */
export async function createDatabase(name) {
  await sql(POSTGRES, `drop database if exists ${name} with (force)`);
  await sql(POSTGRES, `create database ${name}`);
  onCleanup(() => sql(POSTGRES, `drop database if exists ${name} with (force)`));
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return { name, url: url.href };
}

export async function sql(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** Deletes the run's rate-limit counters (they would expire within 15 minutes anyway). */
export function forgetRedisKeys(url, prefix) {
  onCleanup(async () => {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      const keys = [];
      for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 500 })) keys.push(...batch);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });
}

/**
 * deploy/systemd/atlas.service's ExecStart in its own process group, which `stop()` signals as
 * systemd signals the unit's control group: SIGTERM, then SIGKILL after `ms`.
 */
export async function startShop(env) {
  const unit = readServiceUnit(deployFile(ROOT, 'systemd', 'atlas.service'), ROOT);
  const log = logFile('shop');
  const shop = start(unit.command, unit.args, {
    cwd: unit.workingDirectory,
    env,
    detached: true,
    logFile: log,
  });
  const signal = (name) => {
    try {
      process.kill(-shop.pid, name);
    } catch {
      // already gone
    }
  };
  const stop = async (ms) => {
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), ms);
    const ended = await shop.done;
    clearTimeout(timer);
    signal('SIGKILL'); // a worker left behind
    return ended;
  };
  onCleanup(() => stop(5_000));
  await waitFor(
    async () => shop.exitCode !== null || (await fetch(`http://127.0.0.1:${env.PORT}/api/health`)).ok,
    90_000,
    `the shop did not answer /api/health within 90 s\n${tail(log)}`,
  );
  check(shop.exitCode === null, `the shop exited:\n${tail(log)}`);
  return { stop, log };
}

/** The environment of the admin's command-line scripts: the shop's, with npm on the PATH. */
export const cliEnvironment = (env) => ({
  HOME: process.env.HOME,
  ...env,
  PATH: `${env.PATH}:${process.env.PATH}`,
});
