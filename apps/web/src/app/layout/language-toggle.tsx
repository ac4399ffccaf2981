import { Button } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/use-language';

/** Shows the other language's name ('عربي' while in English, 'En' while in Arabic) and switches to it. */
export function LanguageToggle({ variant = 'subtle' }: { variant?: 'subtle' | 'light' }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const next = language === 'en' ? 'ar' : 'en';
  return (
    <Button
      variant={variant}
      color={variant === 'subtle' ? 'gray.0' : 'orange'}
      size="compact-md"
      fw={700}
      // the phone's own Arabic font for this one word, so English pages need not fetch ours
      ff={next === 'ar' ? 'system-ui, sans-serif' : undefined}
      onClick={() => void setLanguage(next)}
      aria-label={t('nav.switchLanguage')}
      lang={next}
      data-testid="language-toggle"
    >
      {next === 'ar' ? 'عربي' : 'En'}
    </Button>
  );
}
