/** A retry schedule: the first retry waits baseMs, each later one twice as long, never more than maxMs. */
export interface Backoff {
  baseMs: number;
  maxMs: number;
}

/** The wait before retry number `retry` (0 = the first retry; below 0 counts as 0). */
export function backoffMs(retry: number, { baseMs, maxMs }: Backoff): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, retry));
}

/** A wait that does not keep the process alive. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
