import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { openDatabase, type Database } from '../db/client';
import { loadEnv, type Env } from '../env';
import { adminQuery, withDatabase } from './global-setup';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  env: Env;
  close(): Promise<void>;
}

type TestDatabase = { database: Database; drop(): Promise<void> };

/** A new PostgreSQL database, empty or copied from a template, dropped with the test. */
async function newPostgresDatabase(url: string, template?: string): Promise<TestDatabase> {
  const name = `atlas_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 4 });
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

let snapshot: { path: string; blob: Blob } | undefined;
/** The migrated snapshot, read once per worker and run (a worker's files share its modules). */
function snapshotBlob(): Blob {
  const path = inject('pgliteSnapshot');
  if (snapshot?.path !== path) snapshot = { path, blob: new Blob([readFileSync(path)]) };
  return snapshot.blob;
}

/** A fresh migrated database for this test file: a PGlite copy, or a PostgreSQL database from the template. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) return newPostgresDatabase(url, template);
  const database = await openDatabase({ kind: 'pglite', loadDataDir: snapshotBlob() });
  return { database, drop: () => database.close() };
}

/** A fresh database with no schema at all (for migration tests): PGlite in memory, or a new PostgreSQL database. */
export async function openEmptyTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return newPostgresDatabase(url);
  const database = await openDatabase({ kind: 'pglite' });
  return { database, drop: () => database.close() };
}

export interface TestAppOptions {
  env?: Partial<Record<string, string>>;
  /** Extra routes for tests of cross-cutting behaviour, added before the app is ready. */
  extend?: (app: FastifyInstance) => void;
  now?: () => Date;
  mail?: AppDeps['mail'];
  /** Off unless a test reads the log lines. */
  logger?: AppDeps['logger'];
  onRoute?: (route: RouteOptions) => void;
}

export async function createTestApp({
  env: overrides = {},
  extend,
  now,
  mail,
  logger = false,
  onRoute,
}: TestAppOptions = {}): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-data-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ...overrides,
  });
  const app = await buildApp({ env, database, logger, now, mail, onRoute });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
