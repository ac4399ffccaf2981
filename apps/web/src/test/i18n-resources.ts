import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@atlas/shared/rules/locale';
import type { Resources } from '@/lib/translator';

const here = dirname(fileURLToPath(import.meta.url));

/** The shop's real translation files, for tests that check what a screen says. */
export function loadResources(): Record<Language, Resources> {
  const json = (lang: Language) =>
    JSON.parse(readFileSync(resolve(here, `../../src/i18n/${lang}.json`), 'utf8')) as Resources;
  return { en: json('en'), ar: json('ar') };
}
