import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { bearer, freshShopper, signInBrowser, type Session } from './support/shoppers';

/** A 64 × 64 PNG, as an admin's upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDKqCmznqUrYh7hIFCBKSh4etpohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbsAGVK/ILtS7RDdgA6pXZBfqXaIbsAHVK7IL9S7RDdiA6hXZhXqX6AZsQPWK7EK9S3QDNqB6RXah3iW6ARtQveIfHoOP8PFjo5H/AAAAAElFTkSuQmCC',
  'base64',
);

async function adminSession(request: APIRequestContext): Promise<Session> {
  const res = await request.post('/api/auth/login', {
    data: { email: 'admin@atlas.demo', password: 'Admin@2026' },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Session;
}

async function signInAdmin(page: Page, request: APIRequestContext, lang?: 'en' | 'ar') {
  await signInBrowser(page, await adminSession(request), lang);
}

test.describe('admin products', () => {
  // the journey's product leaves the shop again, so the catalogue journeys see the demo catalogue
  test.afterAll(async ({ request }) => {
    const admin = await adminSession(request);
    const res = await request.get('/api/products/admin?type=name&query=Atlas%20E2E%20Whey&limit=100', {
      headers: bearer(admin),
    });
    for (const product of (await res.json()) as { id: number }[]) {
      await request.delete(`/api/products/${product.id}/admin`, { headers: bearer(admin) });
    }
  });

  test('an admin adds a product with two flavors and an uploaded image, and the shop sells it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signInAdmin(page, request);
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products Management');
    await page.getByTestId('add-product').click();
    const form = page.getByRole('dialog');
    await expect(page.getByTestId('product-form')).toBeVisible();

    // an empty form is refused with the spec's message
    await form.getByTestId('save-product').click();
    await expect(page.getByText('All required fields must be filled').first()).toBeVisible();

    const name = `Atlas E2E Whey ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('textbox', { name: 'Arabic name', exact: true }).fill('واي أطلس التجريبي');
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('A whey added by the admin journey.');
    await form.getByRole('textbox', { name: 'Price (EGP)', exact: true }).fill('1250');
    await form.getByRole('textbox', { name: 'Quantity', exact: true }).first().fill('30');
    await form.getByTestId('image-file-product').first().setInputFiles({
      name: 'whey.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const imageField = form.getByRole('textbox', { name: 'Product image', exact: true });
    await expect(imageField).toHaveValue(/\/media\/products\/[\w-]+\.\d+x\d+\.webp$/);
    const imageUrl = await imageField.inputValue();
    await form.getByRole('textbox', { name: 'Category', exact: true }).fill('E2E Proteins');
    await form.getByRole('textbox', { name: 'Brand', exact: true }).fill('Zz E2E Labs');
    await form.getByRole('textbox', { name: 'Available size', exact: true }).fill('2 kg');

    for (const [flavor, quantity] of [
      ['Vanilla', '12'],
      ['Mango', '4'],
    ] as const) {
      await form.getByTestId('add-flavor-row').click();
      const row = form.getByTestId('flavor-form-row').last();
      await row.getByRole('textbox', { name: 'Flavor name', exact: true }).fill(flavor);
      await row.getByRole('textbox', { name: 'Quantity', exact: true }).fill(quantity);
      await row.getByRole('textbox', { name: 'Flavor image', exact: true }).fill(imageUrl);
    }
    await form.getByTestId('save-product').click();
    await expect(page.getByText('Product Added')).toBeVisible();

    const card = page.getByTestId('admin-product-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('flavor-row')).toHaveCount(2);
    const id = await card.getAttribute('data-product-id');

    // the shop shows it with both flavors and the uploaded picture
    await page.goto(`/products/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByTestId('main-image')).toHaveAttribute(
      'src',
      /\/media\/products\/[\w-]+\.\d+x\d+\.webp$/,
    );
    // an upload carries its stored widths: this one is smaller than the smallest, so only itself
    await expect(page.getByTestId('main-image')).toHaveAttribute('srcset', /\.64x64\.webp 64w$/);
    const options = page.getByTestId('flavor-select').locator('option');
    await expect(options).toHaveCount(2);
    await expect(page.getByTestId('stock-label')).toHaveText('IN STOCK');

    // a flavor set to 0 units reads sold out in the shop
    await page.goto(`/admin/products?type=id&query=${id}`);
    const mango = page
      .getByTestId('admin-product-card')
      .filter({ hasText: name })
      .getByTestId('flavor-row')
      .filter({ hasText: 'Mango' });
    await mango.getByTestId('edit-flavor-quantity').click();
    await page.getByTestId('flavor-quantity-input').fill('0');
    await page.getByTestId('save-flavor-quantity').click();
    await expect(page.getByText('Quantity Updated')).toBeVisible();
    await expect(mango.getByTestId('flavor-quantity')).toHaveText('0');

    await page.goto(`/products/${id}`);
    await page.getByTestId('flavor-select').selectOption({ label: 'Mango — sold out' });
    await expect(page.getByTestId('stock-label')).toHaveText('OUT OF STOCK');
    await expect(page.getByRole('button', { name: /Add to cart/i })).toBeDisabled();

    // and the activity page lists what the admin did
    await page.goto('/admin/activity');
    const rows = page.getByTestId('activity-row');
    await expect(rows.first()).toHaveAttribute('data-action', 'flavor.quantity');
    // in words, not the translation key
    await expect(rows.first()).toContainText('Flavor quantity changed');
    await expect(rows.filter({ hasText: `#${id}` }).first()).toContainText('admin@atlas.demo');
  });
});

interface Product {
  id: number;
  available_flavors: string[];
  flavor_quantity: Record<string, number>;
}
interface Stats {
  activeRevenue: number;
  cancelledRevenue: number;
}
const egp = (value: number) =>
  `${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} EGP`;

test.describe('admin orders', () => {
  test('an admin cancels an order after confirming: revenue moves to cancelled and the stock returns', async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    const shopper = await freshShopper(request, 'cancelled');
    const products = (await (await request.get('/api/products?limit=100')).json()) as Product[];
    const product = products.find((p) => p.available_flavors.some((f) => p.flavor_quantity[f]! >= 10))!;
    const flavor = product.available_flavors.find((f) => product.flavor_quantity[f]! >= 10)!;
    const stockBefore = product.flavor_quantity[flavor]!;
    await request.post('/api/cart/add', {
      headers: bearer(shopper),
      data: { productId: product.id, selectedFlavor: flavor, quantity: 3 },
    });
    const placed = await request.post(`/api/users/${shopper.user.id}/orders`, {
      headers: bearer(shopper),
      data: {
        paymentMethod: 'cod',
        address: { street: '3 Tahrir Sq', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()) as { id: number; total: number };
    const stockOf = async () =>
      ((await (await request.get(`/api/products/${product.id}`)).json()) as Product).flavor_quantity[flavor];
    expect(await stockOf()).toBe(stockBefore - 3);
    const stats = async () =>
      (await (await request.get('/api/users/admin/order-stats', { headers: bearer(admin) })).json()) as Stats;
    const before = await stats();

    await signInBrowser(page, admin);
    await page.goto(`/admin/orders?type=id&query=${order.id}`);
    await expect(page.getByTestId('stat-active-revenue-value')).toHaveText(egp(before.activeRevenue));
    const row = page.locator(`[data-testid="admin-order-row"][data-order-id="${order.id}"]`);
    await expect(row).toHaveAttribute('data-status', 'processing');
    await row.getByTestId('cancel-order').click();
    await expect(
      page.getByText(`Are you sure you want to cancel order ${order.id}? This will notify the customer.`),
    ).toBeVisible();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText(`Order ${order.id} has been cancelled`)).toBeVisible();
    await expect(row).toHaveAttribute('data-status', 'cancelled');
    await expect(row.getByTestId('cancel-order')).toHaveCount(0);

    // the revenue panel and the stock follow
    const after = await stats();
    expect(after.activeRevenue).toBeCloseTo(before.activeRevenue - order.total, 2);
    expect(after.cancelledRevenue).toBeCloseTo(before.cancelledRevenue + order.total, 2);
    await expect(page.getByTestId('stat-active-revenue-value')).toHaveText(egp(after.activeRevenue));
    await expect(page.getByTestId('stat-cancelled-value')).toHaveText(egp(after.cancelledRevenue));
    expect(await stockOf()).toBe(stockBefore);
  });
});

test.describe('admin users', () => {
  test('an admin changes a role after confirming; declining leaves it as it was', async ({
    page,
    request,
  }) => {
    const shopper = await freshShopper(request, 'promoted');
    const email = shopper.user.email!;
    await signInAdmin(page, request);
    await page.goto(`/admin/users?type=email&query=${encodeURIComponent(email)}`);
    const target = page.locator(`[data-testid="admin-user-row"][data-user-email="${email}"]`);
    await expect(target.getByTestId('role-radio-user')).toBeChecked();

    await target.getByTestId('role-radio-admin').click({ force: true });
    await expect(page.getByText('Change Role?')).toBeVisible();
    await page.getByTestId('confirm-cancel').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(target.getByTestId('role-radio-user')).toBeChecked();

    await target.getByTestId('role-radio-admin').click({ force: true });
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText('Role updated')).toBeVisible();
    await expect(target.getByTestId('role-radio-admin')).toBeChecked();
    const user = await request.get(`/api/users/${shopper.user.id}`, {
      headers: bearer(await adminSession(request)),
    });
    expect((await user.json()).role).toBe('admin');
  });
});

test.describe('admin dashboard', () => {
  test('in Arabic: right to left, real figures, the revenue chart and the shell', async ({
    page,
    request,
  }) => {
    await signInAdmin(page, request);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByTestId('language-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('لوحة التحكم');
    await expect(page.getByTestId('stat-products')).toContainText('إجمالي المنتجات');
    await expect(page.getByTestId('stat-revenue')).toContainText('باستثناء الطلبات الملغاة');
    // the demo shop has past orders: the chart draws them
    await expect(page.getByTestId('revenue-chart')).toBeVisible();
    const [newest] = (await (
      await request.get('/api/users?sort=newest&limit=1', { headers: bearer(await adminSession(request)) })
    ).json()) as { email: string }[];
    await expect(page.getByTestId('recent-users')).toContainText(newest!.email);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    // the flavors running out, by their Arabic names where they have one
    const { lowStock } = (await (
      await request.get('/api/admin/dashboard', { headers: bearer(await adminSession(request)) })
    ).json()) as { lowStock: { productNameAr: string; flavorAr: string }[] };
    const arabic = lowStock.findIndex((f) => f.flavorAr && f.productNameAr);
    expect(arabic, 'a low-stock flavor with Arabic names in the demo shop').toBeGreaterThanOrEqual(0);
    await expect(page.getByTestId('low-stock-item').nth(arabic)).toHaveText(
      `${lowStock[arabic]!.productNameAr} · ${lowStock[arabic]!.flavorAr}`,
    );

    // the search's field shows its whole name, the Arabic names being wider than the English
    const room = await page.getByTestId('admin-search-type').evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(select.selectedOptions[0]!.text).width;
      return (
        select.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd) - text
      );
    });
    expect(room).toBeGreaterThanOrEqual(0);

    // the header search goes to the section with type and query, and clearing returns to it
    await page.getByTestId('admin-search').fill('shopper@');
    await expect(page).toHaveURL(/\/admin\/users\?type=email&query=shopper%40$/);
    await expect(page.getByTestId('admin-user-row')).toHaveCount(1);
    await page.getByTestId('admin-search-clear').click();
    await expect(page).toHaveURL(/\/admin\/users$/);

    // four revenue cards a row: each amount stays on one line with its currency
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/orders');
    for (const id of ['stat-active-revenue', 'stat-awaiting', 'stat-total-value', 'stat-cancelled']) {
      const value = page.getByTestId(`${id}-value`);
      await expect(value).toContainText('ج.م.');
      const lines = await value.evaluate(
        (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
      );
      expect(lines, id).toBeLessThan(1.5);
    }
  });

  test('a visitor is sent to log in and back; the dashboard counts a new product', async ({
    page,
    request,
  }) => {
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fadmin%2Forders$/);
    const admin = await adminSession(request);
    const before = (await (await request.get('/api/admin/dashboard', { headers: bearer(admin) })).json()) as {
      totalProducts: { value: number };
    };
    await signInBrowser(page, admin);
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('stat-products-value')).toHaveText(String(before.totalProducts.value));
  });
});
