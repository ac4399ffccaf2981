import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FileStore } from '../../lib/file-store/file-store';

/** The folders of the file store a backup carries: the pictures, and the files imports kept. */
export type StoredFolder = 'media' | 'imports';

/** Every file under one folder of the shop's file store, as sorted paths relative to it. */
export async function listStoredFiles(files: FileStore, folder: StoredFolder): Promise<string[]> {
  return (await files.list(`${folder}/`)).map((key) => key.slice(folder.length + 1));
}

export async function readStoredFile(files: FileStore, folder: StoredFolder, path: string): Promise<Buffer> {
  const bytes = await files.get(`${folder}/${path}`);
  if (!bytes) throw new Error(`${folder}/${path} disappeared while the backup was read`);
  return bytes;
}

/**
 * A restore writes the backup's files into a scratch folder first and puts them in the file
 * store (disk or bucket) only after the database transaction committed, removing the files the
 * backup does not have, so a failed restore leaves the old files in place. A folder the backup
 * does not carry at all (imports/ in a backup made before it did) is left as it is.
 */
export class StagedFiles {
  readonly #files: FileStore;
  #dir = '';
  readonly #paths: Record<StoredFolder, string[]> = { media: [], imports: [] };

  constructor(files: FileStore) {
    this.#files = files;
  }

  count(folder: StoredFolder): number {
    return this.#paths[folder].length;
  }

  async prepare(): Promise<void> {
    this.#dir = await mkdtemp(join(tmpdir(), 'atlas-restore-files-'));
  }

  /** `path` has been checked with isSafeKey. */
  async write(folder: StoredFolder, path: string, content: Buffer): Promise<void> {
    const target = join(this.#dir, folder, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
    this.#paths[folder].push(path);
  }

  async swapIn(folders: StoredFolder[]): Promise<void> {
    for (const folder of folders) {
      const restored = new Set(this.#paths[folder]);
      for (const path of restored)
        await this.#files.put(`${folder}/${path}`, await readFile(join(this.#dir, folder, path)));
      const extra = (await listStoredFiles(this.#files, folder)).filter((path) => !restored.has(path));
      await this.#files.delete(extra.map((path) => `${folder}/${path}`));
    }
    await this.discard();
  }

  discard(): Promise<void> {
    return this.#dir ? rm(this.#dir, { recursive: true, force: true }) : Promise.resolve();
  }
}
