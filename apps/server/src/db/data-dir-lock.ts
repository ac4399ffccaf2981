import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { EnvError } from '../env';

/**
 * PGlite is one process: two processes opening DATA_DIR/pglite corrupt it. Whoever opens it (the
 * server, a backup, a restore) first creates DATA_DIR/pglite.lock with its pid; a lock whose
 * process is gone (a crash, a kill -9) is stale and taken over.
 *
 * It is an EnvError so that main.ts prints its message alone, like a bad setting.
 */
export class DataDirLockedError extends EnvError {}

interface LockOwner {
  pid: number;
  host: string;
  purpose: string;
  since: string;
}

export function dataDirLockFile(dataDir: string): string {
  return join(dataDir, 'pglite.lock');
}

/** Takes the lock or throws DataDirLockedError; returns the release, which also runs at exit. */
export function lockDataDir(dataDir: string, purpose: string): () => void {
  const file = dataDirLockFile(dataDir);
  const mine: LockOwner = { pid: process.pid, host: hostname(), purpose, since: new Date().toISOString() };
  mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (attempt > 0) throw new DataDirLockedError(`Another process took ${file} just now; try again.`);
    }
    const owner = readOwner(file);
    if (owner && isAlive(owner)) {
      const where = owner.host === mine.host ? '' : ` on ${owner.host}`;
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is in use by an Atlas ${owner.purpose} (pid ${owner.pid}${where}, since ${owner.since}). ` +
          `PGlite allows one process at a time: stop the server first. If no such process runs, delete ${file}.`,
      );
    }
    rmSync(file, { force: true });
  }
  const release = () => {
    process.removeListener('exit', release);
    if (readOwner(file)?.pid === mine.pid) rmSync(file, { force: true });
  };
  process.once('exit', release);
  return release;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return Number.isSafeInteger(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(owner: LockOwner): boolean {
  // on another machine (a shared folder) we cannot tell: assume it runs
  if (owner.host !== hostname()) return true;
  // our own pid in the file is a previous process's (a container restarts as pid 1)
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
