import { describe, expect, it } from 'vitest';
import { searchKey } from './food-search';

describe('searchKey', () => {
  it('lower-cases and trims', () => {
    expect(searchKey('  Ful MEDAMES ')).toBe('ful medames');
  });

  it('folds Arabic the way people type it: taa marbuta, hamza forms, alef maqsura, diacritics', () => {
    expect(searchKey('ملوخية')).toBe(searchKey('ملوخيه'));
    expect(searchKey('أرز')).toBe(searchKey('ارز'));
    expect(searchKey('إفطار')).toBe(searchKey('افطار'));
    expect(searchKey('حلوى')).toBe(searchKey('حلوي'));
    expect(searchKey('عَيش')).toBe('عيش');
  });
});
