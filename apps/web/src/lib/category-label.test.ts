import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { categoryLabel } from './category-label';
import { Translator } from './translator';

const texts = (lang: string) =>
  JSON.parse(readFileSync(resolve(__dirname, `../i18n/${lang}.json`), 'utf8')) as Record<string, unknown>;

describe('categoryLabel', () => {
  const translator = new Translator({ en: texts('en'), ar: texts('ar') });

  it('names a category the shop knows in the interface language', () => {
    expect(categoryLabel(translator.getFixedT('ar'), 'Mass Gainers')).toBe('زيادة الوزن');
    expect(categoryLabel(translator.getFixedT('ar'), 'Vitamins & Health')).toBe('فيتامينات وصحة');
    expect(categoryLabel(translator.getFixedT('en'), 'Pre Workout')).toBe('Pre Workout');
  });

  it('keeps a category it has no translation of as the catalogue spells it', () => {
    expect(categoryLabel(translator.getFixedT('ar'), 'Recovery Drinks')).toBe('Recovery Drinks');
  });
});
