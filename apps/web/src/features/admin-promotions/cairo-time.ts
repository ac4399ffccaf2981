import { SHOP_TIME_ZONE, zonedParts } from '@atlas/shared/rules/shop-calendar';

/**
 * The promotion forms take dates and times as the shop reads them, in Cairo (which has summer
 * time), and the API takes instants. A form's value is what `<input type="datetime-local">`
 * holds: 'YYYY-MM-DDTHH:mm' (seconds allowed), '' for none.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const HOUR = 3_600_000;

/** The wall clock's reading at `instant`, in Cairo, as a UTC timestamp (to compare with a wall time). */
function wallAt(instant: number): number {
  const p = zonedParts(new Date(instant), SHOP_TIME_ZONE);
  // 'h23' never answers 24, but an engine that does means midnight
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!, p.second!);
}

/** How far Cairo's clock is ahead of UTC at `instant`, in ms. */
const offsetAt = (instant: number) => wallAt(instant) - instant;

/** The wall time 'YYYY-MM-DDTHH:mm[:ss]' as a UTC timestamp, or null when it is not one (Feb 30th, 25:00…). */
function parseLocal(local: string): number | null {
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second = '0'] = m.slice(1).map((v) => v ?? '0');
  const wall = Date.UTC(+year!, +month! - 1, +day!, +hour!, +minute!, +second);
  const back = new Date(wall);
  // Date.UTC rolls Feb 30th over to March: refuse what did not stay as written
  if (back.getUTCFullYear() !== +year! || back.getUTCMonth() !== +month! - 1 || back.getUTCDate() !== +day!)
    return null;
  if (+hour! > 23 || +minute! > 59 || +second > 59) return null;
  return wall;
}

/** Whether a form value is a wall time the helpers below accept. */
export function isCairoLocal(local: string): boolean {
  return parseLocal(local) !== null;
}

/**
 * A Cairo wall time as an ISO instant ('2026-07-01T09:00:00Z'), or null for '' or a value that is
 * not a date and time. Across a summer-time change: an hour the clocks skip (00:00–00:59 on the
 * spring night) is read with the offset before the change, so it lands just after it, as the
 * clocks show it; an hour shown twice (the autumn night) means its first, summer, occurrence.
 */
export function cairoLocalToIso(local: string): string | null {
  const wall = parseLocal(local);
  if (wall === null) return null;
  // the offsets a day either side: the same unless a change falls between
  const before = offsetAt(wall - 24 * HOUR);
  const after = offsetAt(wall + 24 * HOUR);
  const fits = [before, after]
    .map((offset) => wall - offset)
    .filter((instant) => wallAt(instant) === wall)
    .sort((a, b) => a - b);
  const instant = fits[0] ?? wall - before;
  return new Date(instant).toISOString().replace('.000Z', 'Z');
}

/** An ISO instant as the Cairo wall time a datetime-local field shows ('YYYY-MM-DDTHH:mm'); '' for null. */
export function isoToCairoLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const p = zonedParts(new Date(instant), SHOP_TIME_ZONE);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month!)}-${two(p.day!)}T${two(p.hour! % 24)}:${two(p.minute!)}`;
}
