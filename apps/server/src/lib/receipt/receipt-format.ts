import type { ReceiptLang } from './receipt-input';
import { LABELS, type Labels } from './receipt-labels';

// Numbers, amounts and dates as the receipt prints them: Latin digits in both languages.

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Piastres as EGP with two decimals in Latin digits: 'EGP 1,234.50' or '1,234.50 ج.م'. A negative
 * Arabic amount starts with a left-to-right mark so its minus stays in front of the digits.
 */
export function formatReceiptMoney(piastres: number, lang: ReceiptLang): string {
  const whole = Math.round(piastres);
  const abs = Math.abs(whole);
  const digits = `${GROUPED.format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
  if (lang === 'ar') return `${whole < 0 ? '\u200e-' : ''}${digits} ج.م`;
  return `${whole < 0 ? '-' : ''}EGP ${digits}`;
}

/** The VAT contained in a VAT-inclusive total, in piastres, rounded half up. */
export function vatIncludedPiastres(totalPiastres: number, rateBasisPoints: number): number {
  // The total is net × (1 + rate/10000), so the VAT in it is total − total / (1 + rate/10000)
  // = total × rate / (10000 + rate); in integers, half up: floor((2·total·rate + d) / 2d).
  const denominator = 10_000 + rateBasisPoints;
  return Math.floor((2 * totalPiastres * rateBasisPoints + denominator) / (2 * denominator));
}

export const formatRate = (basisPoints: number): string => `${basisPoints / 100}%`;

const TIME_ZONE = 'Africa/Cairo';
const dayFormats = new Map<string, Intl.DateTimeFormat>();

// alike in shape to formatDeliveryWindow (shared rules/delivery); a receipt's date has the year, in Latin digits
function dayFormat(lang: ReceiptLang, timeZone: string): Intl.DateTimeFormat {
  const key = `${lang} ${timeZone}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-US', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      numberingSystem: 'latn',
      timeZone,
    });
    dayFormats.set(key, format);
  }
  return format;
}

const TIME = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/** 'Sun 29 Nov 2026' / 'الأحد 29 نوفمبر 2026', whatever order the locale would use. */
function formatDay(date: Date, lang: ReceiptLang, timeZone: string): string {
  const parts = dayFormat(lang, timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

export function formatPlacedAt(date: Date, lang: ReceiptLang): string {
  return `${formatDay(date, lang, TIME_ZONE)}${LABELS[lang].listSeparator}${TIME.format(date)}`;
}

/** A calendar day 'YYYY-MM-DD' as it reads in the language; as given when it is no such day. */
function formatCalendarDay(day: string, lang: ReceiptLang): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : formatDay(date, lang, 'UTC');
}

export function formatWindow(window: { from: string; to: string }, lang: ReceiptLang): string {
  const from = formatCalendarDay(window.from, lang);
  return window.from === window.to ? from : `${from} – ${formatCalendarDay(window.to, lang)}`;
}

/** A code's label, or the code itself when it has none. */
export const labelOf = (labels: Record<string, string>, code: string): string =>
  Object.hasOwn(labels, code) ? labels[code]! : code;

export function paymentState(t: Labels, method: string, status: string): string {
  return status === 'pending' && method === 'cod' ? t.payOnDelivery : labelOf(t.states, status);
}
