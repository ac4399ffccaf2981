import { describe, expect, it } from 'vitest';
import { backoffMs, sleep } from './backoff';

describe('backoffMs', () => {
  const schedule = { baseMs: 250, maxMs: 2_000 };

  it('starts at the base and doubles with each retry', () => {
    expect([0, 1, 2, 3].map((n) => backoffMs(n, schedule))).toEqual([250, 500, 1_000, 2_000]);
  });

  it('never waits longer than the cap, however many retries', () => {
    expect(backoffMs(4, schedule)).toBe(2_000);
    expect(backoffMs(10_000, schedule)).toBe(2_000);
  });

  it('counts a retry below zero as the first', () => {
    expect(backoffMs(-1, schedule)).toBe(250);
  });
});

describe('sleep', () => {
  it('resolves after about the wait', async () => {
    const started = Date.now();
    await sleep(20);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });
});
