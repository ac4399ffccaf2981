import { test as base, type Page } from '@playwright/test';

/**
 * Makes the page's `goto` and `reload` also wait until the app has hydrated (RootLayout marks
 * `<html data-ready>`): a server-rendered page shows its buttons before the browser has attached
 * their handlers, and a click in between would do nothing. A page the browser renders itself gets
 * the mark the same way.
 */
export function waitingForHydration(page: Page): Page {
  const ready = () => page.waitForSelector('html[data-ready]', { state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

/** Playwright's `test`, with a page that waits for hydration (`waitingForHydration`). */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
});

export { expect } from '@playwright/test';
