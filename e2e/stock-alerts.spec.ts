import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { bearer, freshShopper, signInBrowser, type Session } from './support/shoppers';

interface Mail {
  to: string;
  subject: string;
  text: string;
}
interface Product {
  id: number;
  name: string;
  available_flavors: string[];
}

let seq = 0;
const uniqueEmail = (lang: string) => `alert.${lang}.${Date.now()}.${++seq}@example.com`;

async function adminSession(request: APIRequestContext): Promise<Session> {
  const res = await request.post('/api/auth/login', {
    data: { email: 'admin@atlas.demo', password: 'Admin@2026' },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Session;
}

async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  return ((await (await request.get('/api/dev/outbox')).json()) as Mail[]).filter((m) => m.to === to);
}

/** A link of the e-mail, as a path on this server (PUBLIC_URL is the test server). */
const linkPath = (text: string, action: string) => {
  const found = new RegExp(`https?://[^/\\s]+(/stock-alerts/${action}\\?\\S+)`).exec(text);
  expect(found, text).not.toBeNull();
  return found![1]!;
};

const copy = {
  en: {
    ask: 'E-mail me when it is back',
    confirmSubject: /^Confirm your back-in-stock alert/,
    back: /^Back in stock/,
  },
  ar: { ask: 'راسلني عند توفره', confirmSubject: /^أكّد تنبيه توفر/, back: /^عاد للمخزون/ },
} as const;

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  test(`a visitor asks for a sold-out flavor, confirms by e-mail, and hears when the admin restocks (${lang})`, async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    const listed = (await (await request.get('/api/products?limit=20')).json()) as Product[];
    const product = listed.filter((p) => p.available_flavors.length >= 2)[index]!;
    const flavor = product.available_flavors[1]!;
    const soldOut = await request.patch(`/api/products/${product.id}/admin/flavors`, {
      headers: bearer(admin),
      data: { flavor, quantity: 0 },
    });
    expect(soldOut.ok(), await soldOut.text()).toBe(true);

    // the visitor, on the product page in their language, asks with their address
    const email = uniqueEmail(lang);
    // as a shared link in that language opens it (the server renders in it and keeps the choice)
    await page.goto(`/products/${product.id}?lang=${lang}`);
    await page.getByTestId('flavor-select').selectOption(flavor);
    await expect(page.getByTestId('add-to-cart')).toBeDisabled();
    await page.getByTestId('stock-alert-email').fill(email);
    await page.screenshot({ path: test.info().outputPath(`ask-${lang}.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('stock-alert').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`ask-${lang}-mobile.png`) });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: copy[lang].ask }).click();
    await expect(page.getByTestId('stock-alert-check-email')).toContainText(email);
    await page.screenshot({ path: test.info().outputPath(`check-email-${lang}.png`) });

    // the confirmation e-mail, in their language; its link confirms the alert
    await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);
    const [confirmation] = await mailsTo(request, email);
    expect(confirmation!.subject).toMatch(copy[lang].confirmSubject);
    await page.goto(linkPath(confirmation!.text, 'confirm'));
    await expect(page.getByTestId('stock-alert-link-result')).toHaveAttribute('data-status', 'confirmed');
    await page.screenshot({ path: test.info().outputPath(`confirmed-${lang}.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`confirmed-${lang}-mobile.png`) });
    await page.setViewportSize({ width: 1280, height: 720 });

    // the admin restocks the flavor in the admin product screen
    await signInBrowser(page, admin, 'en');
    await page.goto(`/admin/products?type=id&query=${product.id}`);
    const row = page
      .getByTestId('admin-product-card')
      .locator(`[data-testid="flavor-row"][data-flavor="${flavor}"]`);
    await row.getByTestId('edit-flavor-quantity').click();
    await page.getByTestId('flavor-quantity-input').fill('5');
    await page.getByTestId('save-flavor-quantity').click();
    await expect(row.getByTestId('flavor-quantity')).toHaveText('5');

    // one back-in-stock e-mail, in the visitor's language, with the product and unsubscribe links
    await expect
      .poll(async () => (await mailsTo(request, email)).filter((m) => copy[lang].back.test(m.subject)).length)
      .toBe(1);
    const back = (await mailsTo(request, email)).find((m) => copy[lang].back.test(m.subject))!;
    expect(back.text).toContain(`/products/${product.id}?lang=${lang}`);
    await page.goto(linkPath(back.text, 'unsubscribe'));
    await expect(page.getByTestId('stock-alert-link-result')).toHaveAttribute('data-status', 'cancelled');
  });
}

test('the admin dashboard lists the most wanted sold-out flavors', async ({ page, request }) => {
  const admin = await adminSession(request);
  const listed = (await (await request.get('/api/products?limit=20')).json()) as Product[];
  const product = listed.filter((p) => p.available_flavors.length >= 2)[2]!;
  const flavor = product.available_flavors[0]!;
  await request.patch(`/api/products/${product.id}/admin/flavors`, {
    headers: bearer(admin),
    data: { flavor, quantity: 0 },
  });
  const asked = await request.post('/api/stock-alerts', {
    headers: bearer(admin),
    data: { productId: product.id, flavor },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  for (const lang of ['en', 'ar'] as const) {
    await signInBrowser(page, admin, lang);
    await page.goto(`/admin/dashboard?lang=${lang}`);
    const card = page.getByTestId('wanted-flavors');
    await expect(card).toContainText(flavor);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: test.info().outputPath(`wanted-${lang}.png`) });
  }
});

test('a signed-in shopper asks with one tap, sees the alert waiting, and cancels it', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const shopper = await freshShopper(request, 'alerts');
  const listed = (await (await request.get('/api/products?limit=20')).json()) as Product[];
  const product = listed.filter((p) => p.available_flavors.length >= 2)[3]!;
  const flavor = product.available_flavors[0]!;
  await request.patch(`/api/products/${product.id}/admin/flavors`, {
    headers: bearer(admin),
    data: { flavor, quantity: 0 },
  });
  for (const lang of ['en', 'ar'] as const) {
    await signInBrowser(page, shopper, lang);
    await page.goto(`/products/${product.id}?lang=${lang}`);
    await page.getByTestId('flavor-select').selectOption(flavor);
    await expect(page.getByTestId('stock-alert-email')).toHaveCount(0);
    await page.getByTestId('stock-alert-ask').click();
    await expect(page.getByTestId('stock-alert-waiting')).toBeVisible();
    await page.getByTestId('stock-alert').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`waiting-${lang}.png`) });
    // the alert is still there after a reload
    await page.reload();
    await page.getByTestId('flavor-select').selectOption(flavor);
    await expect(page.getByTestId('stock-alert-waiting')).toBeVisible();
    await page.getByTestId('stock-alert-cancel').click();
    await expect(page.getByTestId('stock-alert-ask')).toBeEnabled();
  }
  const mine = await request.get('/api/stock-alerts', { headers: bearer(shopper) });
  expect(await mine.json()).toEqual([]);
});
