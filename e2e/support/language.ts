import type { BrowserContext } from '@playwright/test';

/** Chooses the language both ways the shop may remember it: localStorage and a cookie. */
export async function chooseLanguage(context: BrowserContext, baseURL: string, language: 'en' | 'ar') {
  await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  await context.addCookies([{ name: 'lang', value: language, url: baseURL }]);
}
