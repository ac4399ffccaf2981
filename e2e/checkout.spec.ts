import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addToCart, fillCart, typeAddress, type CartLine, type Product } from './support/cart';
import { bearer, freshShopper, type Session } from './support/shoppers';

interface PublicConfig {
  paypal: { clientId: string; currency: string; sdkUrl: string } | null;
}

const egp = (n: number) =>
  `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} EGP`;

/**
 * What an order of `items` EGP delivered in Cairo costs with the seeded settings: 45 EGP delivery,
 * free from 1,500 EGP, and 10 EGP for cash on delivery.
 */
const deliveredInCairo = (items: number, cashOnDelivery: boolean) =>
  Math.round((items + (items >= 1500 ? 0 : 45) + (cashOnDelivery ? 10 : 0)) * 100) / 100;

async function cartOf(request: APIRequestContext, shopper: Session): Promise<CartLine[]> {
  return (await (await request.get('/api/cart', { headers: bearer(shopper) })).json()) as CartLine[];
}

/** Signs the browser in the way the app itself stores a session. */
async function signIn(page: Page, s: Session, lang?: 'en' | 'ar') {
  await page.addInitScript(
    ({ session, language }) => {
      if (language) localStorage.setItem('lang', language);
      if (localStorage.getItem('access_token')) return;
      localStorage.setItem('access_token', session.access_token);
      localStorage.setItem('token', session.token);
      localStorage.setItem('userId', String(session.user.id));
      localStorage.setItem('user', JSON.stringify(session.user));
    },
    { session: s, language: lang },
  );
}

/** Picks cash on delivery once the page has settled (saved addresses loaded, PayPal drawn if offered). */
async function chooseCashOnDelivery(page: Page) {
  await expect(page.getByTestId('address-mode-new')).toBeVisible();
  const paypal = await page.getByTestId('payment-paypal').count();
  if (paypal && (await page.getByTestId('address-select').count()))
    await expect(page.getByTestId('fake-paypal-approve')).toBeVisible();
  await page.getByTestId('payment-cod').check();
  await expect(page.getByTestId('payment-cod')).toBeChecked();
}

