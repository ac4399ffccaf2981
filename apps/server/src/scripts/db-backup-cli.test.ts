import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client';
import { dataDirLockFile, lockDataDir } from '../db/data-dir-lock';
import { products, trainers, users } from '../db/schema/index';
import { diskStore } from '../lib/file-store/disk-store';
import { KEPT_STAMP, mediaDump, saveFile } from '../test/backup-fixtures';
import { PROCESS_TEST_TIMEOUT } from '../test/other-process';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a script as `npm run db:…` does, on PGlite whatever the test run's database. */
function run(
  script: string,
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      join(serverDir, '../../node_modules/.bin/tsx'),
      [`src/scripts/${script}.ts`, ...args],
      { cwd: serverDir, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

/** The data folder's PGlite, opened in this process: a copy of the migrated snapshot when there is one. */
async function openDataDir(dataDir: string) {
  const snapshot = inject('pgliteSnapshot');
  const fresh = !existsSync(join(dataDir, 'pglite'));
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: join(dataDir, 'pglite'),
    ...(fresh && snapshot ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {}),
  });
  if (fresh && !snapshot) await database.migrate();
  return database;
}

// each test runs a script in a process of its own (timeouts, not speed checks)
describe('npm run db:backup / db:restore on a PGlite DATA_DIR', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-cli-'));
  const file = join(dataDir, 'out', 'shop.jsonl.gz');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  beforeAll(async () => {
    const database = await openDataDir(dataDir);
    await database.db.insert(users).values({ email: 'cli@atlas.test', fName: 'سارة' });
    await database.close();
    await saveFile(dataDir, 'avatars/cli.webp', Buffer.from([1, 2, 3]));
    await diskStore(dataDir).put(`imports/${KEPT_STAMP}/file.csv`, 'name,price\r\nWhey,900\r\n');
  }, 60_000);

  it('refuses while a server holds the folder, and says to stop it', async () => {
    const release = lockDataDir(dataDir, 'server');
    try {
      const { code, out } = await run('db-backup', ['--out', file], dataDir);
      expect(code).toBe(1);
      expect(out).toContain(`in use by an Atlas server (pid ${process.pid}`);
      expect(out).toContain('stop the server first');
      expect(out).not.toMatch(/^\s+at /m);
      expect(existsSync(file)).toBe(false);
    } finally {
      release();
    }
  });

  it('backs up past a stale lock, then restores what was lost', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(
      dataDirLockFile(dataDir),
      JSON.stringify({ pid: gone, host: hostname(), purpose: 'server' }),
    );
    const media = await mediaDump(dataDir);
    const kept = await mediaDump(dataDir, 'imports');

    const backup = await run('db-backup', ['--out', file], dataDir);
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toContain(file);
    expect(backup.out).toMatch(/users\s+1\n/);
    expect(existsSync(dataDirLockFile(dataDir))).toBe(false);

    const database = await openDataDir(dataDir);
    await database.db.delete(users).where(eq(users.email, 'cli@atlas.test'));
    await database.close();
    rmSync(join(dataDir, 'media'), { recursive: true });
    rmSync(join(dataDir, 'imports'), { recursive: true });

    expect((await run('db-restore', [], dataDir)).out).toContain('Usage: npm run db:restore');
    const restored = await run('db-restore', [file, '--yes'], dataDir);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain('This REPLACES every table');
    expect(restored.out).toMatch(/users\s+0\s+1\n/);
    expect(restored.out).toMatch(/files kept by imports\s+0\s+1\n/);

    const after = await openDataDir(dataDir);
    const [user] = await after.db.select().from(users).where(eq(users.email, 'cli@atlas.test'));
    await after.close();
    expect(user?.fName).toBe('سارة');
    expect(await mediaDump(dataDir)).toEqual(media);
    expect(await mediaDump(dataDir, 'imports')).toEqual(kept);
  });
});

describe('npm run demo:load', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-demo-load-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-secret-that-is-long-enough-to-sign',
    PUBLIC_URL: 'https://staging.example.com',
  };
  const count = async (table: typeof products | typeof trainers | typeof users) => {
    const database = await openDataDir(dataDir);
    try {
      return (await database.db.select().from(table)).length;
    } finally {
      await database.close();
    }
  };

  it('asks for --yes in production, loads the demo catalogue and trainers into a shop with none, and only once', async () => {
    const refused = await run('demo-load', [], dataDir, production);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('NODE_ENV=production');
    expect(refused.out).toContain('Nothing was loaded.');

    const loaded = await run('demo-load', ['--yes'], dataDir, production);
    expect(loaded.code, loaded.out).toBe(0);
    expect(loaded.out).toContain('Loaded the demo catalogue and trainers');
    expect(await count(products)).toBe(40);
    expect(await count(trainers)).toBe(14);
    // no accounts: the demo logins are published
    expect(await count(users)).toBe(0);
    expect(existsSync(join(dataDir, 'media', 'demo'))).toBe(true);

    const again = await run('demo-load', ['--yes'], dataDir, production);
    expect(again.code).toBe(1);
    expect(again.out).toContain('already has products');
    expect(await count(products)).toBe(40);
  });
});
