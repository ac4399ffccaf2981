import { sql } from 'drizzle-orm';
import type { Database, Db } from '../client';
import { CATALOGUE_CHANNEL } from '../catalogue-read-model';
import { BackupError, type BackupHeader, type BackupMigration } from './backup-format';
import {
  appliedMigrations,
  applicationTables,
  columnList,
  quoted,
  rowCount,
  type TableInfo,
} from './database-catalog';
import type { FileStore } from '../../lib/file-store/file-store';
import { StagedFiles, type StoredFolder } from './media-files';
import { readBackup, type VerifiedBackup } from './read-backup';

export interface RestorePlan extends VerifiedBackup {
  /** What the target holds now, which the restore replaces. */
  current: { name: string; rows: number }[];
}

/**
 * Migrates the target and refuses a backup (already checked whole by verifyBackup) from a newer
 * schema. Nothing but the migration touches the target, so a caller can show the plan and ask.
 */
export async function planRestore(database: Database, verified: VerifiedBackup): Promise<RestorePlan> {
  const { file, header, mediaFiles, keptFiles } = verified;
  await database.migrate();
  checkSchema(header.migrations, await appliedMigrations(database.db));
  const current = [];
  for (const table of await applicationTables(database.db))
    current.push({ name: table.name, rows: await rowCount(database.db, table.name) });
  return { file, header, mediaFiles, keptFiles, current };
}

/** The backup's migrations must be the first of the target's: its tables are then all here. */
export function checkSchema(backup: BackupMigration[], target: BackupMigration[]): void {
  const index = backup.findIndex((m, i) => target[i]?.createdAt !== m.createdAt);
  if (index === -1) return;
  const m = backup[index]!;
  throw new BackupError(
    `This backup comes from a newer or different database schema: its migration ${m.tag ?? m.createdAt} is not applied to this database. Upgrade Atlas to the version that made the backup, then restore.`,
  );
}

export interface RestoreSummary {
  tables: { name: string; rows: number }[];
  mediaFiles: number;
  keptFiles: number;
  /** Tables and columns of the backup this schema no longer has. */
  skipped: string[];
}

/**
 * Replaces every application table in ONE transaction: triggers off (they would stamp
 * `updated_at` and notify per batch), truncate, insert parents before children, sequences past
 * the restored ids, triggers on, and one notification so running read models reload. The backup's
 * media and kept import files replace the file store's after the commit.
 */
export async function restoreBackup(
  database: Database,
  files: FileStore,
  plan: RestorePlan,
): Promise<RestoreSummary> {
  const staged = new StagedFiles(files);
  await staged.prepare();
  const skipped: string[] = [];
  let tables: RestoreSummary['tables'] = [];
  try {
    await database.db.transaction(async (tx) => {
      const targets = await applicationTables(tx);
      const byName = new Map(targets.map((t) => [t.name, t]));
      // a table newer than the backup keeps what the migrations (or the shop since) put in it:
      // the delivery zones and settings a backup from before them cannot hold
      const inBackup = new Set(plan.header.tables.map((t) => t.name));
      const replaced = targets.filter((t) => inBackup.has(t.name)).map((t) => t.name);
      for (const t of targets) await tx.execute(sql`alter table ${quoted(t.name)} disable trigger user`);
      await tx.execute(sql`truncate ${columnList(replaced)} restart identity cascade`);
      let header: BackupHeader | undefined;
      for await (const entry of readBackup(plan.file)) {
        if (entry.kind === 'header') {
          header = entry.header;
          skipped.push(...unknownParts(header, byName));
        } else if (entry.kind === 'rows') {
          const target = byName.get(entry.table);
          const columns = header!.tables.find((t) => t.name === entry.table)!.columns;
          if (target) await insertRows(tx, target, columns, entry.rows);
        } else if (entry.kind === 'media' || entry.kind === 'kept') {
          await staged.write(entry.kind === 'media' ? 'media' : 'imports', entry.path, entry.data);
        }
      }
      await resetSequences(tx, targets, header!);
      for (const t of targets) await tx.execute(sql`alter table ${quoted(t.name)} enable trigger user`);
      await tx.execute(
        sql`select pg_notify(${CATALOGUE_CHANNEL}, pg_current_xact_id()::text || ':*'),
                   pg_notify(${CATALOGUE_CHANNEL}, pg_current_xact_id()::text || ':@training'),
                   pg_notify(${CATALOGUE_CHANNEL}, pg_current_xact_id()::text || ':@roles')`,
      );
      tables = [];
      for (const t of targets) tables.push({ name: t.name, rows: await rowCount(tx, t.name) });
    });
  } catch (err) {
    await staged.discard();
    throw err;
  }
  const carried: StoredFolder[] = plan.keptFiles === undefined ? ['media'] : ['media', 'imports'];
  await staged.swapIn(carried);
  return { tables, mediaFiles: staged.count('media'), keptFiles: staged.count('imports'), skipped };
}

async function insertRows(tx: Db, target: TableInfo, backupColumns: string[], rows: string[]): Promise<void> {
  const writable = new Set(target.columns.filter((c) => !c.generated).map((c) => c.name));
  const columns = columnList(backupColumns.filter((c) => writable.has(c)));
  await tx.execute(
    sql`insert into ${quoted(target.name)} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${quoted(target.name)}, ${`[${rows.join(',')}]`}::json)`,
  );
}

/** Each sequence continues after the larger of the backup's last value and the restored ids. */
async function resetSequences(tx: Db, targets: TableInfo[], header: BackupHeader): Promise<void> {
  for (const table of targets) {
    const saved = header.tables.find((t) => t.name === table.name)?.sequences ?? [];
    for (const column of table.columns) {
      if (!column.sequence) continue;
      const last = saved.find((s) => s.column === column.name)?.lastValue ?? 0;
      await tx.execute(
        sql`select setval(${column.sequence}::regclass, greatest(${last}::bigint, max(${quoted(column.name)}), 1),
                          greatest(${last}::bigint, max(${quoted(column.name)})) > 0)
            from ${quoted(table.name)}`,
      );
    }
  }
}

function unknownParts(header: BackupHeader, targets: Map<string, TableInfo>): string[] {
  return header.tables.flatMap((t) => {
    const target = targets.get(t.name);
    if (!target) return [`table ${t.name} (${t.rows} rows)`];
    const known = new Set(target.columns.map((c) => c.name));
    return t.columns.filter((c) => !known.has(c)).map((c) => `column ${t.name}.${c}`);
  });
}
