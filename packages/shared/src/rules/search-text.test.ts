import { describe, expect, it } from 'vitest';
import {
  editDistanceWithin,
  foldText,
  hasArabic,
  indexForms,
  joinedPairs,
  queryWords,
  queryForm,
  searchWords,
  typoBudget,
} from './search-text';

describe('foldText', () => {
  it.each([
    ['hamza on alef, above and below', 'أيزوليت إل آمنة', 'ايزوليت ال امنه'],
    ['alef wasla', 'ٱلواي', 'الواي'],
    ['hamza on waw and yaa', 'مؤكد جرائم', 'موكد جرايم'],
    ['alef maqsura as yaa', 'واى', 'واي'],
    ['taa marbuta as haa', 'زبدة', 'زبده'],
    ['Persian yeh and keheh', 'كریاتین کازين', 'كرياتين كازين'],
    ['diacritics', 'كْرِيَاتِين', 'كرياتين'],
    ['superscript alef', 'هٰذا', 'هذا'],
    ['tatweel', 'بروتيـــن', 'بروتين'],
    ['Arabic-Indic digits', 'أوميجا ٣ ١٠٠٠', 'اوميجا 3 1000'],
    ['Persian digits', 'اوميجا ۳', 'اوميجا 3'],
    ['presentation forms', 'ﺑﺮﻭﺗﻴﻦ', 'بروتين'],
  ])('%s', (_case, input, folded) => {
    expect(foldText(input)).toBe(folded);
  });

  it('lower-cases, drops Latin accents and apostrophes, and turns punctuation and hyphens into spaces', () => {
    expect(foldText('  Crème PRE-Workout  ')).toBe('creme pre workout');
    expect(foldText("Women's Multivitamin")).toBe('womens multivitamin');
    expect(foldText('Women’s')).toBe('womens');
    expect(foldText('EAA + Hydration, 2:1:1 (100%)')).toBe('eaa hydration 2 1 1 100');
    expect(foldText('Omega-3')).toBe('omega 3');
    expect(foldText('L-Carnitine')).toBe('l carnitine');
  });

  it('folds the same word typed every way to one form', () => {
    const forms = ['أيزوليت', 'ايزوليت', 'إيزوليت', 'آيزوليت', 'أيزوليـت', 'أَيْزُولِيت'];
    expect(new Set(forms.map(foldText))).toEqual(new Set(['ايزوليت']));
  });
});

describe('words and forms', () => {
  it('splits folded text into words; nothing for blank or punctuation only', () => {
    expect(searchWords('Whey بروتين-واي')).toEqual(['whey', 'بروتين', 'واي']);
    expect(searchWords('  ')).toEqual([]);
    expect(searchWords('—!?')).toEqual([]);
  });

  it('looks a query word up without the Arabic article when three letters stay', () => {
    expect(queryForm('البروتين')).toBe('بروتين');
    expect(queryForm('بالشوكولاته')).toBe('شوكولاته');
    expect(queryForm('للتركيز')).toBe('تركيز');
    expect(queryForm('الفا')).toBe('الفا');
    expect(queryForm('whey')).toBe('whey');
  });

  it('indexes a word with and without the article, and without a leading و', () => {
    expect(indexForms('الشوفان')).toEqual(['الشوفان', 'شوفان']);
    expect(indexForms('وزنك')).toEqual(['وزنك', 'زنك']);
    expect(indexForms('واي')).toEqual(['واي']);
    expect(indexForms('creatine')).toEqual(['creatine']);
  });

  it('joins neighbours so the joined and the spaced spelling meet', () => {
    expect(joinedPairs(['pre', 'workout', 'ignite'])).toEqual([
      'preworkout',
      'preworkoutignite',
      'workoutignite',
    ]);
    expect(joinedPairs(['2', '1', '1'])).toContain('211');
    expect(joinedPairs(['omega'])).toEqual([]);
  });
});

describe('queryWords', () => {
  it('drops linking words and words true of the whole shop, unless nothing else is left', () => {
    expect(queryWords('Cookies and Cream')).toEqual(['cookies', 'cream']);
    expect(queryWords('مكملات حرق الدهون')).toEqual(['حرق', 'دهون']);
    expect(queryWords('iron for women')).toEqual(['iron', 'women']);
    expect(queryWords('without caffeine')).toEqual(['without', 'caffeine']);
    expect(queryWords('the')).toEqual(['the']);
  });
});

describe('typos', () => {
  it('allows none up to 3 letters, 1 up to 7, 2 beyond', () => {
    expect([1, 3, 4, 7, 8, 20].map(typoBudget)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('counts a swap of neighbours as one slip, like a substitution, insertion or deletion', () => {
    expect(editDistanceWithin('protien', 'protein', 1)).toBe(1);
    expect(editDistanceWithin('wey', 'whey', 1)).toBe(1);
    expect(editDistanceWithin('creatne', 'creatine', 1)).toBe(1);
    expect(editDistanceWithin('كرياتيين', 'كرياتين', 1)).toBe(1);
    expect(editDistanceWithin('prtoein', 'protein', 2)).toBe(1);
    expect(editDistanceWithin('whey', 'whey', 0)).toBe(0);
  });

  it('stops at the budget: anything further answers budget + 1', () => {
    expect(editDistanceWithin('protein', 'pizza', 2)).toBe(3);
    expect(editDistanceWithin('abc', 'abcdefgh', 2)).toBe(3);
    expect(editDistanceWithin('casein', 'creatine', 1)).toBe(2);
  });
});

describe('hasArabic', () => {
  it('tells Arabic text from Latin', () => {
    expect(hasArabic('whey بروتين')).toBe(true);
    expect(hasArabic('whey 100')).toBe(false);
  });
});
