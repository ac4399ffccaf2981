import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_NUMBER_COLUMNS,
  neutraliseCell,
  restoreCell,
  toCsv,
} from './catalogue-sheet';

describe('catalogue sheet cells', () => {
  it.each(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\ry'])('neutralises %j and restores it', (value) => {
    const written = neutraliseCell(value);
    expect(written.startsWith("'")).toBe(true);
    expect(restoreCell(written)).toBe(value);
  });

  it('leaves ordinary text, numbers and an apostrophe of the text itself alone', () => {
    for (const value of ['Whey', 'واي بروتين', '100%', "'quoted'", "Women's"]) {
      expect(neutraliseCell(value)).toBe(value);
      expect(restoreCell(value)).toBe(value);
    }
  });

  it('writes CSV with a BOM, CRLF and quotes only where needed', () => {
    expect(
      toCsv([
        ['a', 'b,c'],
        ['say "hi"', 'line\nbreak'],
      ]),
    ).toBe('\uFEFFa,"b,c"\r\n"say ""hi""","line\nbreak"\r\n');
  });

  it('has one column per field, ids first', () => {
    expect(CATALOGUE_COLUMNS[0]).toBe('product_id');
    expect(new Set(CATALOGUE_COLUMNS).size).toBe(CATALOGUE_COLUMNS.length);
  });

  it('writes the prices, quantities and facts amounts as numbers, the unit and lists as text', () => {
    for (const column of ['price', 'quantity', 'serving_size', 'energy_kcal', 'caffeine_mg'] as const) {
      expect(CATALOGUE_NUMBER_COLUMNS.has(column)).toBe(true);
    }
    for (const column of ['name', 'serving_unit', 'other_actives', 'allergens', 'suitable_for'] as const) {
      expect(CATALOGUE_NUMBER_COLUMNS.has(column)).toBe(false);
    }
  });
});