test.describe('checkout', () => {
  test('cash on delivery to a new saved address, then the order in the history; the address is offered next time', async ({
    page,
    request,
  }) => {
    const shopper = await freshShopper(request, 'checkout');
    const [line] = await fillCart(request, shopper, 2);
    await signIn(page, shopper);

    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    await expect(page.getByTestId('checkout-line')).toContainText(line!.name);
    await expect(page.getByTestId('checkout-total')).toHaveText(egp(line!.total));
    await chooseCashOnDelivery(page);

    // no saved address yet: only a new one
    await expect(page.getByTestId('address-mode-existing')).toBeDisabled();
    await expect(page.getByTestId('address-mode-new')).toBeChecked();
    const place = page.getByTestId('checkout-place-order');
    await expect(place).toBeDisabled();
    await expect(page.getByTestId('address-default')).toBeDisabled();

    await typeAddress(page);
    await expect(place).toBeEnabled();
    await page.getByTestId('address-save').check();
    await page.getByTestId('address-default').check();
    await place.click();

    const overlay = page.getByTestId('checkout-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('Cash on Delivery');
    const orderId = (await page.getByTestId('checkout-overlay-id').innerText()).trim();
    expect(orderId).toMatch(/^\d+$/);

    await expect(page).toHaveURL(/\/profile\/orders$/, { timeout: 7000 });
    const card = page.getByTestId('order-card').filter({ hasText: `Order #${orderId}` });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('order-status')).toHaveText('Processing');
    await expect(card.getByTestId('order-payment')).toHaveText('Cash on Delivery');
    await expect(card.getByTestId('order-address')).toContainText('12 Nile Corniche, Cairo');
    await expect(card.getByTestId('order-line')).toHaveCount(1);
    await expect(card.getByTestId('order-line')).toContainText(line!.name);
    await expect(card.getByTestId('order-line')).toContainText(line!.selectedFlavor);
    await expect(card.getByTestId('order-total')).toHaveText(egp(deliveredInCairo(line!.total, true)));
    await expect(card.getByTestId('order-count')).toHaveText('2 items');

    // details start shown; the toggle hides and shows them
    const toggle = card.getByTestId('order-toggle');
    await expect(toggle).toHaveText('Hide Details');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveText('Show Details');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // the server emptied the cart and saved the address as default
    expect(await cartOf(request, shopper)).toEqual([]);

    // second checkout: the saved address is offered and preselected
    await fillCart(request, shopper, 1);
    await page.goto('/checkout');
    await chooseCashOnDelivery(page);
    await expect(page.getByTestId('address-mode-existing')).toBeEnabled();
    await expect(page.getByTestId('address-mode-existing')).toBeChecked();
    const select = page.getByTestId('address-select');
    await expect(select.locator('option:checked')).toHaveText('12 Nile Corniche, Cairo');
    await page.getByTestId('checkout-place-order').click();
    await expect(page.getByTestId('checkout-overlay')).toBeVisible();
    await page.getByRole('button', { name: 'View my orders' }).click();
    await expect(page).toHaveURL(/\/profile\/orders$/);
    await expect(page.getByTestId('order-card')).toHaveCount(2);
  });

  test('checkout in Arabic: right-to-left, and the order is placed', async ({ page, request }) => {
    const shopper = await freshShopper(request, 'checkout');
    await fillCart(request, shopper, 1);
    await signIn(page, shopper, 'ar');

    await page.goto('/checkout');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إتمام الطلب');
    await chooseCashOnDelivery(page);
    await typeAddress(page);
    await page.getByTestId('checkout-place-order').click();
    const overlay = page.getByTestId('checkout-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('الدفع عند الاستلام');
    await expect(page).toHaveURL(/\/profile\/orders$/, { timeout: 7000 });
    await expect(page.getByTestId('order-card')).toHaveCount(1);
    await expect(page.getByTestId('order-status')).toHaveText('قيد المعالجة');
  });

  test('an empty cart sends the shopper back to the cart', async ({ page, request }) => {
    const shopper = await freshShopper(request, 'checkout');
    await signIn(page, shopper);
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('a visitor with an empty cart is sent back to the cart', async ({ page }) => {
    // (a visitor with lines chooses between signing in and ordering as a guest: guest-checkout.spec.ts)
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('a lost connection while placing the order says so; trying again places it once', async ({
    page,
    request,
  }) => {
    const shopper = await freshShopper(request, 'checkout');
    await fillCart(request, shopper, 1);
    await signIn(page, shopper);
    await page.goto('/checkout');
    await chooseCashOnDelivery(page);
    await typeAddress(page);

    // the order reaches the server, the answer never reaches the phone
    let dropped = false;
    await page.route('**/api/users/*/orders', async (route) => {
      if (route.request().method() !== 'POST' || dropped) return route.fallback();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByTestId('checkout-place-order').click();
    await expect(page.getByTestId('checkout-error')).toHaveText(
      'An error occurred during checkout. Please try again.',
    );
    await page.getByTestId('checkout-place-order').click();
    await expect(page.getByTestId('checkout-overlay')).toBeVisible();
    const orders = (await (
      await request.get(`/api/users/${shopper.user.id}/orders`, { headers: bearer(shopper) })
    ).json()) as unknown[];
    expect(orders).toHaveLength(1);
  });

  test('a signed-in screen whose session the server no longer knows sends to login and says so', async ({
    page,
    request,
  }) => {
    const shopper = await freshShopper(request, 'checkout');
    await signIn(page, shopper);
    await page.goto('/profile/orders');
    await expect(page.getByTestId('orders-empty')).toBeVisible();
    // the session ends elsewhere: the refresh cookie is gone and the access token no longer verifies
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.setItem('access_token', 'eyJhbGciOiJIUzI1NiJ9.e30.expired'));
    await page.reload();
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile%2Forders&session=lost$/);
    await expect(page.getByTestId('session-lost')).toHaveText('User session not found. Please log in again.');
  });

  test('the order history is empty for a new shopper', async ({ page, request }) => {
    const shopper = await freshShopper(request, 'checkout');
    await signIn(page, shopper);
    await page.goto('/profile/orders');
    await expect(page.getByTestId('orders-empty')).toBeVisible();
    await expect(page.getByTestId('orders-empty').getByRole('link')).toHaveAttribute('href', '/products');
  });

  test('PayPal: cancelling changes nothing; approving pays and records the order', async ({
    page,
    request,
  }) => {
    const config = (await (await request.get('/api/config')).json()) as PublicConfig;
    expect(config.paypal, 'the e2e server runs with the fake PayPal (playwright.config.ts)').toBeTruthy();

    const shopper = await freshShopper(request, 'checkout');
    const cart = await fillCart(request, shopper, 1);
    await signIn(page, shopper);
    await page.goto('/checkout');

    // PayPal is the default when it is configured; its buttons wait for a usable address
    await expect(page.getByTestId('payment-paypal')).toBeChecked();
    await expect(page.getByTestId('paypal-buttons')).toHaveCount(0);
    await typeAddress(page);
    await expect(page.getByTestId('paypal-buttons')).toBeVisible();

    await page.getByTestId('fake-paypal-cancel').click();
    await expect(page.getByTestId('checkout-error')).toHaveCount(0);
    await expect(page.getByTestId('checkout-overlay')).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await cartOf(request, shopper)).toEqual(cart);

    await page.getByTestId('fake-paypal-approve').click();
    const overlay = page.getByTestId('checkout-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('PayPal');
    await expect(page.getByTestId('checkout-overlay-id')).not.toBeEmpty();

    await expect(page).toHaveURL(/\/profile\/orders$/, { timeout: 7000 });
    const card = page.getByTestId('order-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('order-payment')).toHaveText('PayPal');
    await expect(card.getByTestId('order-total')).toHaveText(egp(deliveredInCairo(cart[0]!.total, false)));
    expect(await cartOf(request, shopper)).toEqual([]);
  });
});

test('the whole purchase: two flavors from details and one from quick view, the drawer, cash on delivery, the order', async ({
  page,
  request,
}) => {
  const shopper = await freshShopper(request, 'journey');
  const all = (await (await request.get('/api/products')).json()) as (Product & {
    available_flavors: string[];
  })[];
  const product = all.find(
    (p) => p.available_flavors.filter((f) => (p.flavor_quantity[f] ?? 0) >= 5).length >= 2,
  )!;
  const [flavorA, flavorB] = product.available_flavors.filter((f) => (product.flavor_quantity[f] ?? 0) >= 5);
  await signIn(page, shopper);

  await page.goto(`/products/${product.id}`);
  for (const flavor of [flavorA!, flavorB!]) {
    await page.getByTestId('flavor-select').selectOption({ label: flavor });
    await addToCart(page, page.getByTestId('add-to-cart'));
  }
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.goto('/products');
  const card = page
    .getByTestId('product-card')
    .filter({ hasNotText: product.name })
    .filter({ has: page.getByRole('button', { name: /Quick view/ }) })
    .first();
  await card.getByRole('button', { name: /Quick view/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick view' });
  const add = dialog.getByTestId('add-to-cart');
  if (await add.isEnabled()) {
    await add.click();
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
  }
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Cart \(/ }).click();
  const drawer = page.getByTestId('cart-drawer');
  const lineA = drawer.locator(
    `[data-testid="cart-line"][data-product-id="${product.id}"][data-flavor="${flavorA}"]`,
  );
  await lineA.getByTestId('cart-line-plus').click();
  await expect(lineA.getByTestId('cart-line-quantity')).toHaveText('2');
  const cart = await cartOf(request, shopper);
  const total = cart.reduce((sum, l) => sum + Math.round(l.total * 100), 0) / 100;
  await expect(drawer.getByTestId('cart-total')).toHaveText(egp(total));
  await drawer.getByTestId('cart-checkout').click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-total')).toHaveText(egp(total));
  await chooseCashOnDelivery(page);
  await typeAddress(page);
  // the total follows the address: delivery to Cairo and the cash-on-delivery fee are added
  await expect(page.getByTestId('checkout-total')).toHaveText(egp(deliveredInCairo(total, true)));
  await page.getByTestId('address-save').check();
  await page.getByTestId('checkout-place-order').click();
  const overlay = page.getByTestId('checkout-overlay');
  await expect(overlay).toContainText('Cash on Delivery');
  const orderId = (await page.getByTestId('checkout-overlay-id').innerText()).trim();

  await expect(page).toHaveURL(/\/profile\/orders$/, { timeout: 7000 });
  const order = page.getByTestId('order-card').filter({ hasText: `Order #${orderId}` });
  await expect(order.getByTestId('order-line')).toHaveCount(cart.length);
  await expect(order.getByTestId('order-total')).toHaveText(egp(deliveredInCairo(total, true)));
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
  expect(await cartOf(request, shopper)).toEqual([]);
});
