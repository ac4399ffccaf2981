import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations, settle } from './support/axe';
import { address } from './support/cart';
import { bearer, freshShopper, signInBrowser, type Session } from './support/shoppers';

interface FactsProduct {
  id: number;
  available_flavors: string[];
  flavor_quantity: Record<string, number>;
  facts?: { allergens: string[] };
  flavor_facts?: Record<string, { allergens?: string[] }>;
}

/** An in-stock flavor of a product whose label (the flavor's own, where it has one) declares milk. */
async function milkFlavor(request: APIRequestContext): Promise<{ productId: number; flavor: string }> {
  const products = (await (await request.get('/api/products?limit=100')).json()) as FactsProduct[];
  for (const p of products) {
    for (const flavor of p.available_flavors) {
      const allergens = p.flavor_facts?.[flavor]?.allergens ?? p.facts?.allergens ?? [];
      if (allergens.includes('milk') && (p.flavor_quantity[flavor] ?? 0) >= 10)
        return { productId: p.id, flavor };
    }
  }
  throw new Error('no product with milk in stock');
}

async function placeOrder(request: APIRequestContext, shopper: Session, productId: number, flavor: string) {
  const headers = bearer(shopper);
  const add = await request.post('/api/cart/add', {
    headers,
    data: { productId, selectedFlavor: flavor, quantity: 1 },
  });
  expect(add.ok(), await add.text()).toBeTruthy();
  const placed = await request.post(`/api/users/${shopper.user.id}/orders`, {
    headers: { ...headers, 'Idempotency-Key': `reminder-${shopper.user.id}` },
    data: { paymentMethod: 'cod', address },
  });
  expect(placed.ok(), await placed.text()).toBeTruthy();
  return ((await placed.json()) as { id: number }).id;
}

for (const lang of ['en', 'ar'] as const) {
  test(`preferences (${lang}): reminders off and an allergy saved from the keyboard; the cart names the product`, async ({
    page,
    request,
  }, testInfo) => {
    const shopper = await freshShopper(request, `reminder-${lang}`);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await signInBrowser(page, shopper);
    await page.goto('/profile/settings');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    const section = page.getByTestId('preferences');
    const reminders = section.getByRole('switch');
    await expect(reminders).toBeChecked();
    await expect(reminders).toHaveAccessibleName(
      lang === 'en'
        ? /^E-mail me when a supplement I bought should be running out/
        : /^راسلني عندما يقترب مكمّل اشتريته من النفاد/,
    );
    const milk = section.getByRole('checkbox', { name: lang === 'en' ? 'Milk' : 'الحليب' });
    await milk.focus();
    await page.keyboard.press('Space');
    await expect(milk).toBeChecked();
    await reminders.focus();
    await page.keyboard.press('Space');
    await expect(reminders).not.toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('preferences-save')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('preferences-saved')).toHaveText(
      lang === 'en' ? 'Preferences saved.' : 'تم حفظ التفضيلات.',
    );
    const saved = await (
      await request.get(`/api/users/${shopper.user.id}`, { headers: bearer(shopper) })
    ).json();
    expect(saved).toMatchObject({ allergies: ['milk'], reorderReminders: false });

    // still so after a reload
    await page.reload();
    await expect(page.getByTestId('preferences').getByRole('switch')).not.toBeChecked();
    await settle(page);
    await expectNoSeriousViolations(page, `settings ${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('preferences').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`preferences-${lang}-mobile.png`), fullPage: true });
    // the section fits the phone's width (the signed-in header's own overflow is not this screen's)
    const fit = await page.getByTestId('preferences').evaluate((e) => ({
      right: e.getBoundingClientRect().right,
      left: e.getBoundingClientRect().left,
      overflows: e.scrollWidth > e.clientWidth,
      width: window.innerWidth,
    }));
    expect(fit.left).toBeGreaterThanOrEqual(0);
    expect(fit.right).toBeLessThanOrEqual(fit.width);
    expect(fit.overflows).toBe(false);

    // the cart names the product holding milk
    const pick = await milkFlavor(request);
    await request.post('/api/cart/add', {
      headers: bearer(shopper),
      data: { productId: pick.productId, selectedFlavor: pick.flavor, quantity: 1 },
    });
    await page.goto('/cart');
    const notice = page.getByTestId('cart-allergens');
    await expect(notice).toBeVisible();
    await expect(notice.getByTestId('cart-allergen-line')).toContainText(
      lang === 'en' ? 'Contains milk: ' : 'يحتوي على الحليب: ',
    );
    await page.screenshot({ path: testInfo.outputPath(`cart-allergens-${lang}-mobile.png`) });
  });
}

test('the reminder’s link: a visitor logs in and comes back; the order goes back in the cart once', async ({
  page,
  request,
}) => {
  const shopper = await freshShopper(request, 'reminder-link');
  const pick = await milkFlavor(request);
  const orderId = await placeOrder(request, shopper, pick.productId, pick.flavor);

  await page.goto(`/reorder/${orderId}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?returnUrl=${encodeURIComponent(`/reorder/${orderId}`)}`));

  await signInBrowser(page, shopper);
  await page.goto(`/reorder/${orderId}`);
  await expect(page.getByTestId('reorder-link-result')).toContainText(`Order #${orderId} is in your cart`);
  await page.getByTestId('reorder-view-cart').click();
  await expect(page).toHaveURL(/\/cart$/);
  const cart = (await (await request.get('/api/cart', { headers: bearer(shopper) })).json()) as {
    productId: number;
    quantity: number;
  }[];
  expect(cart).toMatchObject([{ productId: pick.productId, quantity: 1 }]);

  // another shopper's order is not found, and says so
  await page.goto(`/reorder/${orderId + 100000}`);
  await expect(page.getByTestId('reorder-link-error')).toContainText('We could not find this order');
});
