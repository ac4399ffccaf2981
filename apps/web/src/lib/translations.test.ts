// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const load = (lang: string) =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../public/assets/i18n/${lang}.json`, import.meta.url)), 'utf8'),
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

  it('have exactly the same keys', () => {
    const onlyEn = [...en.keys()].filter((k) => !ar.has(k));
    const onlyAr = [...ar.keys()].filter((k) => !en.has(k));
    expect({ onlyEn, onlyAr }).toEqual({ onlyEn: [], onlyAr: [] });
  });

  it('have no empty texts', () => {
    const empty = [...en, ...ar].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...en.keys()].filter(
      (k) => ar.has(k) && placeholders(en.get(k)!).join() !== placeholders(ar.get(k)!).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('are written in Arabic script in ar.json', () => {
    const latinOnly = [...ar]
      .filter(([k]) => k !== 'nav.switchLanguage')
      .filter(([, v]) => /[A-Za-z]/.test(v) && !/[\u0600-\u06FF]/.test(v))
      .map(([k]) => k);
    expect(latinOnly).toEqual([]);
  });
});
