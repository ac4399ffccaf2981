import type { DbDriver } from '../client';

/**
 * An Atlas backup is gzipped JSON lines (docs/decisions/0011-backups.md):
 *
 *   {"kind":"header", format, version, createdAt, driver, migrations, tables}
 *   {"kind":"table","name":"users","rows":2}      followed by exactly `rows` lines,
 *   {…row as PostgreSQL's row_to_json…}           one per row, in primary-key order
 *   {"kind":"media","path":"demo/x.svg","data":"<base64>"}   one per file under media/
 *   {"kind":"kept","path":"<stamp>/file.csv","data":"<base64>"}   one per file under imports/
 *   {"kind":"end","media":n,"kept":n,"sha256":"<hex>"}   the SHA-256 of every byte before this line
 *
 * media/ and imports/ are the shop's file store (DATA_DIR or the bucket). Version 1 had no
 * imports/ (no "kept" entries, no "kept" count): a restore of one leaves the kept files alone.
 */
export const BACKUP_FORMAT = 'atlas-backup';
export const BACKUP_VERSION = 2;

export interface BackupMigration {
  hash: string;
  /** drizzle's `created_at`: the migration's journal timestamp, which orders migrations. */
  createdAt: number;
  /** The migration's file name, when the writer's code knew it. */
  tag?: string;
}

export interface BackupSequence {
  column: string;
  /** The last value the sequence handed out (0 when it never did). */
  lastValue: number;
}

export interface BackupTable {
  name: string;
  rows: number;
  columns: string[];
  sequences: BackupSequence[];
}

export interface BackupHeader {
  kind: 'header';
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  driver: DbDriver;
  migrations: BackupMigration[];
  tables: BackupTable[];
}

export interface TableLine {
  kind: 'table';
  name: string;
  rows: number;
}

export interface MediaLine {
  kind: 'media' | 'kept';
  path: string;
  data: string;
}

export interface EndLine {
  kind: 'end';
  media: number;
  /** Absent in version 1. */
  kept?: number;
  sha256: string;
}

/** A problem the user can act on: the CLI prints its message alone, without a stack. */
export class BackupError extends Error {}
