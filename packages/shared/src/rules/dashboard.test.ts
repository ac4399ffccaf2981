import { describe, expect, it } from 'vitest';
import { lastDays, monthWindows, percentChange } from './dashboard';

describe('monthWindows (Cairo calendar)', () => {
  it('takes this month from midnight on the 1st in Cairo and the same span of last month', () => {
    // 2026-11-24 10:00 UTC is 12:00 in Cairo (UTC+2 in winter)
    const w = monthWindows(new Date('2026-11-24T10:00:00Z'));
    expect(w.thisMonthStart.toISOString()).toBe('2026-10-31T22:00:00.000Z');
    // October 2026 starts at midnight Cairo summer time (UTC+3)
    expect(w.lastMonthStart.toISOString()).toBe('2026-09-30T21:00:00.000Z');
    const elapsed = Date.parse('2026-11-24T10:00:00Z') - Date.parse('2026-10-31T22:00:00Z');
    expect(w.lastMonthSameSpanEnd.getTime()).toBe(Date.parse('2026-09-30T21:00:00Z') + elapsed);
  });

  it('caps the span at the end of a shorter last month', () => {
    // 31 March: February has only 28 days, so its whole month is compared
    const w = monthWindows(new Date('2027-03-31T12:00:00Z'));
    expect(w.lastMonthSameSpanEnd.getTime()).toBe(w.thisMonthStart.getTime());
  });

  it('turns over in January to December of the year before', () => {
    const w = monthWindows(new Date('2027-01-05T12:00:00Z'));
    expect(w.lastMonthStart.toISOString()).toBe('2026-11-30T22:00:00.000Z');
  });
});

describe('percentChange', () => {
  it('rounds to one decimal', () => {
    expect(percentChange(120, 100)).toBe(20);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(1063, 1000)).toBe(6.3);
  });
  it('is 0 from nothing to nothing and null from nothing to something', () => {
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 4)).toBe(-100);
  });
});

describe('lastDays', () => {
  it('lists 30 Cairo days ending today, oldest first', () => {
    // 23:30 UTC on the 24th is already the 25th in Cairo
    const days = lastDays(new Date('2026-11-24T23:30:00Z'));
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe('2026-11-25');
    expect(days[0]).toBe('2026-10-27');
    expect(new Set(days).size).toBe(30);
  });
});
