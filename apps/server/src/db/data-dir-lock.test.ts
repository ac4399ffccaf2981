import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataDirLockFile, DataDirLockedError, lockDataDir } from './data-dir-lock';

const ownedBy = (pid: number, host = hostname()) =>
  JSON.stringify({ pid, host, purpose: 'server', since: '2026-01-01T00:00:00.000Z' });

describe('the PGlite data folder lock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atlas-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is a file with our pid, removed on release', () => {
    const release = lockDataDir(dir, 'backup');
    expect(JSON.parse(readFileSync(dataDirLockFile(dir), 'utf8'))).toMatchObject({
      pid: process.pid,
      purpose: 'backup',
    });
    release();
    expect(existsSync(dataDirLockFile(dir))).toBe(false);
  });

  it('refuses while another live process holds it, naming the process', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeFileSync(dataDirLockFile(dir), ownedBy(other.pid!));
      expect(() => lockDataDir(dir, 'restore')).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir, 'restore')).toThrow(`in use by an Atlas server (pid ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('refuses a lock taken on another machine, which it cannot check', () => {
    writeFileSync(dataDirLockFile(dir), ownedBy(process.pid, 'elsewhere'));
    expect(() => lockDataDir(dir, 'backup')).toThrow(/on elsewhere/);
  });

  it('takes over a stale lock of a process that is gone, and leaves a lock that is not its own', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(dataDirLockFile(dir), ownedBy(gone));
    const release = lockDataDir(dir, 'backup');
    writeFileSync(dataDirLockFile(dir), ownedBy(gone + 1));
    release();
    expect(existsSync(dataDirLockFile(dir))).toBe(true);
    rmSync(dataDirLockFile(dir));
  });
});
