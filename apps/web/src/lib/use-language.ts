import { useTranslation } from './use-translation';
import { useDirection } from '@mantine/core';
import { isLanguage, textDirection, defaultLanguage, type Language } from '@atlas/shared/rules/locale';
import { changeLanguage } from './i18n';

/** The active language, and a switch that also flips Mantine's direction. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const language: Language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return {
    language,
    dir: textDirection[language],
    setLanguage: async (next: Language) => {
      await changeLanguage(next);
      setDirection(textDirection[next]);
    },
  };
}
