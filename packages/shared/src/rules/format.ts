import { intlLocale, type Language } from './locale';

/**
 * The one place numbers, prices and dates are turned into text. Prices are EGP with two
 * decimals in the active language's digits and conventions (en-EG / ar-EG).
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(lang: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${lang}|${JSON.stringify(options)}`;
  let fmt = cache.get(key) as Intl.NumberFormat | undefined;
  if (!fmt) {
    fmt = new Intl.NumberFormat(intlLocale[lang], options);
    cache.set(key, fmt);
  }
  return fmt;
}

function dateFormat(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${lang}|${JSON.stringify(options)}`;
  let fmt = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(intlLocale[lang], options);
    cache.set(key, fmt);
  }
  return fmt;
}

/*
 * The common cases (whole numbers, prices, a date's day, month and year) are written out here
 * rather than asked of Intl: the first Intl formatter a page makes loads the browser's locale
 * data, tens of milliseconds of a phone's main thread before the page answers a tap. The text
 * is the same as Intl's (en-EG / ar-EG); format.test.ts compares them. Anything else goes to Intl.
 */
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const numberSymbols = {
  en: { group: ',', decimal: '.', minus: '-' },
  // U+066C Arabic thousands separator, U+066B Arabic decimal separator, U+061C Arabic letter mark
  ar: { group: '\u066c', decimal: '\u066b', minus: '\u061c-' },
} as const;
const RLM = '\u200f';

/** The digits of |value| with grouping, or null when Intl must do it (huge, not finite). */
function plainDigits(
  value: number,
  lang: Language,
  minFraction: number,
  maxFraction: number,
  grouping: boolean,
): string | null {
  const exact = String(Math.abs(value));
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15 || exact.includes('e')) return null;
  const [whole = '0', fraction = ''] = roundDecimal(exact, maxFraction).split('.');
  let kept = fraction;
  while (kept.length > minFraction && kept.endsWith('0')) kept = kept.slice(0, -1);
  const { group, decimal } = numberSymbols[lang];
  const grouped = grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
  const text = kept ? `${grouped}${decimal}${kept}` : grouped;
  return lang === 'ar' ? text.replace(/\d/g, (d) => ARABIC_DIGITS[Number(d)]!) : text;
}

/**
 * A decimal text rounded to `digits` fraction digits, half away from zero, as Intl does: on the
 * shortest text of the number (`String(1.005)` is '1.005', which rounds to 1.01), not on its
 * binary value (with which `toFixed` makes 1.00).
 */
function roundDecimal(text: string, digits: number): string {
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return digits ? `${whole}.${fraction.padEnd(digits, '0')}` : whole;
  const up = fraction[digits]! >= '5' ? 1n : 0n;
  const scaled = (BigInt(whole + fraction.slice(0, digits)) + up).toString().padStart(digits + 1, '0');
  return digits ? `${scaled.slice(0, -digits)}.${scaled.slice(-digits)}` : scaled;
}

const PLAIN_NUMBER_OPTIONS = new Set(['useGrouping', 'minimumFractionDigits', 'maximumFractionDigits']);

export function formatNumber(value: number, lang: Language, options: Intl.NumberFormatOptions = {}): string {
  const plain = Object.keys(options).every((k) => PLAIN_NUMBER_OPTIONS.has(k));
  const minFraction = options.minimumFractionDigits ?? 0;
  const maxFraction = Math.max(minFraction, options.maximumFractionDigits ?? 3);
  const digits = plain
    ? plainDigits(value, lang, minFraction, maxFraction, options.useGrouping !== false)
    : null;
  if (digits === null) return numberFormat(lang, options).format(value);
  return value < 0 && /[1-9١-٩]/.test(digits) ? numberSymbols[lang].minus + digits : digits;
}

/** '1,250.00 EGP' / '١٬٢٥٠٫٠٠ ج.م.‏' */
export function formatPrice(egp: number, lang: Language): string {
  const digits = egp >= 0 ? plainDigits(egp, lang, 2, 2, true) : null;
  if (digits !== null) return lang === 'en' ? `${digits} EGP` : `${RLM}${digits}\u00a0ج.م.${RLM}`;
  return numberFormat(lang, {
    style: 'currency',
    currency: 'EGP',
    currencyDisplay: lang === 'en' ? 'code' : 'symbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(egp)
    .replace(/^EGP\s?(.*)$/, '$1 EGP');
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ar: [
    'يناير',
    'فبراير',
    'مارس',
    'أبريل',
    'مايو',
    'يونيو',
    'يوليو',
    'أغسطس',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ],
} as const;
const SHORT_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/**
 * The Cairo calendar day of `date` when it can be read off UTC: Cairo is UTC+2, or UTC+3 in
 * summer, so before 21:00 UTC both put it on the same day. Later, Intl knows the rule.
 */
function cairoDay(date: Date): { year: number; month: number; day: number } | null {
  if (date.getUTCHours() >= 21) return null;
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

/** Locale date ('Nov 22, 2026' / '٢٢ نوفمبر ٢٠٢٦'); null for an invalid input so callers can show 'N/A'. */
export function formatDate(
  value: Date | string | number,
  lang: Language,
  options: Intl.DateTimeFormatOptions = SHORT_DATE,
): string | null {
  const date = toDate(value);
  if (!date) return null;
  const day = options === SHORT_DATE ? cairoDay(date) : null;
  if (day) {
    const dayMonth = dayAndMonth(day.month, day.day, lang);
    return lang === 'en'
      ? `${dayMonth}, ${day.year}`
      : `${dayMonth} ${formatNumber(day.year, lang, { useGrouping: false })}`;
  }
  return dateFormat(lang, { timeZone: 'Africa/Cairo', ...options }).format(date);
}

/**
 * A calendar day (YYYY-MM-DD) as its day and short month, 'Dec 3' / '٣ ديسمبر', as Intl writes it
 * (en-EG / ar-EG); null for anything else.
 */
export function formatDayMonth(day: string, lang: Language): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? Number(match[2]) - 1 : -1;
  const date = match ? Number(match[3]) : 0;
  if (month < 0 || month > 11 || date < 1 || date > 31) return null;
  return dayAndMonth(month, date, lang);
}

/** 'Dec 3' / '٣ ديسمبر' (month from 0), as Intl's short month and numeric day write it. */
function dayAndMonth(month: number, date: number, lang: Language): string {
  return lang === 'en'
    ? `${MONTHS.en[month]} ${date}`
    : `${formatNumber(date, lang, { useGrouping: false })} ${MONTHS.ar[month]}`;
}

/** dd-MM-yyyy in Cairo time, as the product details screen shows expiry dates. */
export function formatDayMonthYear(value: Date | string | number, separator = '-'): string | null {
  const date = toDate(value);
  if (!date) return null;
  const day = cairoDay(date);
  if (day) {
    const two = (v: number) => String(v).padStart(2, '0');
    return [two(day.day), two(day.month + 1), String(day.year)].join(separator);
  }
  const parts = Object.fromEntries(
    dateFormat('en', { timeZone: 'Africa/Cairo', day: '2-digit', month: '2-digit', year: 'numeric' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return [parts.day, parts.month, parts.year].join(separator);
}
