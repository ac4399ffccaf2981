// npm run db:backup [-- --out <file>]: one backup file of the database, the media files and the files imports kept (DATA_DIR/media and DATA_DIR/imports, or the S3 bucket).
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeBackup } from '../db/backup/write-backup';
import { loadEnv } from '../env';
import { configuredFileStore } from '../lib/file-store/configured-store';
import { formatBytes, formatCounts, openCliDatabase, print, runCli } from './cli-database';

runCli(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const env = loadEnv();
  const now = new Date();
  const file = resolve(
    values.out ?? join(env.DATA_DIR, 'backups', `atlas-${now.toISOString().replace(/[:.]/g, '-')}.jsonl.gz`),
  );
  const { database, where, close } = await openCliDatabase(env, 'backup', { mustExist: true });
  try {
    const summary = await writeBackup(database, configuredFileStore(env), file, now);
    print(
      `Backed up ${where}, ${summary.mediaFiles} media files and ${summary.keptFiles} files kept by imports to`,
    );
    print(`  ${summary.file} (${formatBytes(summary.bytes)})`);
    print(
      formatCounts(
        summary.tables.map((t) => ({ name: t.name, counts: [t.rows] })),
        ['rows'],
      ),
    );
  } finally {
    await close();
  }
});
