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

export function formatNumber(value: number, lang: Language, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(lang, options).format(value);
}

/** '1,250.00 EGP' / '١٬٢٥٠٫٠٠ ج.م.‏' */
export function formatPrice(egp: number, lang: Language): string {
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

/** Locale date ('22 Nov 2026'); null for an invalid input so callers can show 'N/A'. */
export function formatDate(
  value: Date | string | number,
  lang: Language,
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' },
): string | null {
  const date = toDate(value);
  return date ? dateFormat(lang, { timeZone: 'Africa/Cairo', ...options }).format(date) : null;
}

/** dd-MM-yyyy in Cairo time, as the product details screen shows expiry dates. */
export function formatDayMonthYear(value: Date | string | number, separator = '-'): string | null {
  const date = toDate(value);
  if (!date) return null;
  const parts = Object.fromEntries(
    dateFormat('en', { timeZone: 'Africa/Cairo', day: '2-digit', month: '2-digit', year: 'numeric' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return [parts.day, parts.month, parts.year].join(separator);
}
