import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { freshShopper as newShopper, signInBrowser as signIn, type Session } from './support/shoppers';

interface Product {
  id: number;
  name: string;
  available_size: string;
}
async function addFavorites(page: Page, session: Session, ids: number[]) {
  for (const id of ids) {
    const res = await page.request.post(`/api/favorites/${id}`, {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(res.ok()).toBe(true);
  }
}

const badge = (page: Page) => page.getByTestId('favorites-badge');
const heartOf = (scope: Locator) => scope.getByTestId('favorite-toggle');

test.describe('favourites', () => {
  test('a visitor is asked to log in from a card, the details and the favourites page', async ({ page }) => {
    await page.goto('/products');
    await heartOf(page.getByTestId('product-card').first()).click();
    await expect(page.getByText('Please log in to add items to your favorites')).toBeVisible();

    await page.goto('/products/1');
    await heartOf(page.getByRole('main')).click();
    await expect(page.getByText('Must be logged in')).toBeVisible();

    await page.goto('/favorites');
    await expect(page.getByText('Log in to see your favourites')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Ffavorites',
    );
  });

  test('hearts on cards and details toggle the favourite, and the badge and cache follow', async ({
    page,
  }) => {
    const session = await newShopper(page.request, 'fav');
    await signIn(page, session);
    await page.goto('/products');
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByRole('link').first().innerText()).trim();
    const heart = heartOf(card);
    await expect(badge(page)).toHaveText('0');
    await expect(heart).toHaveAttribute('data-favorite', 'false');

    await heart.click();
    await expect(heart).toHaveAttribute('data-favorite', 'true');
    await expect(heart).toHaveAccessibleName(`Remove from favourites: ${name}`);
    await expect(badge(page)).toHaveText('1');
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('favoritesCache') ?? 'null') as unknown),
      )
      .toMatchObject({ userId: session.user.id, favorites: [{ name }] });

    // the details screen shows the same state, and its heart toggles it too
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const detailsHeart = heartOf(page.getByRole('main'));
    await expect(detailsHeart).toHaveAttribute('data-favorite', 'true');
    const removed = page.waitForResponse(
      (r) => r.url().includes('/api/favorites') && r.request().method() === 'DELETE',
    );
    await detailsHeart.click();
    await expect(detailsHeart).toHaveAttribute('data-favorite', 'false');
    await expect(badge(page)).toHaveText('0');
    await removed;
    await detailsHeart.click();
    await expect(detailsHeart).toHaveAttribute('data-favorite', 'true');
    await expect(badge(page)).toHaveText('1');

    // a second tap while the first is on its way is kept: sent after the first answers, and the
    // heart ends as the last tap left it
    let answerRemoval!: () => void;
    const removalHeld = new Promise<void>((resolve) => (answerRemoval = resolve));
    await page.route('**/api/favorites/*', async (route) => {
      if (route.request().method() === 'DELETE') await removalHeld;
      await route.continue();
    });
    const sent: string[] = [];
    const onRequest = (r: { url(): string; method(): string }) => {
      if (r.url().includes('/api/favorites/')) sent.push(r.method());
    };
    page.on('request', onRequest);
    await detailsHeart.click();
    await expect(detailsHeart).toHaveAttribute('data-favorite', 'false');
    await detailsHeart.click();
    await expect(detailsHeart).toHaveAttribute('data-favorite', 'true');
    expect(sent).toEqual(['DELETE']);
    const readded = page.waitForResponse(
      (r) => r.url().includes('/api/favorites/') && r.request().method() === 'POST',
    );
    answerRemoval();
    await readded;
    expect(sent).toEqual(['DELETE', 'POST']);
    page.off('request', onRequest);
    await page.unrouteAll();
    await expect(detailsHeart).toHaveAttribute('data-favorite', 'true');
    await expect(badge(page)).toHaveText('1');

    // and the quick view
    await page.goto('/products');
    const second = page.getByTestId('product-card').nth(1);
    await second.getByRole('button', { name: /Quick view/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick view' });
    await heartOf(dialog).click();
    await expect(heartOf(dialog)).toHaveAttribute('data-favorite', 'true');
    await expect(badge(page)).toHaveText('2');
    await page.keyboard.press('Escape');
    await expect(heartOf(second)).toHaveAttribute('data-favorite', 'true');

    // the server has them, so a reload shows them
    await page.reload();
    await expect(badge(page)).toHaveText('2');
    await expect(heartOf(page.getByTestId('product-card').first())).toHaveAttribute('data-favorite', 'true');
  });

  test('the favourites page lists them; a removed row fades out and leaves', async ({ page }) => {
    const session = await newShopper(page.request, 'fav');
    const all = (await (await page.request.get('/api/products')).json()) as Product[];
    const picked = all.filter((p) => p.available_size).slice(0, 3);
    await addFavorites(
      page,
      session,
      picked.map((p) => p.id),
    );
    await signIn(page, session);

    await page.goto('/favorites');
    const rows = page.getByTestId('favorites-row');
    await expect(rows).toHaveCount(3);
    await expect(badge(page)).toHaveText('3');
    const row = rows.filter({ hasText: picked[0]!.name });
    await expect(row.getByText(`Size: ${picked[0]!.available_size}`)).toBeVisible();
    await expect(row.getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      `/products/${picked[0]!.id}`,
    );

    await row.getByTestId('favorites-remove').click();
    await expect(row).toHaveAttribute('data-removing', 'true');
    await expect(row).toHaveCount(0);
    await expect(rows).toHaveCount(2);
    await expect(badge(page)).toHaveText('2');
  });

  test('clear all asks first, then empties the list', async ({ page }) => {
    const session = await newShopper(page.request, 'fav');
    const all = (await (await page.request.get('/api/products')).json()) as Product[];
    await addFavorites(
      page,
      session,
      all.slice(0, 2).map((p) => p.id),
    );
    await signIn(page, session);

    await page.goto('/favorites');
    await expect(page.getByTestId('favorites-row')).toHaveCount(2);

    await page.getByTestId('favorites-clear').click();
    const dialog = page.getByRole('dialog', { name: 'Clear all favourites?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('favorites-row')).toHaveCount(2);

    await page.getByTestId('favorites-clear').click();
    await dialog.getByRole('button', { name: 'Yes, clear all' }).click();
    await expect(page.getByTestId('favorites-row')).toHaveCount(0);
    await expect(page.getByText('No favourites yet')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(badge(page)).toHaveText('0');
  });
});
