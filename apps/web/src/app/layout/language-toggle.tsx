import { Button } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/use-language';
import { KEEP_SCROLL } from './scroll-restoration';
import classes from './top-nav.module.css';

/**
 * The address's `?lang=` (a search engine's or a shared link) says which language the server
 * renders, before the visitor's cookie: once the visitor has chosen the other one, the address
 * drops it, or a reload or a copied link would bring the old language back.
 */
function useDropAddressLanguage() {
  const [params, setParams] = useSearchParams();
  return () => {
    if (!params.has('lang')) return;
    const rest = new URLSearchParams(params);
    rest.delete('lang');
    setParams(rest, { replace: true, state: KEEP_SCROLL });
  };
}

/** Shows the other language's name ('عربي' while in English, 'En' while in Arabic) and switches to it. */
export function LanguageToggle({ variant = 'subtle' }: { variant?: 'subtle' | 'light' }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const dropAddressLanguage = useDropAddressLanguage();
  const next = language === 'en' ? 'ar' : 'en';
  const toggle = () => {
    dropAddressLanguage();
    void setLanguage(next);
  };
  const label = next === 'ar' ? 'عربي' : 'En';
  // the header's, on the dark bar, in a plain element (it is on every page)
  if (variant === 'subtle')
    return (
      <button
        type="button"
        className={classes.textButton}
        // the phone's own Arabic font for this one word, so English pages need not fetch ours
        style={next === 'ar' ? { fontFamily: 'system-ui, sans-serif' } : undefined}
        onClick={toggle}
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
      onClick={toggle}
      aria-label={t('nav.switchLanguage')}
      lang={next}
      data-testid="language-toggle"
    >
      {label}
    </Button>
  );
}
