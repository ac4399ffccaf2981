import { sql } from 'drizzle-orm';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { diskStore } from '../lib/file-store/disk-store';
import { join } from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { verifyBackup } from '../db/backup/read-backup';
import { restoreBackup } from '../db/backup/restore-backup';
import { writeBackup } from '../db/backup/write-backup';
import { migrationsFolder, type Database } from '../db/client';
import { fillShop } from './backup-fixtures';
import { openEmptyTestDatabase, openTestDatabase } from './test-app';

/**
 * Applies our migrations up to and including `lastTag` (a folder of them is written under `dir`),
 * as an Atlas of that time would have: the start of every test of a migration on a filled shop.
 */
export async function migrateUpTo(database: Database, lastTag: string, dir: string): Promise<void> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const entries = journal.entries.slice(0, last + 1);
  mkdirSync(join(dir, 'meta'), { recursive: true });
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) copyFileSync(join(migrationsFolder, `${e.tag}.sql`), join(dir, `${e.tag}.sql`));
  if (database.driver === 'pglite') await migratePglite(database.db as never, { migrationsFolder: dir });
  else await migratePg(database.db as never, { migrationsFolder: dir });
}

/**
 * Today's demo shop carried into a database of the schema as it was after `lastTag`: filled by
 * today's code, backed up, and restored into the older schema (the restore writes the columns that
 * schema has; today's seed cannot write to it directly). Files go under `dir`.
 */
export async function shopAtMigration(lastTag: string, dir: string) {
  const today = await openTestDatabase();
  try {
    await fillShop(today.database.db, join(dir, 'today-data'));
    // rows today's schema allows and no older one did (guests' payments): an older shop never had them
    await today.database.db.execute(sql`delete from paymob_payments where user_id is null`);
    await writeBackup(today.database, diskStore(join(dir, 'today-data')), join(dir, 'today.jsonl.gz'));
  } finally {
    await today.drop();
  }
  const old = await openEmptyTestDatabase();
  await migrateUpTo(old.database, lastTag, join(dir, 'migrations'));
  const verified = await verifyBackup(join(dir, 'today.jsonl.gz'));
  await restoreBackup(old.database, diskStore(join(dir, 'old-data')), { ...verified, current: [] });
  return old;
}
