import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { mediaDir } from '../../lib/media';

/** Every regular file under DATA_DIR/media, as sorted forward-slashed relative paths. */
export async function listMediaFiles(dataDir: string): Promise<string[]> {
  const root = mediaDir(dataDir);
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

/**
 * A restore writes the backup's media into a folder beside DATA_DIR/media and swaps it in only
 * after the database transaction committed, so a failed restore leaves the old images in place.
 */
export class StagedMedia {
  readonly #dataDir: string;
  readonly #dir: string;
  count = 0;

  constructor(dataDir: string) {
    this.#dataDir = dataDir;
    this.#dir = `${mediaDir(dataDir)}.restoring-${process.pid}`;
  }

  async prepare(): Promise<void> {
    await rm(this.#dir, { recursive: true, force: true });
    await mkdir(this.#dir, { recursive: true });
  }

  /** `path` has been checked with isSafeMediaPath. */
  async write(path: string, content: Buffer): Promise<void> {
    const target = join(this.#dir, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
    this.count++;
  }

  async swapIn(): Promise<void> {
    const live = mediaDir(this.#dataDir);
    const old = `${live}.replaced-${process.pid}`;
    if (existsSync(live)) await rename(live, old);
    await rename(this.#dir, live);
    await rm(old, { recursive: true, force: true });
  }

  discard(): Promise<void> {
    return rm(this.#dir, { recursive: true, force: true });
  }
}
