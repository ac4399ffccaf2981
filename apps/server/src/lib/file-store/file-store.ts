import type { Readable } from 'node:stream';

/**
 * Where the shop keeps the files it writes (uploaded and generated images under `media/`, kept
 * import spreadsheets under `imports/`): the data folder's disk, or an S3-compatible bucket that
 * every machine of the shop shares. Keys are forward-slashed paths without `..`.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** For messages: the folder or the bucket. */
  readonly where: string;
  put(key: string, body: Buffer | string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream with its entity tag, null when there is none; 'not-modified' when `ifNoneMatch` matches. */
  open(key: string, ifNoneMatch?: string): Promise<OpenedFile | 'not-modified' | null>;
  /** Deletes the files; a missing one is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key under the prefix (`media/`), sorted. */
  list(prefix: string): Promise<string[]>;
}

export interface OpenedFile {
  body: Readable;
  size: number;
  etag: string;
  /** The whole file, when it was answered from memory (cached-store.ts). */
  bytes?: Buffer;
}

/** A key or path as we write them: relative, forward slashes, no empty or dot segment, no backslash or NUL. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    !key.includes('\\') &&
    !key.includes('\0') &&
    key.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

/** Refuses a key that could leave its folder or bucket prefix. */
export function checkKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe file key: ${key}`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
