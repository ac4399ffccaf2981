import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addToCart, typeAddress, type Product } from './support/cart';
import { password } from './support/shoppers';
import { formatNumber } from '../packages/shared/src/rules/format';

let seq = 0;
const uniqueEmail = () => `guest.${Date.now()}.${++seq}@example.com`;

const texts = {
  en: {
    emailed: 'We e-mailed you a confirmation at',
    offer: 'Create an account to follow this order',
    notFound: 'We could not find an order with this number and contact.',
    merged: 'Your cart came with you',
  },
  ar: {
    emailed: 'أرسلنا تأكيد الطلب إلى بريدك',
    offer: 'أنشئ حسابًا لتتابع هذا الطلب',
    notFound: 'لم نجد طلبًا بهذا الرقم وبيانات التواصل هذه.',
    merged: 'عربتك انتقلت معك',
  },
} as const;

async function useLanguage(page: Page, context: BrowserContext, lang: 'en' | 'ar') {
  const { hostname } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1');
  await context.addCookies([{ name: 'lang', value: lang, domain: hostname, path: '/' }]);
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

/** A product flavor with units to spare. */
async function inStock(request: APIRequestContext): Promise<{ product: Product; flavor: string }> {
  const products = (await (await request.get('/api/products?limit=100')).json()) as (Product & {
    available_flavors: string[];
  })[];
  for (const product of products) {
    const flavor = product.available_flavors[0];
    if (flavor && (product.flavor_quantity[flavor] ?? 0) >= 10) return { product, flavor };
  }
  throw new Error('no product flavor with stock');
}

/** The screen at 1280 and 390 px, kept with the test's results for a look. */
async function snap(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function mailTo(request: APIRequestContext, to: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/outbox')).json()) as { to: string; text: string }[];
      text = mails.find((m) => m.to === to)?.text ?? '';
      return text;
    })
    .not.toBe('');
  return text;
}

