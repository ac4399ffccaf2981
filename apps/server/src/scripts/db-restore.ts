// npm run db:restore -- <file> [--yes]: replaces the database, the media files and the files imports kept with a backup.
import { resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { BackupError } from '../db/backup/backup-format';
import { listStoredFiles, type StoredFolder } from '../db/backup/media-files';
import { verifyBackup } from '../db/backup/read-backup';
import { planRestore, restoreBackup, type RestorePlan } from '../db/backup/restore-backup';
import { configuredFileStore } from '../lib/file-store/configured-store';
import { loadEnv } from '../env';
import { formatCounts, openCliDatabase, print, runCli } from './cli-database';

runCli(async () => {
  const { values, positionals } = parseArgs({
    options: { yes: { type: 'boolean', short: 'y' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1)
    throw new BackupError('Usage: npm run db:restore -- <backup file> [--yes]\nNothing was restored.');
  const env = loadEnv();
  const verified = await verifyBackup(resolve(positionals[0]!));
  const { database, where, close } = await openCliDatabase(env, 'restore', { mustExist: false });
  try {
    const plan = await planRestore(database, verified);
    const files = configuredFileStore(env);
    const filesNow = {
      media: (await listStoredFiles(files, 'media')).length,
      imports: (await listStoredFiles(files, 'imports')).length,
    };
    print(describePlan(plan, where, files.where.replace(/\/$/, ''), filesNow));
    if (!values.yes && process.stdin.isTTY && !(await confirmed())) {
      print('Nothing was restored.');
      return;
    }
    if (!values.yes && !process.stdin.isTTY) print('Not a terminal, so not asking: restoring.');
    const summary = await restoreBackup(database, files, plan);
    for (const part of summary.skipped) print(`  skipped (not in this schema): ${part}`);
    const rows = summary.tables.reduce((n, t) => n + t.rows, 0);
    print(
      `Restored ${rows} rows in ${summary.tables.length} tables, ${summary.mediaFiles} media files and ${summary.keptFiles} files kept by imports.`,
    );
  } finally {
    await close();
  }
});

function describePlan(
  plan: RestorePlan,
  where: string,
  store: string,
  filesNow: Record<StoredFolder, number>,
): string {
  const { header } = plan;
  const last = header.migrations.at(-1);
  const names = new Set([...plan.current.map((t) => t.name), ...header.tables.map((t) => t.name)]);
  const rows = [...names].map((name) => ({
    name,
    counts: [
      plan.current.find((t) => t.name === name)?.rows ?? '-',
      header.tables.find((t) => t.name === name)?.rows ?? '-',
    ],
  }));
  rows.push({ name: 'media files', counts: [filesNow.media, plan.mediaFiles] });
  // a backup made before backups carried imports/ leaves those files as they are
  const carriesImports = plan.keptFiles !== undefined;
  rows.push({ name: 'files kept by imports', counts: [filesNow.imports, plan.keptFiles ?? '-'] });
  return [
    `Backup ${plan.file}`,
    `  made ${header.createdAt} from ${header.driver}, schema at ${last?.tag ?? last?.createdAt ?? 'none'}`,
    `This REPLACES every table of ${where}`,
    carriesImports
      ? `and the files in ${store}/media and ${store}/imports:`
      : `and the files in ${store}/media (this backup has no imports/: the files there stay):`,
    formatCounts(rows, ['now', 'backup']),
  ].join('\n');
}

async function confirmed(): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question('Type "yes" to replace them: ')).trim().toLowerCase() === 'yes';
  } finally {
    rl.close();
  }
}
