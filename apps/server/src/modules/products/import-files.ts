import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/file-store/file-store';
import { isZip } from '../../lib/zip-sniff';

/** Where an import keeps its files: imports/<stamp>/ in the shop's file store (kept with the data, like media). */
const importKey = (stamp: string, file: string) => `imports/${stamp}/${file}`;

/** A new import's name: when, and a few random letters so two at once never share a folder. */
export function importStamp(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
}

/**
 * Keeps the spreadsheet as imported and the catalogue just before the import, and answers their
 * download paths for the audit entry.
 */
export async function keepImportFiles(
  files: FileStore,
  stamp: string,
  upload: Buffer,
  before: () => Promise<Buffer>,
): Promise<Record<'file' | 'before', string>> {
  const name = isZip(upload) ? 'file.xlsx' : 'file.csv';
  await files.put(importKey(stamp, name), upload);
  await files.put(importKey(stamp, 'before.csv'), await before());
  return { file: `/api/admin/imports/${stamp}/${name}`, before: `/api/admin/imports/${stamp}/before.csv` };
}

/** One kept file (the params are checked by the route's schema); 404 when there is none. */
export async function readImportFile(files: FileStore, stamp: string, file: string): Promise<Buffer> {
  const bytes = await files.get(importKey(stamp, file));
  if (!bytes) throw AppError.notFound('There is no such import file');
  return bytes;
}
