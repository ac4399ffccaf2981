import { Button } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/use-language';
import classes from './top-nav.module.css';

/** Shows the other language's name ('عربي' while in English, 'En' while in Arabic) and switches to it. */
export function LanguageToggle({ variant = 'subtle' }: { variant?: 'subtle' | 'light' }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const next = language === 'en' ? 'ar' : 'en';
  const label = next === 'ar' ? 'عربي' : 'En';
  // the header's, on the dark bar, in a plain element (it is on every page)
  if (variant === 'subtle')
    return (
      <button
        type="button"
        className={classes.textButton}
        // the phone's own Arabic font for this one word, so English pages need not fetch ours
        style={next === 'ar' ? { fontFamily: 'system-ui, sans-serif' } : undefined}
        onClick={() => void setLanguage(next)}
        aria-label={t('nav.switchLanguage')}
        lang={next}
        data-testid="language-toggle"
      >
        {label}
      </button>
    );
  return (
    <Button
      variant={variant}
      color="orange"
      size="compact-md"
      fw={700}
      onClick={() => void setLanguage(next)}
      aria-label={t('nav.switchLanguage')}
      lang={next}
      data-testid="language-toggle"
    >
      {label}
    </Button>
  );
}
