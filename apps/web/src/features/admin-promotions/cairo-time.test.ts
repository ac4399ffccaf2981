// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cairoLocalToIso, isCairoLocal, isoToCairoLocal } from './cairo-time';

/**
 * Egypt's summer time (since 2023): from the last Friday of April at 00:00 (clocks go to 01:00,
 * UTC+3) to the last Thursday of October at 24:00 (clocks go back to 23:00, UTC+2). In 2026:
 * Friday 24 April and the night of Thursday 29 October.
 */
describe('Cairo wall time ⇄ ISO instant', () => {
  it('reads winter times at UTC+2 and summer times at UTC+3', () => {
    expect(cairoLocalToIso('2026-01-15T09:00')).toBe('2026-01-15T07:00:00Z');
    expect(cairoLocalToIso('2026-07-01T09:00')).toBe('2026-07-01T06:00:00Z');
    expect(cairoLocalToIso('2026-12-31T23:59')).toBe('2026-12-31T21:59:00Z');
    // midnight that starts a day, on both sides of the year
    expect(cairoLocalToIso('2027-01-01T00:00')).toBe('2026-12-31T22:00:00Z');
  });

  it('goes across the spring change: the evening before at +2, the morning after at +3', () => {
    expect(cairoLocalToIso('2026-04-23T23:30')).toBe('2026-04-23T21:30:00Z');
    expect(cairoLocalToIso('2026-04-24T01:00')).toBe('2026-04-23T22:00:00Z');
    expect(cairoLocalToIso('2026-04-24T09:00')).toBe('2026-04-24T06:00:00Z');
  });

  it('puts an hour the clocks skip just after the change', () => {
    // 00:30 never shows on 24 April 2026: read at +2 it is 22:30 UTC, which Cairo shows as 01:30
    expect(cairoLocalToIso('2026-04-24T00:30')).toBe('2026-04-23T22:30:00Z');
    expect(isoToCairoLocal('2026-04-23T22:30:00Z')).toBe('2026-04-24T01:30');
  });

  it('goes across the autumn change, taking the first of an hour shown twice', () => {
    expect(cairoLocalToIso('2026-10-29T22:00')).toBe('2026-10-29T19:00:00Z');
    // 23:30 shows at 20:30 UTC (summer) and again at 21:30 UTC (winter)
    expect(cairoLocalToIso('2026-10-29T23:30')).toBe('2026-10-29T20:30:00Z');
    expect(isoToCairoLocal('2026-10-29T20:30:00Z')).toBe('2026-10-29T23:30');
    expect(isoToCairoLocal('2026-10-29T21:30:00Z')).toBe('2026-10-29T23:30');
    expect(cairoLocalToIso('2026-10-30T09:00')).toBe('2026-10-30T07:00:00Z');
  });

  it('turns an instant back into the wall time it came from', () => {
    for (const local of ['2026-03-01T10:15', '2026-04-24T02:00', '2026-08-15T00:00', '2026-10-30T00:00']) {
      expect(isoToCairoLocal(cairoLocalToIso(local))).toBe(local);
    }
    expect(isoToCairoLocal('2026-07-01T09:00:00+03:00')).toBe('2026-07-01T09:00');
  });

  it('answers nothing for an empty or impossible value', () => {
    expect(cairoLocalToIso('')).toBeNull();
    expect(cairoLocalToIso('2026-02-30T10:00')).toBeNull();
    expect(cairoLocalToIso('2026-05-01T24:00')).toBeNull();
    expect(cairoLocalToIso('tomorrow')).toBeNull();
    expect(isCairoLocal('2026-05-01T10:00:30')).toBe(true);
    expect(isCairoLocal('2026-05-01')).toBe(false);
    expect(isoToCairoLocal(null)).toBe('');
    expect(isoToCairoLocal('not a date')).toBe('');
  });
});
