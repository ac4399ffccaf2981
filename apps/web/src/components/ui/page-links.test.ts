import { describe, expect, it } from 'vitest';
import { pageItems } from './page-links';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last, the current page and its neighbours, with gaps between', () => {
    expect(pageItems(1, 12)).toEqual([1, 2, 3, 4, 5, 'gap-end', 12]);
    expect(pageItems(6, 12)).toEqual([1, 'gap-start', 5, 6, 7, 'gap-end', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12]);
  });

  it('never shows a gap that hides a single page', () => {
    for (let total = 8; total <= 14; total++)
      for (let current = 1; current <= total; current++) {
        const items = pageItems(current, total);
        const numbers = items.filter((i): i is number => typeof i === 'number');
        expect(numbers).toContain(current);
        for (let i = 1; i < items.length - 1; i++)
          if (typeof items[i] === 'string') {
            const before = items[i - 1] as number;
            const after = items[i + 1] as number;
            expect(after - before, `${current}/${total}`).toBeGreaterThan(2);
          }
      }
  });
});
