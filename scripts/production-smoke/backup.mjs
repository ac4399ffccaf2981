// deploy/backup.sh as atlas-backup.service runs it, then the guide's restore drill.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deployFile } from './deploy-files.mjs';
import { check, run } from './harness.mjs';
import { cliEnvironment, createDatabase, logFile, ROOT, sql, tmp } from './setup.mjs';

/** Two older backups and BACKUP_KEEP=2: the oldest goes; the new one restores into a scratch database. */
export async function backupAndRestore(env, db) {
  const dir = join(tmp, 'backups');
  mkdirSync(dir);
  for (const day of ['01', '02']) writeFileSync(join(dir, `atlas-2000-01-${day}T000000Z.jsonl.gz`), '');
  await run(deployFile(ROOT, 'backup.sh'), [], {
    cwd: ROOT,
    env: { ...env, BACKUP_DIR: dir, BACKUP_KEEP: '2' },
    logFile: logFile('backup'),
  });
  const kept = readdirSync(dir).sort();
  check(
    kept.length === 2 && kept[0] === 'atlas-2000-01-02T000000Z.jsonl.gz',
    `the backups kept: ${kept.join(', ')}`,
  );

  const drill = await createDatabase(`${db.name}_drill`);
  await run('npm', ['run', 'db:restore', '--', join(dir, kept[1]), '--yes'], {
    cwd: ROOT,
    env: cliEnvironment({ PATH: env.PATH, DATABASE_URL: drill.url, DATA_DIR: join(tmp, 'drill') }),
    logFile: logFile('restore'),
  });
  const counts = `select (select count(*) from products) || ' products, ' ||
                         (select count(*) from orders) || ' orders, ' ||
                         (select count(*) from users) || ' users' as n`;
  const [[live], [restored]] = [await sql(db.url, counts), await sql(drill.url, counts)];
  check(live.n === restored.n, `live ${live.n}, restored ${restored.n}`);
}
