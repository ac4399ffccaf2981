/**
 * The shop's calendar: months and days turn over at midnight in Cairo, whatever the server's
 * own time zone. Pure functions; the instant is an argument.
 */
export const SHOP_TIME_ZONE = 'Africa/Cairo';

export interface ZonedMonth {
  year: number;
  /** 0–11 */
  month: number;
}

/** One formatter per time zone: making one costs far more than using it (a quote reads one per request). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function zonedParts(instant: Date, timeZone: string): Record<string, number> {
  const parts = formatterFor(timeZone).formatToParts(instant);
  return Object.fromEntries(parts.filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));
}

export function zonedMonth(instant: Date, timeZone: string): ZonedMonth {
  const p = zonedParts(instant, timeZone);
  return { year: p.year!, month: p.month! - 1 };
}

/** The instant a wall-clock midnight on the 1st of a month happens in a time zone. */
export function startOfZonedMonth({ year, month }: ZonedMonth, timeZone: string): Date {
  const wall = Date.UTC(year, month, 1);
  let instant = wall;
  // Two rounds settle the offset even when the guess lands on the other side of a DST change.
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(new Date(instant), timeZone);
    const shown = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
    instant += wall - shown;
  }
  return new Date(instant);
}

export function sameZonedMonth(a: Date, b: Date, timeZone = SHOP_TIME_ZONE): boolean {
  const x = zonedMonth(a, timeZone);
  const y = zonedMonth(b, timeZone);
  return x.year === y.year && x.month === y.month;
}

/** The calendar day of an instant in the time zone, as YYYY-MM-DD. */
export function zonedDay(instant: Date, timeZone = SHOP_TIME_ZONE): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The month before (or after, with +1) a calendar month. */
export function shiftMonth({ year, month }: ZonedMonth, by: number): ZonedMonth {
  const total = year * 12 + month + by;
  return { year: Math.floor(total / 12), month: ((total % 12) + 12) % 12 };
}
