import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { checkKey, type FileStore } from './file-store';

/** Files under one folder of this machine (DATA_DIR): right for one machine, or several sharing a disk. */
export function diskStore(root: string): FileStore {
  const pathOf = (key: string) => join(root, checkKey(key));
  return {
    kind: 'disk',
    where: root,
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // written beside and renamed, so a reader never sees half a file
      const partial = `${path}.partial-${process.pid}`;
      await writeFile(partial, body);
      await rename(partial, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async open(key, ifNoneMatch) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      if (ifNoneMatch === etag) return 'not-modified';
      return { body: createReadStream(path), size: info.size, etag };
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
    async list(prefix) {
      const folder = join(root, prefix);
      if (!existsSync(folder)) return [];
      const entries = await readdir(folder, { recursive: true, withFileTypes: true });
      return entries
        .filter((e) => e.isFile() && !e.name.includes('.partial-'))
        .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
        .sort();
    },
  };
}
