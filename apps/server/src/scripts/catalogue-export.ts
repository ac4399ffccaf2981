// npm run catalogue:export -- <file.csv|file.xlsx>: the catalogue as the admin's Export gives it,
// for backups and scripts (the format follows the file's extension; CSV when it has none).
import { writeFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { mediaUrl } from '../lib/media';
import { loadEnv } from '../env';
import { catalogueFile } from '../modules/products/catalogue-sheet.service';
import { openCliDatabase, print, runCli } from './cli-database';

runCli(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const env = loadEnv();
  const file = resolve(positionals[0] ?? `atlas-catalogue-${new Date().toISOString().slice(0, 10)}.csv`);
  const format = extname(file).toLowerCase() === '.xlsx' ? 'xlsx' : 'csv';
  const { database, close } = await openCliDatabase(env, 'export', { mustExist: true });
  try {
    const absolute = (path: string) => new URL(mediaUrl(path), env.PUBLIC_URL).href;
    const bytes = await catalogueFile(database.db, absolute, format);
    writeFileSync(file, bytes);
    print(
      `Exported the catalogue to ${file} (${format.toUpperCase()}, ${bytes.length.toLocaleString('en')} bytes)`,
    );
  } finally {
    await close();
  }
});
