// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GOVERNORATES } from '@atlas/shared/content/governorates';

const load = (lang: string) =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../src/i18n/${lang}.json`, import.meta.url)), 'utf8'),
  ) as Record<string, unknown>;

function flatten(obj: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object')
      for (const [k, v] of flatten(value as Record<string, unknown>, path)) out.set(k, v);
    else out.set(path, String(value));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation files', () => {
  const en = flatten(load('en'));
  const ar = flatten(load('ar'));

  // Plural forms differ by language (Arabic has six, English two): compare the keys they belong to.
  const base = (keys: Iterable<string>) =>
    new Set([...keys].map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')));

  it('have exactly the same keys', () => {
    const enKeys = base(en.keys());
    const arKeys = base(ar.keys());
    const onlyEn = [...enKeys].filter((k) => !arKeys.has(k));
    const onlyAr = [...arKeys].filter((k) => !enKeys.has(k));
    expect({ onlyEn, onlyAr }).toEqual({ onlyEn: [], onlyAr: [] });
  });

  it('have no empty texts', () => {
    const empty = [...en, ...ar].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...en.keys()].filter(
      (k) =>
        !/_(zero|one|two|few|many|other)$/.test(k) &&
        ar.has(k) &&
        placeholders(en.get(k)!).join() !== placeholders(ar.get(k)!).join(),
    );
    // Arabic plural forms may spell the number out ('منتج واحد'), but never invent a placeholder
    for (const [k, v] of ar) {
      const stem = k.replace(/_(zero|one|two|few|many|other)$/, '');
      if (stem === k) continue;
      const allowed = new Set(
        [...en].filter(([ek]) => ek.startsWith(`${stem}_`)).flatMap(([, ev]) => placeholders(ev)),
      );
      if (placeholders(v).some((p) => !allowed.has(p))) mismatched.push(k);
    }
    expect(mismatched).toEqual([]);
  });

  it('are written in Arabic script in ar.json', () => {
    const latinOnly = [...ar]
      // the language toggle's label, and the meal tiers' brand names (LITE, ACTIVE, INTENSE)
      .filter(([k]) => k !== 'nav.switchLanguage' && !/^tiers\.\w+\.name$/.test(k))
      // placeholders' names are not text: a value that is only a sign and a placeholder passes
      .map(([k, v]) => [k, v.replace(/\{\{\s*\w+\s*\}\}/g, '')] as const)
      .filter(([, v]) => /[A-Za-z]/.test(v) && !/[\u0600-\u06FF]/.test(v))
      .map(([k]) => k);
    expect(latinOnly).toEqual([]);
  });

  it('name every governorate as the shop’s address matcher and receipts do', () => {
    for (const g of GOVERNORATES) {
      expect(en.get(`governorates.${g.code}`)).toBe(g.en);
      expect(ar.get(`governorates.${g.code}`)).toBe(g.ar);
    }
  });
});
