/** The translation files' addresses, by language and part (build/translation-files.ts). */
declare module 'virtual:translation-files' {
  import type { Language } from '@atlas/shared/rules/locale';
  import type { TranslationPart } from '@atlas/shared/web/translation-parts';

  const files: Record<Language, Record<TranslationPart, string>>;
  export default files;
}
