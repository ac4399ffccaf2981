import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importFileErrors, importReasonTexts } from '@atlas/shared/rules/catalogue-sheet';

const messages = (lang: string) =>
  JSON.parse(
    readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), `../../../src/i18n/${lang}.json`), 'utf8'),
  ) as { adminProducts: { sheet: { reasons: Record<string, string>; fileErrors: Record<string, string> } } };

describe('import refusals on the admin screen', () => {
  it.each(['en', 'ar'])('has a %s text for every reason and file error the server gives', (lang) => {
    const { reasons, fileErrors } = messages(lang).adminProducts.sheet;
    expect(Object.keys(importReasonTexts).filter((code) => !reasons[code])).toEqual([]);
    expect(importFileErrors.filter((code) => !fileErrors[code])).toEqual([]);
  });
});
