import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FileStore } from '../../lib/file-store/file-store';

const MEDIA = 'media/';

/** Every file under media/ in the shop's file store, as sorted paths relative to media/. */
export async function listMediaFiles(files: FileStore): Promise<string[]> {
  return (await files.list(MEDIA)).map((key) => key.slice(MEDIA.length));
}

export async function readMediaFile(files: FileStore, path: string): Promise<Buffer> {
  const bytes = await files.get(MEDIA + path);
  if (!bytes) throw new Error(`media/${path} disappeared while the backup was read`);
  return bytes;
}

/**
 * A restore writes the backup's media into a scratch folder first and puts them in the file
 * store (disk or bucket) only after the database transaction committed, removing the files the
 * backup does not have, so a failed restore leaves the old images in place.
 */
export class StagedMedia {
  readonly #files: FileStore;
  #dir = '';
  readonly #paths: string[] = [];

  constructor(files: FileStore) {
    this.#files = files;
  }

  get count(): number {
    return this.#paths.length;
  }

  async prepare(): Promise<void> {
    this.#dir = await mkdtemp(join(tmpdir(), 'atlas-restore-media-'));
  }

  /** `path` has been checked with isSafeMediaPath. */
  async write(path: string, content: Buffer): Promise<void> {
    const target = join(this.#dir, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
    this.#paths.push(path);
  }

  async swapIn(): Promise<void> {
    const restored = new Set(this.#paths);
    for (const path of this.#paths)
      await this.#files.put(MEDIA + path, await readFile(join(this.#dir, path)));
    const extra = (await listMediaFiles(this.#files)).filter((path) => !restored.has(path));
    await this.#files.delete(extra.map((path) => MEDIA + path));
    await this.discard();
  }

  discard(): Promise<void> {
    return this.#dir ? rm(this.#dir, { recursive: true, force: true }) : Promise.resolve();
  }
}
