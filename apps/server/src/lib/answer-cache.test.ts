import { describe, expect, it } from 'vitest';
import { answerCache } from './answer-cache';
import { prepareJson } from './prepared-json';

describe('the answer cache', () => {
  it('drops the least recently used answer first: an answer asked for again stays', () => {
    const cache = answerCache({ entries: 3, bytes: 1_000_000 });
    for (const key of ['a', 'b', 'c']) cache.set(key, prepareJson(`"${key}"`));
    expect(cache.get('a')?.body).toBe('"a"');
    cache.set('d', prepareJson('"d"'));
    expect([...cache.keys()].sort()).toEqual(['a', 'c', 'd']);
  });

  it('holds no more bytes than its bound, however many answers fit by count', () => {
    const cache = answerCache({ entries: 1000, bytes: 100 });
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, prepareJson(`"${'x'.repeat(38)}"`));
    expect(cache.calculatedSize).toBeLessThanOrEqual(100);
    expect(cache.size).toBe(2);
    expect(cache.has('k9')).toBe(true);
  });
});
