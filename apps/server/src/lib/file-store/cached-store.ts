import { Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import type { FileStore, OpenedFile } from './file-store';

export interface StoreCacheLimits {
  /** All cached files together. */
  maxBytes: number;
  /** A larger file is streamed from the store every time. */
  maxFileBytes: number;
  /** How long a file is answered from memory before the store is asked again. */
  ttlMs: number;
}

/** 32 MB of pictures (the demo catalogue's are 2–60 KB), each checked again after a minute. */
export const MEDIA_CACHE: StoreCacheLimits = { maxBytes: 32 << 20, maxFileBytes: 512 << 10, ttlMs: 60_000 };

interface Cached {
  bytes: Buffer;
  etag: string;
}

/**
 * The store with the small files it opens kept in memory (least recently used first out), so a
 * picture every page shows is not read from the disk, or fetched from the bucket across the
 * network, for every visitor. What this process writes or deletes leaves the cache at once; a
 * change made by another machine is seen within `ttlMs` (our media names change with their
 * content, so in practice that is a deleted picture answering for up to a minute).
 */
export function cachedStore(store: FileStore, limits: StoreCacheLimits): FileStore {
  const cache = new LRUCache<string, Cached>({
    maxSize: limits.maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes.length),
    ttl: limits.ttlMs,
  });
  const answer = ({ bytes, etag }: Cached, ifNoneMatch?: string): OpenedFile | 'not-modified' =>
    ifNoneMatch === etag ? 'not-modified' : { body: Readable.from([bytes]), size: bytes.length, etag, bytes };

  return {
    ...store,
    async put(key, body) {
      cache.delete(key);
      await store.put(key, body);
      cache.delete(key);
    },
    async delete(keys) {
      for (const key of keys) cache.delete(key);
      await store.delete(keys);
    },
    async open(key, ifNoneMatch) {
      const cached = cache.get(key);
      if (cached) return answer(cached, ifNoneMatch);
      const opened = await store.open(key, ifNoneMatch);
      if (opened === null || opened === 'not-modified' || opened.size > limits.maxFileBytes) return opened;
      const chunks: Buffer[] = [];
      for await (const chunk of opened.body) chunks.push(chunk as Buffer);
      const entry = { bytes: Buffer.concat(chunks), etag: opened.etag };
      cache.set(key, entry);
      return answer(entry);
    },
  };
}
