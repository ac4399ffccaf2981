import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import i18next, { type i18n, type TFunction } from 'i18next';

/**
 * The i18next instance the components translate with: the app's one in the browser, the
 * request language's one on the server. (What react-i18next would give us, in a few lines
 * instead of a library on every page.)
 */
const I18nContext = createContext<i18n>(i18next);
export const TranslationProvider = I18nContext.Provider;

/** `t` bound to the active language, and the instance; re-renders when the language changes. */
export function useTranslation(): { t: TFunction; i18n: i18n } {
  const instance = useContext(I18nContext);
  const language = useSyncExternalStore(
    (onChange) => {
      instance.on('languageChanged', onChange);
      return () => instance.off('languageChanged', onChange);
    },
    () => instance.language,
    () => instance.language,
  );
  const t = useMemo(() => instance.getFixedT(language), [instance, language]);
  return { t, i18n: instance };
}
