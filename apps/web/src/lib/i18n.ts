import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  isLanguage,
  languages,
  pickLanguage,
  textDirection,
  type Language,
} from '@atlas/shared/rules/locale';

export const LANGUAGE_STORAGE_KEY = 'lang';

/** Loads /assets/i18n/{lang}.json on demand, one file per language (spec 000 §1). */
const jsonBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    fetch(`/assets/i18n/${language}.json`)
      .then((res) => {
        if (!res.ok) throw new Error(`translations for ${language}: HTTP ${res.status}`);
        return res.json() as Promise<Record<string, unknown>>;
      })
      .then((data) => callback(null, data))
      .catch((err: unknown) => callback(err as Error, false));
  },
};

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembered choice first; on a first visit, the browser's preference (DESIGN.md §5). */
export function initialLanguage(): Language {
  return storedLanguage() ?? pickLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

export function applyDocumentLanguage(lang: Language): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = textDirection[lang];
}

export async function initI18n(lang: Language = initialLanguage()): Promise<typeof i18next> {
  applyDocumentLanguage(lang);
  await i18next
    .use(jsonBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  return i18next;
}

export async function changeLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage may be unavailable (private mode); the switch still applies to this visit
  }
  await i18next.changeLanguage(lang);
  applyDocumentLanguage(lang);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : defaultLanguage;
}
