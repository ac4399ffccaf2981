import { describe, expect, it } from 'vitest';
import { formatDate, formatDayMonth, formatDayMonthYear, formatNumber, formatPrice } from './format';

describe('formatPrice', () => {
  it('shows EGP with two decimals and grouping in English', () => {
    expect(formatPrice(1250, 'en')).toBe('1,250.00 EGP');
    expect(formatPrice(0.5, 'en')).toBe('0.50 EGP');
    expect(formatPrice(99.999, 'en')).toBe('100.00 EGP');
  });

  it('uses Arabic digits and the Egyptian pound sign in Arabic', () => {
    const text = formatPrice(1250, 'ar');
    expect(text).toContain('١');
    expect(text).toContain('٠٠');
    expect(text).toMatch(/ج\.م/);
    expect(text).not.toContain('EGP');
  });
});

describe('formatNumber', () => {
  it('formats with the language digits', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(12, 'ar')).toBe('١٢');
  });
});

describe('formatDate', () => {
  it('formats in Cairo time for the language', () => {
    // 23:30 UTC on 21 Nov is already 22 Nov in Cairo (UTC+2)
    expect(formatDate('2026-11-21T23:30:00Z', 'en')).toBe('Nov 22, 2026');
    expect(formatDate('2026-11-21T23:30:00Z', 'ar')).toContain('٢٠٢٦');
  });

  it('returns null for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBeNull();
    expect(formatDayMonthYear('nope')).toBeNull();
  });

  it('formats dd-MM-yyyy', () => {
    expect(formatDayMonthYear('2027-03-05T10:00:00Z')).toBe('05-03-2027');
  });
});

describe('written out without Intl, the same text as Intl', () => {
  const values = [
    0,
    1,
    7,
    12,
    999,
    1000,
    1234.5,
    99.995,
    0.125,
    1.005,
    2.675,
    1e6 + 0.5,
    123456789.987,
    -5,
    -1234.56,
  ];
  const intlNumber = (lang: 'en' | 'ar', options: Intl.NumberFormatOptions = {}) =>
    new Intl.NumberFormat(lang === 'en' ? 'en-EG' : 'ar-EG', options);
  const intlDate = (lang: 'en' | 'ar', options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(lang === 'en' ? 'en-EG' : 'ar-EG', options);

  it('numbers, with and without grouping or fraction digits', () => {
    for (const lang of ['en', 'ar'] as const) {
      for (const options of [
        {},
        { useGrouping: false },
        { maximumFractionDigits: 1 },
        { minimumFractionDigits: 2 },
      ]) {
        for (const v of values) {
          expect(formatNumber(v, lang, options), `${lang} ${v} ${JSON.stringify(options)}`).toBe(
            intlNumber(lang, options).format(v),
          );
        }
      }
    }
  });

  it('prices', () => {
    for (const v of values.filter((x) => x >= 0)) {
      const en = intlNumber('en', {
        style: 'currency',
        currency: 'EGP',
        currencyDisplay: 'code',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      })
        .format(v)
        .replace(/^EGP\s?(.*)$/, '$1 EGP');
      expect(formatPrice(v, 'en')).toBe(en);
      expect(formatPrice(v, 'ar')).toBe(
        intlNumber('ar', {
          style: 'currency',
          currency: 'EGP',
          currencyDisplay: 'symbol',
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }).format(v),
      );
    }
  });

  it('dates in Cairo, every month, on either side of midnight in Cairo', () => {
    for (const lang of ['en', 'ar'] as const) {
      const intl = intlDate(lang, {
        timeZone: 'Africa/Cairo',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      });
      for (let month = 0; month < 12; month++) {
        for (const hour of [0, 12, 20, 21, 22, 23]) {
          const at = new Date(Date.UTC(2026, month, 28, hour, 30));
          expect(formatDate(at, lang), `${lang} ${at.toISOString()}`).toBe(intl.format(at));
        }
      }
      expect(formatDate('2027-05-31', lang)).toBe(intl.format(new Date('2027-05-31')));
    }
    expect(formatDayMonthYear('2026-07-31T22:30:00Z')).toBe('01-08-2026');
    expect(formatDayMonthYear('2026-01-31T22:30:00Z')).toBe('01-02-2026');
  });

  it('a calendar day as its day and month, every month', () => {
    for (const lang of ['en', 'ar'] as const) {
      const intl = intlDate(lang, { timeZone: 'UTC', month: 'short', day: 'numeric' });
      for (let month = 0; month < 12; month++)
        for (const date of [1, 9, 10, 28]) {
          const day = `2026-${String(month + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
          expect(formatDayMonth(day, lang), day).toBe(intl.format(new Date(`${day}T12:00:00Z`)));
        }
    }
    expect(formatDayMonth('2026-12-07', 'en')).toBe('Dec 7');
    expect(formatDayMonth('2026-12-07', 'ar')).toBe('٧ ديسمبر');
    expect(formatDayMonth('2026-13-01', 'en')).toBeNull();
    expect(formatDayMonth('7 Dec', 'en')).toBeNull();
  });
});
