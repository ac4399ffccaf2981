import { existsSync } from 'node:fs';
import { openDatabase, pgliteDir, type Database } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { BackupError } from '../db/backup/backup-format';
import { EnvError, type Env } from '../env';

export interface CliDatabase {
  database: Database;
  /** Where the data lives, for messages (a PostgreSQL URL without its password). */
  where: string;
  close(): Promise<void>;
}

/**
 * The server's database, opened the way main.ts opens it. PGlite's folder is locked first, so a
 * running server (or another backup) makes this refuse instead of corrupting the folder.
 */
export async function openCliDatabase(
  env: Env,
  purpose: 'backup' | 'restore' | 'export' | 'admin' | 'demo',
  { mustExist }: { mustExist: boolean },
): Promise<CliDatabase> {
  if (env.DATABASE_URL) {
    const database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 });
    const where = `PostgreSQL at ${redacted(env.DATABASE_URL)}`;
    try {
      await database.ping();
    } catch (err) {
      await database.close().catch(() => {});
      // drizzle wraps the driver's error, which says what went wrong
      const e = ((err as Error).cause ?? err) as NodeJS.ErrnoException;
      throw new BackupError(`Cannot reach the database (${where}): ${e.message || e.code || 'no answer'}.`);
    }
    return { database, where, close: () => database.close() };
  }
  const dir = pgliteDir(env.DATA_DIR);
  if (mustExist && !existsSync(dir))
    throw new BackupError(`There is no embedded database in ${dir}: nothing to back up.`);
  const release = lockDataDir(env.DATA_DIR, purpose);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    return {
      database,
      where: `PGlite in ${dir}`,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

function redacted(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** A refusal the user can act on, ending the command with the exit code it documents. */
export class CliError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number) {
    super(message);
    this.exitCode = exitCode;
  }
}

/**
 * Runs a command; a problem the user can fix is printed as its message alone, exit code 1 (or
 * a CliError's own).
 */
export function runCli(command: () => Promise<void>): void {
  command().then(
    () => process.exit(0),
    (err: unknown) => {
      const known = err instanceof BackupError || err instanceof EnvError || err instanceof CliError;
      console.error(known ? (err as Error).message : `Failed: ${(err as Error).message ?? String(err)}`);
      process.exit(err instanceof CliError ? err.exitCode : 1);
    },
  );
}

/** What a command reports on stdout (its problems go to stderr through runCli). */
export function print(text: string): void {
  process.stdout.write(`${text}\n`);
}

export function formatCounts(rows: { name: string; counts: (number | string)[] }[], heads: string[]): string {
  const width = Math.max(...rows.map((r) => r.name.length), 5);
  const line = (name: string, cells: (number | string)[]) =>
    `  ${name.padEnd(width)}  ${cells.map((c) => String(c).padStart(8)).join('  ')}`;
  return [line('', heads), ...rows.map((r) => line(r.name, r.counts))].join('\n');
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