for (const lang of ['en', 'ar'] as const) {
  test(`a visitor orders as a guest, finds the order again and makes an account from the e-mail (${lang})`, async ({
    page,
    request,
    context,
  }) => {
    test.slow();
    await useLanguage(page, context, lang);
    const { product } = await inStock(request);
    const email = uniqueEmail();
    const mobile = '01012345678';

    // the visitor's cart lives in the browser and survives a reload
    await page.goto(`/products/${product.id}`);
    await addToCart(page, page.getByTestId('add-to-cart'));
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
    await page.reload();
    await expect(page.getByTestId('cart-badge')).toHaveText(lang === 'ar' ? '١' : '1');

    // the cart page shows the line priced by the server, then checkout offers sign-in or guest
    await page.goto('/cart');
    await expect(page.locator(`[data-testid="cart-line"][data-product-id="${product.id}"]`)).toBeVisible();
    await page.getByTestId('cart-checkout').click();
    await expect(page.getByTestId('guest-choice')).toBeVisible();
    await page.getByTestId('guest-choice-guest').click();

    // a wrong field is explained; what was typed stays through a reload
    await page.getByTestId('guest-fullName').fill('Mona Adel');
    await page.getByTestId('guest-mobile').fill('12ab');
    await page.getByTestId('guest-mobile').blur();
    await expect(page.getByTestId('checkout-place-order')).toBeDisabled();
    await page.getByTestId('guest-mobile').fill(mobile);
    await page.getByTestId('guest-email').fill(email);
    await typeAddress(page);
    await page.reload();
    await expect(page.getByTestId('guest-email')).toHaveValue(email);
    await expect(page.getByTestId('address-street')).toHaveValue('12 Nile Corniche');

    await expect(page.getByTestId('checkout-place-order')).toBeEnabled();
    await snap(page, `checkout-${lang}`);
    await page.getByTestId('checkout-place-order').click();

    // the confirmation: number, the e-mail, the account offer; the browser's cart is empty
    await expect(page).toHaveURL(/\/checkout-confirmation$/);
    const idText = (await page.getByTestId('guest-confirmation-id').textContent())!;
    const orderId = Number(idText.replace('#', ''));
    expect(orderId).toBeGreaterThan(0);
    await expect(page.getByTestId('guest-confirmation-email')).toContainText(texts[lang].emailed);
    await expect(page.getByTestId('guest-confirmation-email')).toContainText(email);
    await expect(page.getByTestId('guest-account-offer')).toContainText(texts[lang].offer);
    expect(await page.evaluate(() => localStorage.getItem('atlas.guestCart'))).toBeNull();
    await snap(page, `confirmation-${lang}`);

    // the confirmation e-mail carries the order's link and the account link
    const mail = await mailTo(request, email);
    expect(mail).toContain(`/track-order/${orderId}?token=`);
    const accountPath = /\/guest-account\?token=[^\s"'<>)]+/.exec(mail)?.[0];
    expect(accountPath, 'the account link in the e-mail').toBeTruthy();

    // the lookup page: public, not indexed; a wrong contact finds nothing, the right one the order
    await page.goto('/track-order');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByTestId('lookup-order-id').fill(String(orderId));
    await page.getByTestId('lookup-contact').fill('someone.else@example.com');
    await page.getByTestId('lookup-submit').click();
    await expect(page.getByTestId('lookup-not-found')).toContainText(texts[lang].notFound);
    await page.getByTestId('lookup-contact').fill(mobile);
    await page.getByTestId('lookup-submit').click();
    await expect(page.getByTestId('lookup-result').getByTestId('order-card')).toBeVisible();
    // the order card writes its number in the page's digits (the lookup took either)
    const shownId = formatNumber(orderId, lang, { useGrouping: false });
    await expect(page.getByTestId('lookup-result').getByTestId('order-id')).toContainText(shownId);
    await snap(page, `lookup-${lang}`);

    // the account from the e-mailed link: names prefilled, a password, signed in on the orders
    await page.goto(accountPath!);
    await expect(page.getByTestId('guest-account-email')).toHaveText(email);
    await expect(page.getByTestId('guest-account-fName')).toHaveValue('Mona');
    await snap(page, `account-${lang}`);
    const passwords = page.getByTestId('guest-account-form').locator('input[type="password"]');
    await passwords.nth(0).fill(password);
    await passwords.nth(1).fill(password);
    await page.getByTestId('guest-account-submit').click();
    await expect(page).toHaveURL(/\/profile\/orders$/);
    await expect(page.getByTestId('order-id').filter({ hasText: shownId })).toBeVisible();
  });
}

test("a visitor's cart moves into their account when they sign in", async ({ page, request }) => {
  const { product, flavor } = await inStock(request);
  const email = uniqueEmail();
  const registered = await request.post('/api/auth/register', {
    data: { fName: 'Test', lName: 'guest', email, password },
  });
  expect(registered.ok()).toBe(true);
  const otp = /\b(\d{6})\b/.exec(await mailTo(request, email))![1]!;
  expect((await request.post('/api/auth/verify-otp', { data: { email, otp } })).ok()).toBe(true);

  await page.goto(`/products/${product.id}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/checkout');
  await page.getByTestId('guest-choice-sign-in').click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();

  await expect(page.getByText(texts.en.merged)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect(await page.evaluate(() => localStorage.getItem('atlas.guestCart'))).toBeNull();
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const cart = (await (
    await request.get('/api/cart', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { productId: number; selectedFlavor: string; quantity: number }[];
  expect(cart).toEqual([
    expect.objectContaining({ productId: product.id, selectedFlavor: flavor, quantity: 1 }),
  ]);
});

test('a guest pays by card through Paymob and ends on the guest confirmation', async ({ page, request }) => {
  const { product } = await inStock(request);
  const email = uniqueEmail();
  await page.goto(`/products/${product.id}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/checkout?as=guest');
  await page.getByTestId('guest-fullName').fill('Nour Hassan');
  await page.getByTestId('guest-mobile').fill('01098765432');
  await page.getByTestId('guest-email').fill(email);
  await typeAddress(page);
  // the shopper's methods, when configured: cash on delivery stays the default
  await expect(page.getByTestId('payment-cod')).toBeChecked();
  await page.getByTestId('payment-card').check();
  await expect(page.getByTestId('checkout-paymob')).toBeEnabled();
  await snap(page, 'checkout-card-en');
  await page.getByTestId('checkout-paymob').click();

  // Paymob's page asks for the server's total (the summary's, no cash-on-delivery fee)
  await expect(page.getByTestId('paymob-method')).toHaveText('card');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/checkout-confirmation$/);
  const orderId = Number((await page.getByTestId('guest-confirmation-id').textContent())!.replace('#', ''));
  expect(orderId).toBeGreaterThan(0);
  await expect(page.getByTestId('guest-confirmation-email')).toContainText(email);
  await expect(page.getByTestId('order-card').getByTestId('order-payment')).toHaveText('Card');
  expect(await page.evaluate(() => localStorage.getItem('atlas.guestCart'))).toBeNull();
  await snap(page, 'confirmation-card-en');
  await page.getByTestId('guest-confirmation-track').click();
  await expect(page).toHaveURL(new RegExp(`/track-order/${orderId}\\?token=`));
  await expect(page.getByTestId('order-id').first()).toContainText(String(orderId));
  expect(await mailTo(request, email)).toContain(`/track-order/${orderId}?token=`);
});

test('a guest pays with PayPal in Arabic and ends on the guest confirmation', async ({
  page,
  context,
  request,
}) => {
  await useLanguage(page, context, 'ar');
  const { product } = await inStock(request);
  const email = uniqueEmail();
  await page.goto(`/products/${product.id}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('١');
  await page.goto('/checkout?as=guest');
  await page.getByTestId('guest-fullName').fill('مريم علي');
  await page.getByTestId('guest-mobile').fill('01123456789');
  await page.getByTestId('guest-email').fill(email);
  await page.getByTestId('payment-paypal').check();
  // PayPal's buttons wait for a complete form, as cash on delivery's button does
  await expect(page.getByTestId('paypal-buttons')).toHaveCount(0);
  await typeAddress(page);
  await expect(page.getByTestId('paypal-buttons')).toBeVisible();
  await snap(page, 'checkout-paypal-ar');
  await page.getByTestId('fake-paypal-approve').click();

  await expect(page).toHaveURL(/\/checkout-confirmation$/);
  await expect(page.getByTestId('guest-confirmation-email')).toContainText(email);
  await expect(page.getByTestId('order-card').getByTestId('order-payment')).toHaveText('باي بال');
  expect(await page.evaluate(() => localStorage.getItem('atlas.guestCart'))).toBeNull();
  const orderId = Number((await page.getByTestId('guest-confirmation-id').textContent())!.replace('#', ''));
  expect(orderId).toBeGreaterThan(0);
  expect(await mailTo(request, email)).toContain(`/track-order/${orderId}?token=`);
});
