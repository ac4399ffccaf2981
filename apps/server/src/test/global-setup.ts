import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { migratedSnapshot } from './pglite-snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a migrated data-dir tarball each test file opens as its own copy. */
    pgliteSnapshot: string;
    /** PostgreSQL: a migrated template database each test file copies with CREATE DATABASE … TEMPLATE. */
    pgTemplate: string;
  }
}

/** Migrates one database per run; every test file then gets a fresh clone of it. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `atlas_tpl_${process.pid}_${Date.now()}`;
    await adminQuery(url, `CREATE DATABASE ${template}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, template), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    };
  }

  const dir = mkdtempSync(join(tmpdir(), 'atlas-test-'));
  const snapshot = join(dir, 'migrated.tar');
  writeFileSync(snapshot, await migratedSnapshot());
  project.provide('pgliteSnapshot', snapshot);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
