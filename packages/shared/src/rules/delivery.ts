/**
 * Delivery pricing and promised dates (docs/decisions/0017-delivery-and-receipts.md). Pure
 * functions in integer piastres; the instant is an argument and days are Cairo's.
 *
 * The order of an order's total, written down once:
 *   goods     = items subtotal − discount
 *   delivery  = 0 with a free-delivery code, or when a free-delivery threshold is set and goods ≥
 *               threshold, else the zone's fee
 *   COD fee   = only for cash on delivery: the fixed fee, or round-half-up(percent × (goods +
 *               delivery)) capped at the cap: the fee is on what the courier collects
 *   total     = goods + delivery + COD fee
 */
import type { Language } from './locale';
import { SHOP_TIME_ZONE, zonedParts } from './shop-calendar';

export interface DeliveryZoneRule {
  feePiastres: number;
  /** Working days after the day the order is dispatched (0 = the same day). */
  minDays: number;
  maxDays: number;
  enabled: boolean;
}

export type CodFeeRule =
  { kind: 'fixed'; piastres: number } | { kind: 'percent'; basisPoints: number; capPiastres: number | null };

export interface DeliveryCalendar {
  /** Orders placed at or after this hour (Cairo) are dispatched the next working day. */
  cutoffHour: number;
  /** Weekdays without dispatch or delivery, 0 = Sunday … 6 = Saturday. */
  daysOff: readonly number[];
  /** Dated days without dispatch or delivery, YYYY-MM-DD. */
  holidays: readonly string[];
}

export interface DeliveryRules extends DeliveryCalendar {
  freeDeliveryThresholdPiastres: number | null;
  codFee: CodFeeRule;
}

export interface OrderCharges {
  subtotalPiastres: number;
  discountPiastres: number;
  deliveryPiastres: number;
  codFeePiastres: number;
  totalPiastres: number;
}

/**
 * The zone a governorate is delivered in: the one that holds it, else the default zone (an
 * address whose governorate is unknown, or one no zone holds).
 */
export function zoneOf<Z extends { id: number; governorates: readonly string[] }>(
  zones: readonly Z[],
  defaultZoneId: number,
  governorate: string | null | undefined,
): Z | undefined {
  return (
    (governorate ? zones.find((z) => z.governorates.includes(governorate)) : undefined) ??
    zones.find((z) => z.id === defaultZoneId)
  );
}

/** Half up, in piastres: amount × basisPoints / 10,000. */
export function percentOfPiastres(amountPiastres: number, basisPoints: number): number {
  return Math.floor((amountPiastres * basisPoints + 5_000) / 10_000);
}

export function codFeePiastres(rule: CodFeeRule, collectedPiastres: number): number {
  if (rule.kind === 'fixed') return Math.max(0, rule.piastres);
  const fee = percentOfPiastres(collectedPiastres, rule.basisPoints);
  return rule.capPiastres === null ? fee : Math.min(fee, rule.capPiastres);
}

export function qualifiesForFreeDelivery(goodsPiastres: number, thresholdPiastres: number | null): boolean {
  return thresholdPiastres !== null && goodsPiastres >= thresholdPiastres;
}

/** What is still to buy for free delivery; null when there is no threshold or it is reached. */
export function leftForFreeDelivery(goodsPiastres: number, thresholdPiastres: number | null): number | null {
  if (thresholdPiastres === null || goodsPiastres >= thresholdPiastres) return null;
  return thresholdPiastres - goodsPiastres;
}

