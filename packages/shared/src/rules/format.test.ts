import { describe, expect, it } from 'vitest';
import { formatDate, formatDayMonthYear, formatNumber, formatPrice } from './format';

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
