/**
 * The admin dashboard's month-over-month figures (docs/api-compatibility.md: computed, not the spec's fixed
 * 5.8, 12.7, -2.4, 8.3). Pure functions; the clock is an argument; months are the shop's (Cairo).
 */
import { SHOP_TIME_ZONE, shiftMonth, startOfZonedMonth, zonedDay, zonedMonth } from './shop-calendar';

export interface MonthWindows {
  /** Midnight on the 1st of this month. */
  thisMonthStart: Date;
  /** Midnight on the 1st of last month. */
  lastMonthStart: Date;
  /** As far into last month as `now` is into this one (capped at the month's end). */
  lastMonthSameSpanEnd: Date;
}

export function monthWindows(now: Date, timeZone = SHOP_TIME_ZONE): MonthWindows {
  const month = zonedMonth(now, timeZone);
  const thisMonthStart = startOfZonedMonth(month, timeZone);
  const lastMonthStart = startOfZonedMonth(shiftMonth(month, -1), timeZone);
  const elapsed = now.getTime() - thisMonthStart.getTime();
  const lastMonthSameSpanEnd = new Date(
    Math.min(lastMonthStart.getTime() + elapsed, thisMonthStart.getTime()),
  );
  return { thisMonthStart, lastMonthStart, lastMonthSameSpanEnd };
}

/**
 * The change from `previous` to `current` in percent, one decimal. Nothing before and nothing
 * now is no change (0); something from nothing has no percentage (null: shown as "new").
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** The last `count` calendar days up to and including today, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date, count = 30, timeZone = SHOP_TIME_ZONE): string[] {
  const [year, month, day] = zonedDay(now, timeZone).split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(year, month - 1, day - (count - 1 - i))).toISOString().slice(0, 10),
  );
}
