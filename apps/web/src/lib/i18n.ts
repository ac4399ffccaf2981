import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import {
  defaultLanguage,
  isLanguage,
  languages,
  pickLanguage,
  textDirection,
  type Language,
} from '@atlas/shared/rules/locale';

export const LANGUAGE_STORAGE_KEY = 'lang';
/** The server renders in the language of this cookie (DESIGN.md §5), so the toggle sets it too. */
export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

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

/** The language the server rendered the page in (it read the same cookie and header). */
export function documentLanguage(): Language | null {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : null;
}

/** The language the `lang` cookie holds, if any (what the server reads after `?lang=`). */
export function cookieLanguage(): Language | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));
  const lang = entry?.slice(LANGUAGE_COOKIE.length + 1) ?? '';
  return isLanguage(lang) ? lang : null;
}

export function rememberLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage may be unavailable (private mode); the cookie still carries the choice
  }
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

export function applyDocumentLanguage(lang: Language): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = textDirection[lang];
}

export async function initI18n(lang: Language = initialLanguage()): Promise<typeof i18next> {
  applyDocumentLanguage(lang);
  await i18next.use(jsonBackend).init({
    lng: lang,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

export async function changeLanguage(lang: Language): Promise<void> {
  rememberLanguage(lang);
  await i18next.changeLanguage(lang);
  applyDocumentLanguage(lang);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : defaultLanguage;
}
