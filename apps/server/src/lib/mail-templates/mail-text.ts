import { escapeHtml } from '@atlas/shared/web/html';
import type { Language } from '@atlas/shared/rules/locale';
import en from './i18n/en.json' with { type: 'json' };
import ar from './i18n/ar.json' with { type: 'json' };

/**
 * The texts of the shop's e-mails, in files of their own beside the templates: the browser's
 * translation files are downloaded by every shopper, and no page shows a mail's text. The files
 * are written as the browser's are (nested keys, `{{name}}` values), and hold no markup and no
 * `&`, `<` or `>` (mail-text.test.ts checks), so a text reads the same as HTML content.
 */

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A text's dotted key: `'orderStatus.shipped.title'`. */
export type MailKey = Leaves<typeof en>;
export type MailParams = Record<string, string | number>;

function flatten(node: object, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else flatten(value as object, `${prefix}${key}.`, out);
  }
  return out;
}

const texts: Record<Language, Map<string, string>> = { en: flatten(en), ar: flatten(ar) };

/** `{{name}}` replaced by its value as `format` writes it; a name without a value stays as written. */
function fill(text: string, params: MailParams, format: (value: string) => string): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : format(String(value));
  });
}

function lookup(lang: Language, key: MailKey): string {
  const text = texts[lang].get(key) ?? texts.en.get(key);
  if (text === undefined) throw new Error(`No mail text ${key}`);
  return text;
}

/** A mail's text for the plain-text body and the subject: the values as given. */
export function mailText(lang: Language, key: MailKey, params: MailParams = {}): string {
  return fill(lookup(lang, key), params, (value) => value);
}

/** A mail's text inside its HTML: the values (names, links, references) escaped. */
export function mailHtml(lang: Language, key: MailKey, params: MailParams = {}): string {
  return fill(lookup(lang, key), params, escapeHtml);
}
