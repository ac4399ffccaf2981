import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { diskStore } from '../../lib/file-store/disk-store';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client';
import { auditLog, users } from '../schema/index';
import {
  asVersion1,
  fillShop,
  importThroughAdmin,
  KEPT_STAMP,
  mediaDump,
  rewriteBackup,
  saveFile,
  tableDump,
} from '../../test/backup-fixtures';
import { bearer, signIn } from '../../test/shoppers';
import { createTestApp, openTestDatabase, type TestContext } from '../../test/test-app';
import { BackupError } from './backup-format';
import { verifyBackup } from './read-backup';
import { planRestore, restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

async function restore(database: Database, dataDir: string, file: string) {
  return restoreBackup(database, diskStore(dataDir), await planRestore(database, await verifyBackup(file)));
}

describe('backup and restore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atlas-backup-'));
  const sourceDir = join(dir, 'source');
  const targetDir = join(dir, 'target');
  const file = join(dir, 'shop.jsonl.gz');
  let source: TestDatabase;
  let target: TestDatabase;
  let before: Record<string, string[]>;

  beforeAll(async () => {
    [source, target] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    await fillShop(source.database.db, sourceDir);
    before = await tableDump(source.database.db);
    await writeBackup(source.database, diskStore(sourceDir), file);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([source?.drop(), target?.drop()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('fills most tables', () => {
    const filled = Object.values(before).filter((rows) => rows.length > 0);
    expect(filled.length).toBe(Object.keys(before).length);
  });

  it('restores every row exactly into a fresh database, replacing what was there, and the media byte for byte', async () => {
    await target.database.db.insert(users).values({ email: 'replaced@atlas.test' });
    await saveFile(targetDir, 'stale/old.webp', Buffer.from('old'));

    const summary = await restore(target.database, targetDir, file);

    expect(await tableDump(target.database.db)).toEqual(before);
    expect(await mediaDump(targetDir)).toEqual(await mediaDump(sourceDir));
    expect(summary.skipped).toEqual([]);
    expect(summary.mediaFiles).toBeGreaterThan(100);
    // the files imports kept come back too, so the audit's downloads answer after a restore
    expect(await mediaDump(targetDir, 'imports')).toEqual(await mediaDump(sourceDir, 'imports'));
    expect(Object.keys(await mediaDump(targetDir, 'imports'))).toEqual([
      `${KEPT_STAMP}/before.csv`,
      `${KEPT_STAMP}/file.csv`,
    ]);
    expect(summary.keptFiles).toBe(2);
  }, 60_000);

  it('restores a backup made before backups carried import files, leaving the kept files alone', async () => {
    const older = join(dir, 'version-1.jsonl.gz');
    asVersion1(file, older);
    const keptNow = await mediaDump(targetDir, 'imports');
    expect(Object.keys(keptNow)).toHaveLength(2);
    const summary = await restore(target.database, targetDir, older);
    expect(summary.keptFiles).toBe(0);
    expect(await mediaDump(targetDir, 'imports')).toEqual(keptNow);
    expect(await tableDump(target.database.db)).toEqual(before);
  }, 60_000);

  it('continues every sequence after the backup: a new row gets the id the source would give', async () => {
    const [next] = await target.database.db.insert(users).values({ email: 'new@atlas.test' }).returning();
    const [fromSource] = await source.database.db
      .insert(users)
      .values({ email: 'new@atlas.test' })
      .returning();
    expect(next!.id).toBe(fromSource!.id);
    await source.database.db.delete(users).where(eq(users.id, fromSource!.id));
    await target.database.db.delete(users).where(eq(users.id, next!.id));
  });

  it('refuses a truncated file and leaves the target untouched', async () => {
    const cut = join(dir, 'cut.jsonl.gz');
    const bytes = readFileSync(file);
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const now = await tableDump(target.database.db);

    await expect(verifyBackup(cut)).rejects.toThrow(BackupError);
    await expect(verifyBackup(cut)).rejects.toThrow(/damaged or incomplete/);
    expect(await tableDump(target.database.db)).toEqual(now);
  });

  it('refuses a file whose content does not match its checksum, or that was cut at a line', async () => {
    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
    const tampered = join(dir, 'tampered.jsonl.gz');
    writeFileSync(tampered, gzipSync(lines.join('\n').replace('shopper@atlas.demo', 'shopper@atlas.evil')));
    await expect(verifyBackup(tampered)).rejects.toThrow(/checksum does not match/);

    const cutAtLine = join(dir, 'cut-at-line.jsonl.gz');
    writeFileSync(cutAtLine, gzipSync(lines.slice(0, 40).join('\n') + '\n'));
    await expect(verifyBackup(cutAtLine)).rejects.toThrow(/truncated/);

    const notBackup = join(dir, 'not-a-backup.gz');
    writeFileSync(notBackup, 'hello');
    await expect(verifyBackup(notBackup)).rejects.toThrow(/damaged/);
    await expect(verifyBackup(join(dir, 'missing.gz'))).rejects.toThrow(/No backup file/);
  });

  it('refuses a backup from a newer schema before changing anything', async () => {
    const newer = join(dir, 'newer.jsonl.gz');
    rewriteBackup(file, newer, ([header, ...rest]) => {
      const parsed = JSON.parse(header!);
      parsed.migrations.push({ hash: 'x', createdAt: 9_999_999_999_999, tag: '9999_future' });
      return [JSON.stringify(parsed), ...rest];
    });
    const now = await tableDump(target.database.db);

    const verified = await verifyBackup(newer);
    await expect(planRestore(target.database, verified)).rejects.toThrow(/newer or different.*9999_future/);
    expect(await tableDump(target.database.db)).toEqual(now);
  });

  // Moving a shop from the embedded database to a server and back: only with a PostgreSQL server.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'moves a shop between PostgreSQL and PGlite both ways',
    async () => {
      const pglite = await openDatabase({ kind: 'pglite' });
      const other = await openTestDatabase();
      try {
        const pgliteDir = join(dir, 'pglite');
        await restore(pglite, pgliteDir, file);
        expect(await tableDump(pglite.db)).toEqual(before);

        const fromPglite = join(dir, 'from-pglite.jsonl.gz');
        await writeBackup(pglite, diskStore(pgliteDir), fromPglite);
        expect((await verifyBackup(fromPglite)).header.driver).toBe('pglite');
        const otherDir = join(dir, 'other');
        await restore(other.database, otherDir, fromPglite);
        expect(await tableDump(other.database.db)).toEqual(before);
        expect(await mediaDump(otherDir)).toEqual(await mediaDump(sourceDir));
      } finally {
        await pglite.close();
        await other.drop();
      }
    },
    120_000,
  );
});

describe('a backup taken after a catalogue import, restored on a fresh shop', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atlas-backup-import-'));
  const file = join(dir, 'after-import.jsonl.gz');
  let source: TestContext;
  let target: TestContext;
  let imported: Awaited<ReturnType<typeof importThroughAdmin>>;
  const downloads = async (t: TestContext) => {
    const admin = await signIn(t.app, 'admin@atlas.demo', 'Admin@2026');
    return Promise.all(
      imported.files.map((url) => t.app.inject({ method: 'GET', url, headers: bearer(admin) })),
    );
  };
  // as db:restore does: the database and the data folder, not the running app's cached store
  const restoreInto = (t: TestContext, backup: string) => restore(t.database, t.env.DATA_DIR, backup);

  beforeAll(async () => {
    [source, target] = await Promise.all([createTestApp(), createTestApp()]);
    imported = await importThroughAdmin(source.app);
    await writeBackup(source.database, diskStore(source.env.DATA_DIR), file);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([source?.close(), target?.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores a backup made before backups carried import files: the rows come back, the kept files cannot', async () => {
    const older = join(dir, 'version-1.jsonl.gz');
    asVersion1(file, older);
    const summary = await restoreInto(target, older);
    expect(summary.keptFiles).toBe(0);
    expect(
      await target.app.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.import')),
    ).toHaveLength(1);
    expect((await downloads(target)).map((res) => res.statusCode)).toEqual([404, 404]);
  }, 60_000);

  it("serves the import's files through the admin's audit download, byte for byte", async () => {
    const fromSource = await downloads(source);
    expect(fromSource.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(fromSource[0]!.rawPayload.equals(imported.upload)).toBe(true);

    const summary = await restoreInto(target, file);
    expect(summary.keptFiles).toBe(2);
    const restored = await downloads(target);
    expect(restored.map((res) => res.statusCode)).toEqual([200, 200]);
    for (const [i, res] of restored.entries())
      expect(res.rawPayload.equals(fromSource[i]!.rawPayload)).toBe(true);
  }, 60_000);
});
