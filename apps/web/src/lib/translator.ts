import { defaultLanguage, type Language } from '@atlas/shared/rules/locale';
import { pluralCategory } from '@atlas/shared/rules/plural';

/** One language's texts (src/i18n/{lang}.json), or some of its namespaces. */
export type Resources = { [key: string]: unknown };

export interface TOptions {
  /** Picks `key_one`, `key_few`, … by the language's plural rules (`key_zero` first for 0). */
  count?: number;
  /** What to show when the key has no text. */
  defaultValue?: string;
  /** Answers the key's array or object itself. */
  returnObjects?: boolean;
  /** Values for `{{name}}` in the text. */
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

/**
 * Our texts, looked up the way the translation files are written (the i18next JSON format:
 * dotted keys, `{{name}}` values, plural suffixes), in a page of code instead of a library
 * every page would download, start and run: a missing text falls back to English, then to
 * `defaultValue`, then to the key itself.
 */
export class Translator {
  #language: Language;
  #resources: Partial<Record<Language, Resources>>;
  #listeners = new Set<() => void>();
  #fixed = new Map<Language, TFunction>();

  constructor(resources: Partial<Record<Language, Resources>>, language: Language = defaultLanguage) {
    this.#resources = { ...resources };
    this.#language = language;
  }

  get language(): Language {
    return this.#language;
  }

  /** Adds namespaces of a language's texts (a part of its file, as lib/i18n.ts loads them). */
  addTexts(lang: Language, resources: Resources): void {
    this.#resources[lang] = { ...this.#resources[lang], ...resources };
  }

  /** Switches the language (its texts must have been added) and tells every listener. */
  setLanguage(lang: Language): void {
    if (lang === this.#language) return;
    this.#language = lang;
    for (const listener of this.#listeners) listener();
  }

  /** Calls `listener` after each language change; answers the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** `t` in one language, whatever the active one is (the same function each time). */
  getFixedT(lang: Language): TFunction {
    let t = this.#fixed.get(lang);
    if (!t) this.#fixed.set(lang, (t = (key, options) => this.translate(lang, key, options)));
    return t;
  }

  exists(key: string): boolean {
    return typeof this.#lookup(this.#language, key) === 'string';
  }

  translate(lang: Language, key: string, options: TOptions = {}): string {
    const tried = lang === defaultLanguage ? [lang] : [lang, defaultLanguage];
    for (const code of tried) {
      const value = this.#resolve(code, key, options);
      if (value === undefined) continue;
      if (typeof value !== 'string') return options.returnObjects ? (value as string) : key;
      return interpolate(value, options);
    }
    return options.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key;
  }

  #resolve(lang: Language, key: string, { count }: TOptions): unknown {
    if (typeof count === 'number') {
      const suffixes = [...(count === 0 ? ['zero'] : []), pluralCategory(lang, count)];
      for (const suffix of suffixes) {
        const plural = this.#lookup(lang, `${key}_${suffix}`);
        if (plural !== undefined) return plural;
      }
    }
    return this.#lookup(lang, key);
  }

  #lookup(lang: Language, key: string): unknown {
    let node: unknown = this.#resources[lang];
    const parts = key.split('.');
    for (let i = 0; i < parts.length; i++) {
      if (node === null || typeof node !== 'object') return undefined;
      const here = node as Resources;
      // a key may itself hold dots (`"actions": { "product.create": … }`): the rest, whole
      if (here[parts[i]!] === undefined) return here[parts.slice(i).join('.')] ?? undefined;
      node = here[parts[i]!];
    }
    return node ?? undefined;
  }
}

/** `{{name}}` replaced by the option's value; a name without one stays as written. */
function interpolate(text: string, options: TOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}
