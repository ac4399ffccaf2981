/** The languages the shop speaks, and how each one formats and flows. */
export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export const intlLocale: Record<Language, string> = { en: 'en-EG', ar: 'ar-EG' };
export const textDirection: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * First-visit language (docs/api-compatibility.md): English unless the browser prefers Arabic, i.e. Arabic
 * appears in the preference list before any English entry.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ar') return 'ar';
    if (base === 'en') return 'en';
  }
  return defaultLanguage;
}
