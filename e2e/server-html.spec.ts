import { expect, test } from './support/test';
import { freshShopper, signInBrowser } from './support/shoppers';

/*
 * Parts of a visitor's server-rendered page stay the server's HTML until touched
 * (components/ui/server-html.tsx): their links navigate in the app, their buttons work from the
 * first tap or key press, and a change of language renders them anew.
 */
test.describe("the server's HTML of a page, adopted instead of hydrated", () => {
  test('a product card is adopted for a visitor, and its link navigates in the app', async ({ page }) => {
    await page.goto('/products');
    const card = page.getByTestId('product-card').first();
    const name = (await card.locator('a[href^="/products/"]').last().textContent()) ?? '';
    // the card is still the server's (no React props on its elements), and the page is never reloaded
    expect(await card.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react')))).toBe(false);
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("the header's links mark the page they lead to after navigating in the app", async ({ page }) => {
    await page.goto('/products');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Trainers' }).click();
    await expect(page).toHaveURL(/\/trainers$/);
    await expect(nav.getByRole('link', { name: 'Trainers' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current', 'page');
  });

  test("a card's buttons answer the first tap and the keyboard", async ({ page }) => {
    await page.goto('/products');
    const first = page.getByTestId('product-card').first();
    await first.getByRole('button', { name: /Quick view/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const second = page.getByTestId('product-card').nth(1);
    await second.getByTestId('favorite-toggle').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Please log in to add items to your favorites')).toBeVisible();
    // the key press was passed on to the rendered button, which keeps the focus
    await expect(second.getByTestId('favorite-toggle')).toBeFocused();
  });

  test('on a phone the hidden filter panel opens by its button and filters the list', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const facets = (await (await request.get('/api/products/facets')).json()) as {
      brands: { name: string; count: number }[];
    };
    const brand = facets.brands.find((b) => b.count < 9)!;
    await page.goto('/products');
    await expect(page.locator('#shop-filters')).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.locator('#shop-filters')).toBeVisible();
    await page.getByTestId('brand-filter').selectOption(brand.name);
    await expect(page).toHaveURL(
      new RegExp(`brand=${encodeURIComponent(brand.name).replace(/%20/g, '(%20|\\+)')}`),
    );
    await expect(page.getByTestId('product-card')).toHaveCount(brand.count);
  });

  test('the adopted parts change language with the page', async ({ page }) => {
    await page.goto('/products');
    const card = page.getByTestId('product-card').first();
    const englishText = await card.textContent();
    await page.getByTestId('language-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(card).not.toHaveText(englishText ?? '');
    await expect(page.getByTestId('site-footer')).toContainText('روابط');
  });

  test("a signed-in shopper's page is hydrated whole: their hearts show on the cards", async ({ page }) => {
    const shopper = await freshShopper(page.request);
    await signInBrowser(page, shopper);
    await page.goto('/products');
    const card = page.getByTestId('product-card').first();
    // the heart turns at once; the reload waits for the server to have kept it
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/favorites/') && r.request().method() === 'POST' && r.ok(),
    );
    await card.getByTestId('favorite-toggle').click();
    await expect(card.getByTestId('favorite-toggle')).toHaveAttribute('data-favorite', 'true');
    await saved;
    await page.reload();
    await expect(page.getByTestId('product-card').first().getByTestId('favorite-toggle')).toHaveAttribute(
      'data-favorite',
      'true',
    );
  });
});
