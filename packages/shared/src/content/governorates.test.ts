import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  GOVERNORATE_CODES,
  GOVERNORATES,
  governorateByCode,
  governorateName,
  type GovernorateCode,
} from './governorates';
import { normalizePlaceName } from '../rules/governorate-match';
import { ARABIC_LETTER } from './texts';

describe('GOVERNORATES', () => {
  it('has the 27 governorates, with unique ISO 3166-2:EG codes', () => {
    expect(GOVERNORATES).toHaveLength(27);
    const codes = GOVERNORATES.map((g) => g.code);
    expect(new Set(codes).size).toBe(27);
    for (const code of codes) expect(code).toMatch(/^EG-[A-Z]{1,3}$/);
    expect(codes).toEqual([...GOVERNORATE_CODES]);
  });

  it('names each one in English and in Arabic', () => {
    for (const g of GOVERNORATES) {
      expect(g.en.trim(), g.code).toBe(g.en);
      expect(g.en, g.code).not.toBe('');
      expect(g.en, g.code).not.toMatch(ARABIC_LETTER);
      expect(g.ar.trim(), g.code).toBe(g.ar);
      expect(g.ar, g.code).toMatch(ARABIC_LETTER);
    }
  });

  it('gives no name or alias to two governorates, once normalised as the matcher compares them', () => {
    const owner = new Map<string, GovernorateCode>();
    const clashes: string[] = [];
    for (const g of GOVERNORATES) {
      for (const name of [g.en, g.ar, ...g.aliases]) {
        const key = normalizePlaceName(name);
        expect(key, `${g.code} ${name}`).not.toBe('');
        const other = owner.get(key);
        if (other !== undefined && other !== g.code) clashes.push(`${name} (${other}, ${g.code})`);
        owner.set(key, g.code);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('has codes usable as a zod enum', () => {
    const Governorate = z.enum(GOVERNORATE_CODES);
    expect(Governorate.parse('EG-GZ')).toBe('EG-GZ');
    expect(Governorate.safeParse('EG-HU').success).toBe(false);
  });
});

describe('governorateByCode', () => {
  it('finds a governorate by its code, and nothing for other strings', () => {
    expect(governorateByCode('EG-ALX')?.en).toBe('Alexandria');
    expect(governorateByCode('EG-KFS')?.ar).toBe('كفر الشيخ');
    expect(governorateByCode('eg-alx')).toBeUndefined();
    expect(governorateByCode('')).toBeUndefined();
  });
});

describe('governorateName', () => {
  it('names a governorate in either language, or gives back an unknown code', () => {
    expect(governorateName('EG-C', 'en')).toBe('Cairo');
    expect(governorateName('EG-C', 'ar')).toBe('القاهرة');
    expect(governorateName('EG-BA', 'en')).toBe('Red Sea');
    expect(governorateName('EG-SU', 'ar')).toBe('EG-SU');
  });
});
