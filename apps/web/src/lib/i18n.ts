import {
  defaultLanguage,
  isLanguage,
  pickLanguage,
  textDirection,
  type Language,
} from '@atlas/shared/rules/locale';
import { Translator, type Resources } from './translator';

export const LANGUAGE_STORAGE_KEY = 'lang';
/** The server renders in the language of this cookie (docs/api-compatibility.md), so the toggle sets it too. */
export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The browser's translator: one language's texts at a time, each loaded when first needed. */
export const i18n = new Translator({});

/** /assets/i18n/{lang}.json, one file per language; the server preloads the page's. */
async function loadLanguage(lang: Language): Promise<void> {
  if (i18n.hasLanguage(lang)) return;
  const res = await fetch(`/assets/i18n/${lang}.json`);
  if (!res.ok) throw new Error(`translations for ${lang}: HTTP ${res.status}`);
  i18n.addLanguage(lang, (await res.json()) as Resources);
}

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembered choice first; on a first visit, the browser's preference (docs/api-compatibility.md). */
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

export async function initI18n(lang: Language = initialLanguage()): Promise<Translator> {
  applyDocumentLanguage(lang);
  await loadLanguage(lang);
  i18n.setLanguage(lang);
  return i18n;
}

export async function changeLanguage(lang: Language): Promise<void> {
  rememberLanguage(lang);
  await loadLanguage(lang);
  i18n.setLanguage(lang);
  applyDocumentLanguage(lang);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}
