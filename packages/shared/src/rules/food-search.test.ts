import { describe, expect, it } from 'vitest';
import { matchFoods, searchKey } from './food-search';

const foods = [
  { en: 'Ful medames (stewed fava beans)', ar: 'فول مدمس' },
  { en: "Ta'ameya (Egyptian falafel)", ar: 'طعمية' },
  { en: 'Baladi bread', ar: 'عيش بلدي' },
  { en: 'Molokhia', ar: 'ملوخية' },
];
const names = (f: (typeof foods)[number]) => [f.en, f.ar];

describe('food search', () => {
  it('matches a substring of the English name in any case', () => {
    expect(matchFoods(foods, 'FAVA', names).map((f) => f.ar)).toEqual(['فول مدمس']);
    expect(matchFoods(foods, 'bread', names)).toHaveLength(1);
  });

  it('matches Arabic, folding taa marbuta, hamza forms and diacritics', () => {
    expect(matchFoods(foods, 'ملوخيه', names)).toHaveLength(1);
    expect(matchFoods(foods, 'عَيش', names)).toHaveLength(1);
    expect(searchKey('أرز')).toBe(searchKey('ارز'));
  });

  it('ignores a blank term and finds nothing for an unknown one', () => {
    expect(matchFoods(foods, '   ', names)).toEqual([]);
    expect(matchFoods(foods, 'pizza', names)).toEqual([]);
  });
});