/** An order's charges: the one place the total is put together. */
export function orderCharges(o: {
  subtotalPiastres: number;
  discountPiastres?: number;
  zone: Pick<DeliveryZoneRule, 'feePiastres'>;
  rules: Pick<DeliveryRules, 'freeDeliveryThresholdPiastres' | 'codFee'>;
  cashOnDelivery: boolean;
  /** A free-delivery code applies (rules/promotions.ts). */
  freeDelivery?: boolean;
}): OrderCharges {
  const discountPiastres = Math.min(o.discountPiastres ?? 0, o.subtotalPiastres);
  const goods = o.subtotalPiastres - discountPiastres;
  const deliveryPiastres =
    o.freeDelivery || qualifiesForFreeDelivery(goods, o.rules.freeDeliveryThresholdPiastres)
      ? 0
      : o.zone.feePiastres;
  const codFee = o.cashOnDelivery ? codFeePiastres(o.rules.codFee, goods + deliveryPiastres) : 0;
  return {
    subtotalPiastres: o.subtotalPiastres,
    discountPiastres,
    deliveryPiastres,
    codFeePiastres: codFee,
    totalPiastres: goods + deliveryPiastres + codFee,
  };
}

/** The same charges with a new items subtotal (an admin's edit): the fees stay as agreed. */
export function withSubtotal(charges: OrderCharges, subtotalPiastres: number): OrderCharges {
  const discountPiastres = Math.min(charges.discountPiastres, subtotalPiastres);
  return {
    ...charges,
    subtotalPiastres,
    discountPiastres,
    totalPiastres: subtotalPiastres - discountPiastres + charges.deliveryPiastres + charges.codFeePiastres,
  };
}

// ---- calendar days as YYYY-MM-DD, counted in UTC so no server zone or DST can shift them ----

const DAY_MS = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The weekday of a calendar day, 0 = Sunday. */
export function weekdayOf(day: string): number {
  return new Date(dayMs(day)).getUTCDay();
}

export function isWorkingDay(day: string, calendar: Omit<DeliveryCalendar, 'cutoffHour'>): boolean {
  return !calendar.daysOff.includes(weekdayOf(day)) && !calendar.holidays.includes(day);
}

/** The next working day after `day` (never `day` itself); gives up after a year of days off. */
export function nextWorkingDay(day: string, calendar: Omit<DeliveryCalendar, 'cutoffHour'>): string {
  let ms = dayMs(day);
  for (let i = 0; i < 366; i++) {
    ms += DAY_MS;
    if (isWorkingDay(toDay(ms), calendar)) return toDay(ms);
  }
  return toDay(ms);
}

/** The day an order placed at `now` leaves: today in Cairo before the cut-off on a working day, else the next working day. */
export function dispatchDay(now: Date, calendar: DeliveryCalendar): string {
  const p = zonedParts(now, SHOP_TIME_ZONE);
  const today = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  return (p.hour ?? 0) < calendar.cutoffHour && isWorkingDay(today, calendar)
    ? today
    : nextWorkingDay(today, calendar);
}

export function addWorkingDays(day: string, n: number, calendar: DeliveryCalendar): string {
  let result = day;
  for (let i = 0; i < n; i++) result = nextWorkingDay(result, calendar);
  return result;
}

export interface DeliveryWindow {
  from: string;
  to: string;
}

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * 'Sun 29 Nov – Mon 30 Nov' in the language's words (day before month, as Egypt writes it), one
 * day alone when the window is one day; the dates are calendar days in Cairo. The pages and the
 * order e-mails both write a window with it.
 */
export function formatDeliveryWindow(window: DeliveryWindow, lang: Language): string {
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    dayFormats.set(lang, format);
  }
  const day = (d: string) => format.format(new Date(`${d}T00:00:00Z`));
  return window.from === window.to ? day(window.from) : `${day(window.from)} – ${day(window.to)}`;
}

/** The promised delivery dates for an order placed at `now` to a zone. */
export function deliveryWindow(
  now: Date,
  zone: Pick<DeliveryZoneRule, 'minDays' | 'maxDays'>,
  calendar: DeliveryCalendar,
): DeliveryWindow {
  const start = dispatchDay(now, calendar);
  return {
    from: addWorkingDays(start, zone.minDays, calendar),
    to: addWorkingDays(start, Math.max(zone.minDays, zone.maxDays), calendar),
  };
}
