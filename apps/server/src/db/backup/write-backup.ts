import { createHash } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Database, type Db } from '../client';
import type { FileStore } from '../../lib/file-store/file-store';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, type BackupTable } from './backup-format';
import {
  appliedMigrations,
  applicationTables,
  columnList,
  queryRows,
  quoted,
  rowCount,
  sequenceLastValue,
  type TableInfo,
} from './database-catalog';
import { listStoredFiles, readStoredFile } from './media-files';

const FETCH_ROWS = 1000;

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: { name: string; rows: number }[];
  mediaFiles: number;
  /** Files imports kept (the spreadsheet as imported, the catalogue before it). */
  keptFiles: number;
}

/** One gzipped JSON-lines stream whose SHA-256 covers every line written. */
class LineWriter {
  readonly #gzip = createGzip();
  readonly #hash = createHash('sha256');
  readonly done: Promise<void>;

  constructor(file: string) {
    this.done = pipeline(this.#gzip, createWriteStream(file));
  }

  async write(line: string): Promise<void> {
    const bytes = Buffer.from(`${line}\n`);
    this.#hash.update(bytes);
    if (!this.#gzip.write(bytes)) await once(this.#gzip, 'drain');
  }

  digest(): string {
    return this.#hash.digest('hex');
  }

  abort(): Promise<void> {
    this.#gzip.destroy();
    return this.done.catch(() => {});
  }

  async finish(last: string): Promise<void> {
    this.#gzip.end(`${last}\n`);
    await this.done;
  }
}

/**
 * Writes a backup of every application table, the media and the kept import files to `file` (through a
 * `.partial` file renamed at the end). The tables are read in one repeatable-read transaction, so
 * they are consistent with each other even while a server keeps writing (PostgreSQL).
 */
export async function writeBackup(
  database: Database,
  files: FileStore,
  file: string,
  now = new Date(),
): Promise<BackupSummary> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const out = new LineWriter(partial);
  try {
    const tables = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      // timestamps then read back the same whichever zone the server runs in
      await tx.execute(sql`set local timezone = 'UTC'`);
      const infos = await applicationTables(tx);
      const header = await describe(tx, infos, database.driver, now);
      await out.write(JSON.stringify(header));
      for (const [i, table] of header.tables.entries()) {
        await out.write(JSON.stringify({ kind: 'table', name: table.name, rows: table.rows }));
        await writeRows(tx, infos[i]!, out);
      }
      return header.tables;
    });
    const media = await listStoredFiles(files, 'media');
    for (const path of media) {
      const data = (await readStoredFile(files, 'media', path)).toString('base64');
      await out.write(JSON.stringify({ kind: 'media', path, data }));
    }
    const kept = await listStoredFiles(files, 'imports');
    for (const path of kept) {
      const data = (await readStoredFile(files, 'imports', path)).toString('base64');
      await out.write(JSON.stringify({ kind: 'kept', path, data }));
    }
    await out.finish(
      JSON.stringify({ kind: 'end', media: media.length, kept: kept.length, sha256: out.digest() }),
    );
    await rename(partial, file);
    return {
      file,
      bytes: (await stat(file)).size,
      tables: tables.map((t) => ({ name: t.name, rows: t.rows })),
      mediaFiles: media.length,
      keptFiles: kept.length,
    };
  } catch (err) {
    await out.abort();
    await rm(partial, { force: true });
    throw err;
  }
}

async function describe(
  tx: Db,
  infos: TableInfo[],
  driver: Database['driver'],
  now: Date,
): Promise<BackupHeader> {
  const tags = journalTags();
  const migrations = (await appliedMigrations(tx)).map((m) => ({ ...m, tag: tags.get(m.createdAt) }));
  const tables: BackupTable[] = [];
  for (const info of infos) {
    const sequences = [];
    for (const column of info.columns) {
      if (column.sequence)
        sequences.push({ column: column.name, lastValue: await sequenceLastValue(tx, column.sequence) });
    }
    tables.push({
      name: info.name,
      rows: await rowCount(tx, info.name),
      columns: info.columns.map((c) => c.name),
      sequences,
    });
  }
  return {
    kind: 'header',
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now.toISOString(),
    driver,
    migrations,
    tables,
  };
}

/** Rows in primary-key order through a cursor, a batch at a time, as PostgreSQL's own JSON. */
async function writeRows(tx: Db, table: TableInfo, out: LineWriter): Promise<void> {
  const order = table.primaryKey.length > 0 ? columnList(table.primaryKey) : sql`t::text`;
  await tx.execute(
    sql`declare atlas_backup no scroll cursor for select row_to_json(t)::text as "r" from ${quoted(table.name)} t order by ${order}`,
  );
  for (;;) {
    const rows = await queryRows<{ r: string }>(tx, sql.raw(`fetch forward ${FETCH_ROWS} from atlas_backup`));
    for (const row of rows) await out.write(row.r);
    if (rows.length < FETCH_ROWS) break;
  }
  await tx.execute(sql`close atlas_backup`);
}

/** Migration file names by their journal timestamp, for messages a person reads. */
function journalTags(): Map<number, string> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return new Map(journal.entries.map((e) => [e.when, e.tag]));
}
