import { describe, expect, it } from 'vitest';
import { importFileErrors, importReasonTexts } from '@atlas/shared/rules/catalogue-sheet';
import type { Language } from '@atlas/shared/rules/locale';
import { loadResources } from '@/test/i18n-resources';

const resources = loadResources();
const messages = (lang: Language) =>
  resources[lang] as {
    adminProducts: { sheet: { reasons: Record<string, string>; fileErrors: Record<string, string> } };
  };

describe('import refusals on the admin screen', () => {
  it.each(['en', 'ar'] as const)('has a %s text for every reason and file error the server gives', (lang) => {
    const { reasons, fileErrors } = messages(lang).adminProducts.sheet;
    expect(Object.keys(importReasonTexts).filter((code) => !reasons[code])).toEqual([]);
    expect(importFileErrors.filter((code) => !fileErrors[code])).toEqual([]);
  });
});
