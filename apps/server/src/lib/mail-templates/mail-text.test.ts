import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mailHtml, mailText } from './mail-text';

const load = (lang: string) =>
  JSON.parse(readFileSync(new URL(`./i18n/${lang}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

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

describe('mail translation files', () => {
  const en = flatten(load('en'));
  const ar = flatten(load('ar'));

  it('have exactly the same keys', () => {
    const onlyEn = [...en.keys()].filter((k) => !ar.has(k));
    const onlyAr = [...ar.keys()].filter((k) => !en.has(k));
    expect({ onlyEn, onlyAr }).toEqual({ onlyEn: [], onlyAr: [] });
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...en.keys()].filter(
      (k) => ar.has(k) && placeholders(en.get(k)!).join() !== placeholders(ar.get(k)!).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('have no empty texts', () => {
    const empty = [...en, ...ar].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  // mailHtml escapes only the values: a text must read the same as plain text and as HTML
  it('hold no markup and no character HTML reads differently (&, <, >)', () => {
    const unsafe = [...en, ...ar].filter(([, v]) => /[&<>]/.test(v)).map(([k]) => k);
    expect(unsafe).toEqual([]);
  });
});

describe('mailText and mailHtml', () => {
  const name = `<b>"O'Brien"</b> & {{code}} $&`;

  it('fill the values as given in plain text, escaped in HTML, and never fill a value’s own braces', () => {
    expect(mailText('en', 'common.hello', { name })).toBe(`Hello ${name},`);
    expect(mailHtml('ar', 'common.hello', { name })).toBe(
      'مرحبًا &lt;b&gt;&quot;O&#39;Brien&quot;&lt;/b&gt; &amp; {{code}} $&amp;،',
    );
  });

  it('keep the text’s own quotes in HTML, as the mails always had them', () => {
    expect(mailHtml('en', 'adminInvitation.note')).toContain('"Forgot password"');
  });

  it('leave a placeholder without a value as written', () => {
    expect(mailText('en', 'orderStatus.shipped.title')).toBe('Order #{{id}} is on its way');
  });
});
