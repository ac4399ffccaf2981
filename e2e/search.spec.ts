import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signInBrowser, type Session } from './support/shoppers';

const options = (page: Page) => page.getByTestId('search-option');

async function openSearch(page: Page) {
  await page.getByTestId('header-search').click();
  const input = page.getByTestId('header-search-input');
  await expect(input).toBeFocused();
  return input;
}

test.describe('search', () => {
  test('the header suggests as the shopper types; arrow keys and Enter open a suggestion', async ({
    page,
  }) => {
    await page.goto('/');
    const input = await openSearch(page);
    await expect(input).toHaveAttribute('role', 'combobox');
    await input.pressSequentially('protien', { delay: 30 });
    await expect(options(page).first()).toContainText(/protein/i);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: 'Products' })).toBeVisible();

    await input.press('ArrowDown');
    const first = options(page).first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    const name = (await first.locator('span').nth(2).innerText()).trim();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByTestId('search-panel')).toHaveCount(0);
  });

  test('Enter without a chosen suggestion opens the listing with the query; Escape closes', async ({
    page,
  }) => {
    await page.goto('/trainers');
    let input = await openSearch(page);
    await input.press('Escape');
    await expect(page.getByTestId('search-panel')).toHaveCount(0);
    input = await openSearch(page);
    await input.fill('pre workout');
    await expect(options(page).first()).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=pre(\+|%20)workout$/);
    await expect(page.getByTestId('product-card').first()).toContainText(/pre-workout/i);
  });

  test('in Arabic, right to left: spelling variants find the product, trainers and exercises come too', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const input = await openSearch(page);
    await input.fill('كرياتيين');
    await expect(options(page).first()).toContainText('كرياتين');
    await input.fill('عمر');
    await expect(page.getByRole('group', { name: 'المدربون والتمارين' })).toBeVisible();
    await expect(options(page).filter({ hasText: 'عمر حسن' })).toBeVisible();
  });

  test('a search that finds nothing offers what it meant and the popular products, and the admin sees it', async ({
    page,
    request,
  }) => {
    await page.goto('/products?q=proteeeen');
    const empty = page.getByTestId('empty-results');
    await expect(empty).toContainText('No products match “proteeeen”');
    await expect(page.getByTestId('did-you-mean').getByRole('link').first()).toContainText(/protein/i);
    await expect(page.getByTestId('popular-products').getByTestId('product-card')).toHaveCount(8);

    const miss = `zorblax${Date.now() % 100000}`;
    await page.goto(`/products?q=${miss}`);
    await expect(page.getByTestId('empty-results')).toBeVisible();
    await signInBrowser(page, await adminSession(request));
    await page.goto('/admin');
    await expect(
      page.getByTestId('search-misses').getByTestId('search-miss').filter({ hasText: miss }),
    ).toBeVisible({
      timeout: 15_000,
    });
  });
});

async function adminSession(request: APIRequestContext): Promise<Session> {
  const res = await request.post('/api/auth/login', {
    data: { email: 'admin@atlas.demo', password: 'Admin@2026' },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Session;
}
