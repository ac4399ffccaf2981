import { describe, expect, it } from 'vitest';
import { loadResources } from '@/test/i18n-resources';
import { categoryLabel } from './category-label';
import { Translator } from './translator';

describe('categoryLabel', () => {
  const translator = new Translator(loadResources());

  it('names a category the shop knows in the interface language', () => {
    expect(categoryLabel(translator.getFixedT('ar'), 'Mass Gainers')).toBe('زيادة الوزن');
    expect(categoryLabel(translator.getFixedT('ar'), 'Vitamins & Health')).toBe('فيتامينات وصحة');
    expect(categoryLabel(translator.getFixedT('en'), 'Pre Workout')).toBe('Pre Workout');
  });

  it('keeps a category it has no translation of as the catalogue spells it', () => {
    expect(categoryLabel(translator.getFixedT('ar'), 'Recovery Drinks')).toBe('Recovery Drinks');
  });
});
