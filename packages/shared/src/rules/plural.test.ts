import { describe, expect, it } from 'vitest';
import { pluralCategory } from './plural';

describe('pluralCategory', () => {
  it('answers what Intl.PluralRules answers for whole numbers in both languages', () => {
    for (const lang of ['en', 'ar'] as const) {
      const rules = new Intl.PluralRules(lang === 'en' ? 'en-EG' : 'ar-EG');
      for (const n of [
        0, 1, 2, 3, 7, 10, 11, 12, 50, 99, 100, 101, 102, 103, 110, 111, 199, 200, 1000, 1003, 1011, 123456,
      ]) {
        expect(pluralCategory(lang, n), `${lang} ${n}`).toBe(rules.select(n));
      }
    }
  });
});
