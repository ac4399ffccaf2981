import { LRUCache } from 'lru-cache';
import type { PreparedJson } from './prepared-json';

/**
 * The one rule for keeping serialized answers of the read models (the catalogue's listings, the
 * training pages' answers): least recently used out first, bounded by the number of answers and
 * by their bytes, so a client asking for endless distinct queries can neither grow the heap nor
 * push out the answers everyone asks for.
 */
export type AnswerCache = LRUCache<string, PreparedJson>;

export function answerCache(limits: { entries: number; bytes: number }): AnswerCache {
  return new LRUCache<string, PreparedJson>({
    max: limits.entries,
    maxSize: limits.bytes,
    sizeCalculation: (answer) => Math.max(1, answer.body.length),
  });
}
