import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Language } from '@atlas/shared/rules/locale';
import { i18n as browserTranslator } from './i18n';
import type { TFunction, Translator } from './translator';

interface TranslationState {
  translator: Translator;
  language: Language;
}

const TranslationContext = createContext<TranslationState | null>(null);

/**
 * The translator the components translate with (the browser's, or the request language's on the
 * server) and the language they show: React state, changed in a transition once the translator
 * has the new language's texts, so the page keeps answering while it re-renders in it.
 */
export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  const [language, setLanguage] = useState(translator.language);
  useEffect(() => {
    const follow = () => startTransition(() => setLanguage(translator.language));
    follow(); // a change between the first render and this effect
    return translator.subscribe(follow);
  }, [translator]);
  return <TranslationContext value={{ translator, language }}>{children}</TranslationContext>;
}

/** `t` bound to the shown language, and the translator; re-renders when the language changes. */
export function useTranslation(): { t: TFunction; i18n: Translator; language: Language } {
  const state = useContext(TranslationContext);
  const translator = state?.translator ?? browserTranslator;
  const language = state?.language ?? translator.language;
  return { t: translator.getFixedT(language), i18n: translator, language };
}
