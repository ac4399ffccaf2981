import type { Language } from './locale';

export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * CLDR cardinal plural categories of our two languages, for whole numbers (the counts we show),
 * as Intl.PluralRules answers them, without loading the browser's locale data for it:
 * English one/other; Arabic zero, one, two, few (3–10 after the hundreds), many (11–99), other.
 * https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html
 */
export function pluralCategory(lang: Language, count: number): PluralCategory {
  const n = Math.abs(count);
  if (lang === 'en') return n === 1 ? 'one' : 'other';
  if (!Number.isInteger(n)) return 'other';
  if (n === 0) return 'zero';
  if (n === 1) return 'one';
  if (n === 2) return 'two';
  const rest = n % 100;
  if (rest >= 3 && rest <= 10) return 'few';
  if (rest >= 11) return 'many';
  return 'other';
}
