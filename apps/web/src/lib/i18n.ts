import {
  defaultLanguage,
  isLanguage,
  pickLanguage,
  textDirection,
  type Language,
} from '@atlas/shared/rules/locale';
import translationFiles from 'virtual:translation-files';
import { Translator, type Resources } from './translator';
import type { TranslationPart } from '@atlas/shared/web/translation-parts';

export const LANGUAGE_STORAGE_KEY = 'lang';
/** The server renders in the language of this cookie (docs/api-compatibility.md), so the toggle sets it too. */
export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The browser's translator: one language's texts at a time, each loaded when first needed. */
export const i18n = new Translator({});

/** The parts of the texts this browser needs in every language it shows: the admin's once opened. */
const wantedParts = new Set<TranslationPart>(['shop']);
const loads = new Map<string, Promise<void>>();

/** A language's part of the texts (a hashed file; the server preloads the page's shop part), once. */
function loadPart(lang: Language, part: TranslationPart): Promise<void> {
  const key = `${lang} ${part}`;
  let load = loads.get(key);
  if (!load) {
    load = (async () => {
      const res = await fetch(translationFiles[lang][part]);
      if (!res.ok) throw new Error(`translations (${part}) for ${lang}: HTTP ${res.status}`);
      i18n.addTexts(lang, (await res.json()) as Resources);
    })();
    // a failed load is tried again when next needed
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

async function loadLanguage(lang: Language): Promise<void> {
  await Promise.all([...wantedParts].map((part) => loadPart(lang, part)));
}

/** The admin area's texts, in the language shown and, from now on, in any other chosen. */
export function loadAdminTexts(): Promise<void> {
  wantedParts.add('admin');
  return loadPart(currentLanguage(), 'admin');
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
