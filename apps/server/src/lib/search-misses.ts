import { desc, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { foldText } from '@atlas/shared/rules/search-text';
import type { Db } from '../db/client';
import { searchMisses } from '../db/schema/index';

/** Distinct queries one flush takes; more in the same window are not counted. */
const MAX_PER_FLUSH = 200;
/** Rows the table keeps: the least recently seen go first. */
const MAX_ROWS = 2_000;
const FLUSH_MS = 10_000;
const KEEP_DAYS = 90;

export interface SearchMisses {
  /** A listing search that found nothing; counted once per address and query in a flush window. */
  record(query: string, address: string): void;
  /** Writes what was recorded (the timer does it every ten seconds). */
  flush(): Promise<void>;
  /** The most frequent misses since `since`, most first. */
  top(since: Date, limit: number): Promise<{ query: string; count: number; lastSeen: string }[]>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Counts searches that found nothing, so the owner can add a product or a search term. Kept in
 * memory for a few seconds and written in one statement, so a burst of searches costs one write;
 * bounded three ways against a flood: distinct queries per flush, rows in the table, and age.
 * Stores the folded query, its count and when it was last seen: no user and no address.
 */
export function createSearchMisses(db: Db, log: FastifyBaseLogger): SearchMisses {
  let pending = new Map<string, number>();
  let heard = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const write = async (batch: Map<string, number>) => {
    if (batch.size === 0) return;
    const rows = [...batch].map(([query, count]) => ({ query, count }));
    await db
      .insert(searchMisses)
      .values(rows)
      .onConflictDoUpdate({
        target: searchMisses.query,
        set: { count: sql`${searchMisses.count} + excluded.count`, lastSeen: sql`now()` },
      });
    await db.execute(sql`
      delete from ${searchMisses}
       where last_seen < now() - ${KEEP_DAYS} * interval '1 day'
          or query in (select query from ${searchMisses} order by last_seen desc offset ${MAX_ROWS})`);
  };

  const misses: SearchMisses = {
    record(query, address) {
      const folded = foldText(query);
      if (folded === '') return;
      const key = `${address}\u0000${folded}`;
      if (heard.has(key)) return;
      if (!pending.has(folded) && pending.size >= MAX_PER_FLUSH) return;
      heard.add(key);
      pending.set(folded, (pending.get(folded) ?? 0) + 1);
    },
    flush() {
      const batch = pending;
      pending = new Map();
      heard = new Set();
      writing = writing
        .then(() => write(batch))
        .catch((err: unknown) => log.error({ err }, 'search misses could not be written'));
      return writing;
    },
    async top(since, limit) {
      await misses.flush();
      const rows = await db
        .select()
        .from(searchMisses)
        .where(gte(searchMisses.lastSeen, since))
        .orderBy(desc(searchMisses.count), desc(searchMisses.lastSeen))
        .limit(limit);
      return rows.map((r) => ({ query: r.query, count: r.count, lastSeen: r.lastSeen.toISOString() }));
    },
    start() {
      timer ??= setInterval(() => void misses.flush(), FLUSH_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await misses.flush();
    },
  };
  return misses;
}
