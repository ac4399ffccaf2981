import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshShopper, signInBrowser } from './support/shoppers';

/*
 * A shopper on a mid-range phone taps as soon as the page is painted, before its scripts have
 * arrived and run. Here the CPU runs four times slower and every script arrives a second late,
 * so each tap below lands before the app is interactive (the test checks that it did), and
 * must still do its job within a fixed time. Playwright's plain `page` is used on purpose: the
 * suite's own waits for hydration before returning from `goto`.
 */

/**
 * Not a speed check (`npm run bench` holds the speed figures): long enough for the app to boot at
 * four times slower on a 2-core machine busy with the rest of `npm test` (it took more than 8 s
 * there), short enough that a lost tap fails here rather than at the test's own timeout.
 */
const ANSWERED_WITHIN = 25_000;
const SCRIPT_DELAY = 1_000;

async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route('**/static/**/*.js', async (route) => {
    await new Promise((done) => setTimeout(done, SCRIPT_DELAY));
    await route.continue();
  });
}

/** Taps as soon as the button is painted, and checks that the app was not interactive yet. */
async function tapEarly(page: Page, button: Locator): Promise<void> {
  await button.click();
  const interactive = await page.evaluate(() => document.documentElement.hasAttribute('data-ready'));
  expect(interactive, 'the tap should land before the app is interactive').toBe(false);
}

test.describe('a tap before the page is interactive', () => {
  test('the cart icon opens the cart drawer', async ({ page }) => {
    await slowPhone(page);
    await page.goto('/products', { waitUntil: 'commit' });
    await tapEarly(page, page.getByRole('button', { name: /Cart \(0\)/ }));
    await expect(page.getByTestId('cart-drawer')).toBeVisible({ timeout: ANSWERED_WITHIN });
  });

  test('the language toggle switches to Arabic', async ({ page }) => {
    await slowPhone(page);
    await page.goto('/', { waitUntil: 'commit' });
    await tapEarly(page, page.getByTestId('language-toggle'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar', { timeout: ANSWERED_WITHIN });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('add to cart puts the product in the cart', async ({ page }) => {
    const session = await freshShopper(page.request, 'early-tap');
    const all = (await (await page.request.get('/api/products')).json()) as {
      id: number;
      available_flavors: string[];
      flavor_quantity: Record<string, number>;
    }[];
    const product = all.find((p) => (p.flavor_quantity[p.available_flavors[0]!] ?? 0) > 0)!;
    await signInBrowser(page, session);
    await slowPhone(page);
    await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
    await tapEarly(page, page.getByTestId('add-to-cart'));
    await expect(page.getByTestId('cart-badge')).toHaveText('1', { timeout: ANSWERED_WITHIN });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the filter button opens the filters', async ({ page }) => {
      await slowPhone(page);
      await page.goto('/products', { waitUntil: 'commit' });
      const button = page.getByRole('button', { name: 'Filters', exact: true });
      await tapEarly(page, button);
      await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: ANSWERED_WITHIN });
      await expect(page.locator('#shop-filters')).toBeVisible();
    });
  });
});
