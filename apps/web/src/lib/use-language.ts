import { useTranslation } from './use-translation';
import { useDirection } from '@mantine/core';
import { textDirection, type Language } from '@atlas/shared/rules/locale';
import { changeLanguage } from './i18n';

/** The active language, and a switch that also flips Mantine's direction. */
export function useLanguage() {
  const { language } = useTranslation();
  const { setDirection } = useDirection();
  return {
    language,
    dir: textDirection[language],
    setLanguage: async (next: Language) => {
      await changeLanguage(next);
      setDirection(textDirection[next]);
    },
  };
}
