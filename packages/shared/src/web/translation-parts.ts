import type { Language } from '../rules/locale';

/**
 * The translation files are sent in parts, so a shopper's browser does not download the admin
 * area's texts (about two fifths of each language's file): the web build splits each language's
 * file (apps/web/src/i18n/{lang}.json) by namespace into the parts below, each a hashed file
 * cached for good (apps/web/build/translation-files.ts). A page preloads its language's shop part.
 */
export const translationParts = ['shop', 'admin'] as const;
export type TranslationPart = (typeof translationParts)[number];

/** The admin area's own namespaces (`adminProducts`, `adminShell`, …) are its part; the rest is the shop's. */
export function translationPartOf(namespace: string): TranslationPart {
  return /^admin[A-Z]/.test(namespace) ? 'admin' : 'shop';
}

/** One language's texts split into the parts, each holding whole namespaces. */
export function splitTranslations<T>(texts: Record<string, T>): Record<TranslationPart, Record<string, T>> {
  const parts: Record<TranslationPart, Record<string, T>> = { shop: {}, admin: {} };
  for (const [namespace, value] of Object.entries(texts))
    parts[translationPartOf(namespace)][namespace] = value;
  return parts;
}

/** Where the web build records its translation files for the server, beside Vite's manifest. */
export const TRANSLATION_FILES_RECORD = '.vite/translation-files.json';
/** Each language's parts, as paths in the build (`static/….json`). */
export type TranslationFilesRecord = Record<Language, Record<TranslationPart, string>>;
