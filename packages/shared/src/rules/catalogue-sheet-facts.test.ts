import { describe, expect, it } from 'vitest';
import { factsMessages, SupplementFacts } from '../contract/supplement-facts';
import { CATALOGUE_FACTS_COLUMNS } from './catalogue-sheet';
import {
  factsCells,
  overrideOf,
  productLevelDifference,
  readFactsCells,
  sameFacts,
} from './catalogue-sheet-facts';

const pre = SupplementFacts.parse({
  servingSize: 12,
  servingUnit: 'g',
  containerSize: 360,
  servingsPerContainer: 30,
  perServing: {
    energyKcal: 10,
    proteinG: 0,
    carbsG: 2,
    sugarG: 0,
    fatG: 0,
    caffeineMg: 250,
    actives: [
      { en: 'Beta-alanine', ar: 'بيتا ألانين', mg: 3200 },
      { en: 'L-Citrulline', ar: 'سيترولين', mg: 6000 },
    ],
  },
  allergens: ['milk', 'soy'],
  suitableFor: ['vegetarian', 'halal'],
});

describe('supplement facts in sheet cells', () => {
  it('writes a label and reads it back the same', () => {
    const cells = factsCells(pre);
    expect(cells).toMatchObject({
      serving_size: '12',
      serving_unit: 'g',
      caffeine_mg: '250',
      other_actives: 'Beta-alanine|بيتا ألانين|3200; L-Citrulline|سيترولين|6000',
      allergens: 'milk, soy',
      suitable_for: 'vegetarian, halal',
    });
    expect(readFactsCells(cells)).toEqual({ ok: true, facts: pre });
  });

  it('reads all-empty cells as no label, and writes no label as empty cells', () => {
    expect(readFactsCells({})).toEqual({ ok: true, facts: null });
    expect(Object.values(factsCells(null))).toEqual(CATALOGUE_FACTS_COLUMNS.map(() => ''));
  });

  it('takes Arabic commas, capitals and empty defaults', () => {
    const read = readFactsCells({
      ...factsCells(pre),
      allergens: 'Milk، SOY',
      creatine_mg: '',
      max_servings_per_day: '',
    });
    expect(read).toMatchObject({ ok: true, facts: { allergens: ['milk', 'soy'], maxServingsPerDay: 1 } });
  });

  it('names the column of a problem', () => {
    expect(readFactsCells({ ...factsCells(pre), sugar_g: '5' })).toEqual({
      ok: false,
      column: 'sugar_g',
      problem: factsMessages.sugarOverCarbs,
    });
    expect(readFactsCells({ ...factsCells(pre), protein_g: '' })).toMatchObject({
      ok: false,
      column: 'protein_g',
    });
    expect(readFactsCells({ ...factsCells(pre), serving_unit: 'scoop' })).toMatchObject({
      ok: false,
      column: 'serving_unit',
    });
    expect(readFactsCells({ ...factsCells(pre), other_actives: 'Taurine 1000' })).toMatchObject({
      ok: false,
      column: 'other_actives',
    });
    expect(readFactsCells({ ...factsCells(pre), allergens: 'peanut' })).toMatchObject({
      ok: false,
      column: 'allergens',
    });
  });

  it('finds what a flavor’s label has of its own, lists compared as sets', () => {
    expect(overrideOf(pre, { ...pre, allergens: ['soy', 'milk'] })).toBeNull();
    expect(sameFacts(pre, { ...pre, suitableFor: ['halal', 'vegetarian'] })).toBe(true);
    expect(overrideOf(pre, { ...pre, allergens: ['milk', 'soy', 'gluten'] })).toEqual({
      allergens: ['milk', 'soy', 'gluten'],
    });
    const sweeter = { ...pre.perServing, carbsG: 4, sugarG: 3 };
    expect(overrideOf(pre, { ...pre, perServing: sweeter })).toEqual({ perServing: sweeter });
    expect(productLevelDifference(pre, { ...pre, servingsPerContainer: 25 })).toBe('servings_per_container');
    expect(productLevelDifference(pre, { ...pre, perServing: sweeter })).toBeUndefined();
  });
});
