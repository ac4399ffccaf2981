import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../../lib/app-error';

/** Where an import keeps its files: DATA_DIR/imports/<stamp>/ (kept with the data, like media). */
const importsDir = (dataDir: string, stamp: string) => join(dataDir, 'imports', stamp);

/** A new import's name: when, and a few random letters so two at once never share a folder. */
export function importStamp(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
}

const isZip = (file: Buffer) => file.length >= 4 && file.readUInt32LE(0) === 0x04034b50;

/**
 * Keeps the spreadsheet as imported and the catalogue just before the import, and answers their
 * download paths for the audit entry.
 */
export async function keepImportFiles(
  dataDir: string,
  stamp: string,
  upload: Buffer,
  before: () => Promise<Buffer>,
): Promise<Record<'file' | 'before', string>> {
  const dir = importsDir(dataDir, stamp);
  await mkdir(dir, { recursive: true });
  const name = isZip(upload) ? 'file.xlsx' : 'file.csv';
  await writeFile(join(dir, name), upload);
  await writeFile(join(dir, 'before.csv'), await before());
  return { file: `/api/admin/imports/${stamp}/${name}`, before: `/api/admin/imports/${stamp}/before.csv` };
}

/** One kept file (the params are checked by the route's schema); 404 when there is none. */
export async function readImportFile(dataDir: string, stamp: string, file: string): Promise<Buffer> {
  try {
    return await readFile(join(importsDir(dataDir, stamp), file));
  } catch {
    throw AppError.notFound('There is no such import file');
  }
}
