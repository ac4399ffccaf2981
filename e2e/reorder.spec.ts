import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { address, type Product } from './support/cart';
import { bearer, freshShopper, signInBrowser, type Session } from './support/shoppers';

/**
 * A past order of 3 units of a scarce flavor (4 to 19 left: the other journeys take flavors with
 * 20 or more) that leaves 2 or fewer behind, so ordering again finds fewer units than before.
 */
async function pastOrder(request: APIRequestContext, shopper: Session): Promise<{ flavor: string }> {
  const products = (await (await request.get('/api/products?limit=100')).json()) as Product[];
  const scarce = products
    .flatMap((p) => Object.entries(p.flavor_quantity).map(([flavor, left]) => ({ p, flavor, left })))
    .filter(({ left }) => left >= 4 && left < 20)
    .sort((a, b) => a.left - b.left)[0];
  expect(scarce, 'a scarce product flavor').toBeTruthy();
  const { p, flavor, left } = scarce!;
  const ordered = left - 2;
  const headers = bearer(shopper);
  const add = await request.post('/api/cart/add', {
    headers,
    data: { productId: p.id, selectedFlavor: flavor, quantity: ordered },
  });
  expect(add.ok(), await add.text()).toBeTruthy();
  const placed = await request.post(`/api/users/${shopper.user.id}/orders`, {
    headers: { ...headers, 'Idempotency-Key': `reorder-${shopper.user.id}` },
    data: { paymentMethod: 'cod', address },
  });
  expect(placed.ok(), await placed.text()).toBeTruthy();
  return { flavor };
}

for (const lang of ['en', 'ar'] as const) {
  test(`order again (${lang}): the order's lines go back in the cart, and what changed is said`, async ({
    page,
    request,
  }, testInfo) => {
    const shopper = await freshShopper(request, `reorder-${lang}`);
    const past = await pastOrder(request, shopper);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await signInBrowser(page, shopper);

    await page.goto('/profile/orders');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByTestId('order-reorder').click();

    const dialog = page.getByTestId('reorder-dialog');
    await expect(dialog).toBeVisible();
    const line = dialog.getByTestId('reorder-line');
    await expect(line).toHaveAttribute('data-reason', 'limited');
    await expect(line).toContainText(
      lang === 'en' ? 'Only 2 left: 2 added instead of' : 'المتبقي ٢ فقط: أُضيف ٢ بدلًا من',
    );
    await page.screenshot({ path: testInfo.outputPath(`reorder-${lang}-desktop.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`reorder-${lang}-mobile.png`) });

    await dialog.getByTestId('reorder-view-cart').click();
    await expect(page).toHaveURL(/\/cart$/);
    const cartLines = await (await request.get('/api/cart', { headers: bearer(shopper) })).json();
    expect(cartLines).toMatchObject([{ selectedFlavor: past.flavor, quantity: 2 }]);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    // the header's cart counts the units put back, without a reload
    await expect(page.getByTestId('cart-badge').first()).toHaveText(lang === 'en' ? '2' : '٢');
  });
}
