import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations, settle } from './support/axe';
import { address, type Product } from './support/cart';
import { bearer, freshShopper, signInBrowser, type Session } from './support/shoppers';

interface RatedProduct extends Product {
  rating?: { average: number; count: number };
}
interface Order {
  id: number;
  userId: number;
  products: { productId: number; name: string; price: number; quantity: number; flavor: string }[];
}

async function adminSession(request: APIRequestContext): Promise<Session> {
  const res = await request.post('/api/auth/login', {
    data: { email: 'admin@atlas.demo', password: 'Admin@2026' },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Session;
}

/** A product nobody has reviewed yet, with a flavor in stock (the n-th such one). */
async function unratedProduct(request: APIRequestContext, n: number) {
  const products = (await (await request.get('/api/products?limit=100')).json()) as RatedProduct[];
  const candidates = products.flatMap((p) => {
    const flavor = Object.entries(p.flavor_quantity).find(([, q]) => q >= 5)?.[0];
    return !p.rating && flavor ? [{ product: p, flavor }] : [];
  });
  expect(candidates.length, 'unrated products in stock').toBeGreaterThan(n);
  return candidates[n]!;
}

/** The shopper buys one unit of the product and the admin marks the order delivered (as the orders screen does). */
async function buyDelivered(request: APIRequestContext, shopper: Session, productId: number, flavor: string) {
  const added = await request.post('/api/cart/add', {
    headers: bearer(shopper),
    data: { productId, selectedFlavor: flavor, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const placed = await request.post(`/api/users/${shopper.user.id}/orders`, {
    headers: { ...bearer(shopper), 'Idempotency-Key': `reviews-e2e-${Date.now()}-${productId}` },
    data: { paymentMethod: 'cod', address },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as Order;
  const { governorate: _g, ...fields } = address;
  const delivered = await request.put(`/api/users/admin/orders/${order.userId}/${order.id}`, {
    headers: bearer(await adminSession(request)),
    data: {
      products: order.products.map(({ productId: id, name, price, quantity, flavor: f }) => ({
        productId: id,
        name,
        price,
        quantity,
        flavor: f,
      })),
      address: { ...fields, governorate: address.governorate },
      status: 'delivered',
    },
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);
}

/** Screenshots at a desktop and a phone's width, kept with the test's results. */
async function shoot(page: Page, name: string, target: () => Promise<void> = async () => {}) {
  for (const [device, width] of [
    ['desktop', 1280],
    ['mobile', 390],
  ] as const) {
    await page.setViewportSize({ width, height: device === 'desktop' ? 900 : 844 });
    await target();
    await page.screenshot({ path: test.info().outputPath(`${name}-${device}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function adminPage(browser: Browser, request: APIRequestContext, lang: 'en' | 'ar', baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  const session = await adminSession(request);
  await context.addInitScript(
    ({ s, l }) => {
      localStorage.setItem('access_token', s.access_token);
      localStorage.setItem('userId', String(s.user.id));
      localStorage.setItem('user', JSON.stringify(s.user));
      localStorage.setItem('lang', l);
    },
    { s: session, l: lang },
  );
  return { context, page: await context.newPage() };
}

const texts = {
  en: {
    title: 'Mixes without lumps',
    text: 'I take it after training. It mixes well and tastes good.',
    pending: 'Awaiting approval',
    published: 'Published',
    label: 'Rated 4.0 out of 5, 1 review',
  },
  ar: {
    title: 'يذوب بسهولة',
    text: 'أتناوله بعد التمرين، يذوب بسرعة وطعمه ممتاز.',
    pending: 'بانتظار الموافقة',
    published: 'منشورة',
    label: 'التقييم ٤٫٠ من ٥، مراجعة واحدة',
  },
};

for (const lang of ['en', 'ar'] as const) {
  test(`a verified buyer reviews a product, the admin approves it, the stars show on the page and the card (${lang})`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const admin = await adminSession(request);
    const moderation = await request.put('/api/admin/reviews/settings', {
      headers: bearer(admin),
      data: { moderation: true },
    });
    expect(moderation.ok(), await moderation.text()).toBe(true);
    const { product, flavor } = await unratedProduct(request, lang === 'en' ? 0 : 1);
    const shopper = await freshShopper(request, `review-${lang}`);
    await buyDelivered(request, shopper, product.id, flavor);
    const say = texts[lang];

    // the shopper writes the review on the product page
    await signInBrowser(page, shopper, lang);
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await page.goto(`/products/${product.id}`);
    await expect(page.getByTestId('product-rating')).toHaveCount(0);
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    const section = page.getByTestId('reviews-section');
    await expect(section.getByTestId('reviews-empty')).toBeVisible();
    await section.getByTestId('review-write').click();
    const form = section.getByTestId('review-form');
    if (flavor !== 'Unflavored') await expect(form.getByTestId('review-flavor')).toBeVisible();
    // nothing chosen yet: the form says what is missing and sends nothing
    await form.getByTestId('review-submit').click();
    await expect(form.getByTestId('review-form-invalid')).toBeVisible();
    // the stars are radio buttons: the keyboard moves from 3 to 4
    await form.getByTestId('review-rating-3').check();
    await page.keyboard.press('ArrowDown');
    await expect(form.getByTestId('review-rating-4')).toBeChecked();
    await form.getByTestId('review-title-input').fill(say.title);
    await form.getByTestId('review-text-input').fill(say.text);
    await expectNoSeriousViolations(page, `review form (${lang})`);
    await shoot(page, `review-form-${lang}`, () => form.scrollIntoViewIfNeeded());
    await form.getByTestId('review-submit').click();
    const mine = section.getByTestId('my-review');
    await expect(mine.getByTestId('my-review-status')).toHaveText(say.pending);
    await expect(section.getByTestId('reviews-empty')).toBeVisible();

    // the admin approves it in the Reviews screen
    const own = (await (
      await request.get(`/api/products/${product.id}/reviews/mine`, { headers: bearer(shopper) })
    ).json()) as { review: { id: number; lang: string } };
    expect(own.review.lang).toBe(lang);
    const admin2 = await adminPage(browser, request, lang, baseURL!);
    await admin2.page.goto('/admin/reviews');
    const card = admin2.page.locator(`[data-testid="admin-review"][data-review-id="${own.review.id}"]`);
    // the admin area's code loads on this first visit
    await expect(card).toContainText(say.title, { timeout: 20_000 });
    await expect(card.getByTestId('admin-review-product')).toHaveText(product.name);
    await shoot(admin2.page, `review-admin-${lang}`, () => card.scrollIntoViewIfNeeded());
    await card.getByTestId('admin-review-approve').click();
    await expect(card).toHaveCount(0);
    await admin2.page.getByTestId('reviews-tab-published').click();
    await expect(card.getByTestId('admin-review-status')).toBeVisible();
    await admin2.context.close();

    // the review and the average show on the product page...
    await page.reload();
    await expect(page.getByTestId('product-rating').getByRole('img', { name: say.label })).toBeVisible();
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    await expect(section.getByTestId('my-review-status')).toHaveText(say.published);
    await expect(section.getByTestId('review-summary')).toBeVisible();
    const listed = section.getByTestId('reviews-list').getByTestId('review');
    await expect(listed).toHaveCount(1);
    await expect(listed.getByTestId('review-title')).toHaveText(say.title);
    const content = listed.getByTestId('review-content');
    await expect(content).toHaveAttribute('lang', lang);
    await expect(content).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await settle(page);
    await expectNoSeriousViolations(page, `product page with its reviews (${lang})`);
    await shoot(page, `review-product-${lang}`, () =>
      section.getByTestId('review-summary').scrollIntoViewIfNeeded(),
    );

    // ...and on its card in the listing, sorted by rating with '4 stars & up'
    await page.goto('/products?minRating=4&sort=rating&limit=24');
    await expect(page.getByTestId('min-rating-filter')).toBeChecked();
    const productCard = page
      .getByTestId('product-card')
      .filter({ has: page.locator(`a[href="/products/${product.id}"]`) });
    await expect(productCard.getByRole('img', { name: say.label })).toBeVisible();
    await shoot(page, `review-card-${lang}`, () => productCard.scrollIntoViewIfNeeded());
  });
}

test('a visitor is asked to sign in to mark a review helpful, and can report it', async ({
  page,
  request,
}) => {
  const products = (await (await request.get('/api/products?sort=rating&limit=5')).json()) as RatedProduct[];
  // the demo reviews (and the tests above) publish some
  const rated = products.find((p) => p.rating);
  expect(rated, 'a product with published reviews').toBeTruthy();
  await page.goto(`/products/${rated!.id}`);
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  const first = page.getByTestId('reviews-list').getByTestId('review').first();
  await first.getByTestId('review-helpful').click();
  await expect(page.getByTestId('review-helpful-sign-in')).toBeVisible();
  await first.getByTestId('review-report').click();
  const dialog = page.getByTestId('report-dialog');
  await expect(dialog.getByTestId('report-send')).toBeDisabled();
  await dialog.getByTestId('report-reason-spam').check();
  await dialog.getByTestId('report-send').click();
  await expect(dialog).toHaveCount(0);
});

test('while its reviews load, a product page says so accessibly', async ({ page, request }) => {
  const [product] = (await (await request.get('/api/products?limit=1')).json()) as RatedProduct[];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/products/${product!.id}/reviews?**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/products/${product!.id}`);
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  const loading = page.getByTestId('reviews-loading');
  await expect(loading).toBeVisible();
  await expectNoSeriousViolations(page, 'product page, reviews loading');
  await expect(loading.getByRole('status', { name: 'Loading the reviews…' })).toBeVisible();
  release();
  await expect(loading).toHaveCount(0);
});
