import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addToCart } from './support/cart';

interface Product {
  id: number;
  name: string;
  brand: string;
  discountedPrice: number;
  image: string;
  available_flavors: string[];
  flavor_quantity: Record<string, number>;
  product_images: Record<string, string>;
  available_size: string;
}
interface Facets {
  brands: { name: string; count: number }[];
  maxPrice: number;
}

const cards = (page: Page) => page.getByTestId('product-card');
const priceOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).selectOption({ label: option });
}

test.describe('shop listing', () => {
  test('a brand link shows only that brand', async ({ page, request }) => {
    const facets = (await (await request.get('/api/products/facets')).json()) as Facets;
    const brand = facets.brands[1]!;
    await page.goto(`/products?brand=${encodeURIComponent(brand.name)}&limit=24`);
    await expect(cards(page)).toHaveCount(brand.count);
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain(brand.name);
    await expect(page.getByTestId('brand-filter')).toHaveValue(new RegExp(brand.name));
  });

  test('the price sliders narrow the list to the chosen range', async ({ page }) => {
    await page.goto('/products?limit=24');
    await expect(cards(page)).toHaveCount(24);
    // drag the upper thumb (at the end of its track) to a third of the way
    const slider = page.getByTestId('max-price-slider');
    const box = (await slider.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 6, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 8 });
    await page.mouse.up();
    await expect(page).toHaveURL(/maxPrice=\d+/);
    const max = Number(new URL(page.url()).searchParams.get('maxPrice'));
    await expect(page.getByTestId('price-range-label')).toContainText(
      `${max.toLocaleString('en-US', { minimumFractionDigits: 2 })} EGP`,
    );
    await expect
      .poll(async () => {
        const prices = (await page.getByTestId('price').allInnerTexts()).map(priceOf);
        return prices.length > 0 && prices.every((p) => p <= max);
      })
      .toBe(true);
  });

  test('sort and page size change the view and return to page 1', async ({ page }) => {
    await page.goto('/products?page=2');
    await choose(page, 'sort', 'Price: low to high');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(cards(page)).toHaveCount(9);
    // the grid re-renders once the sorted page arrives
    await expect
      .poll(async () => {
        const prices = (await page.getByTestId('price').allInnerTexts()).map(priceOf);
        return prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
      })
      .toBe(true);

    await choose(page, 'page-size', '12');
    await expect(page).toHaveURL(/limit=12/);
    await expect(cards(page)).toHaveCount(12);
  });

  test('pagination: previous disabled on the first page, next on the last', async ({ page, request }) => {
    const total = Number((await request.get('/api/products?limit=1')).headers()['x-total-count']);
    const pages = Math.ceil(total / 9);
    await page.goto('/products');
    const pagination = page.getByTestId('pagination');
    await expect(pagination.getByRole('link', { name: 'Previous page' })).toBeDisabled();
    await pagination.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pagination.getByRole('link', { name: 'Previous page' })).toBeEnabled();
    await pagination.getByRole('link', { name: `Page ${pages}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`page=${pages}`));
    await expect(cards(page)).toHaveCount(total - 9 * (pages - 1));
    await expect(pagination.getByRole('link', { name: 'Next page' })).toBeDisabled();
    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
  });

  test('quick view opens and closes by Escape and by its close button', async ({ page }) => {
    await page.goto('/products');
    const first = cards(page).first();
    const name = await first.locator('a').nth(1).innerText();
    await first.getByRole('button', { name: /Quick view/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await first.getByRole('button', { name: /Quick view/ }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('favouriting as a visitor asks to log in', async ({ page }) => {
    await page.goto('/products');
    await cards(page).first().getByRole('button', { name: 'Add to favourites' }).click();
    await expect(page.getByText('Please log in to add items to your favorites')).toBeVisible();
  });

  test('search narrows the list by name or brand', async ({ page, request }) => {
    const facets = (await (await request.get('/api/products/facets')).json()) as Facets;
    const term = facets.brands[2]!.name.slice(0, 6);
    const expected = Number(
      (await request.get(`/api/products?limit=1&q=${encodeURIComponent(term)}`)).headers()['x-total-count'],
    );
    await page.goto('/products?limit=24');
    await page.getByTestId('search').fill(term);
    await expect(page.getByTestId('result-count')).toHaveText(`${expected} products`);
    await expect(cards(page)).toHaveCount(expected);
    for (const text of await cards(page).allInnerTexts())
      expect(text.toLowerCase()).toContain(term.toLowerCase());
    await page.getByTestId('search').fill('no such supplement anywhere');
    await expect(page.getByTestId('empty-results')).toBeVisible();
  });

  test('a listing that cannot load goes to the error page', async ({ page }) => {
    // the first page arrives rendered by the server; the next one is fetched by the browser
    await page.goto('/products');
    await expect(cards(page)).toHaveCount(9);
    await page.route('**/api/products?**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/error$/);
    await expect(page.getByTestId('status-code')).toHaveText('500');
  });

  test('Arabic listing is right-to-left with Arabic product names', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
    await page.goto('/products');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(cards(page)).toHaveCount(9);
    const text = await cards(page).first().locator('a').nth(1).innerText();
    expect(text).toMatch(/[\u0600-\u06FF]/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('المتجر');
  });
});

test.describe('product details', () => {
  test('Arabic page keeps a Latin size in its own direction', async ({ page, request }) => {
    const all = (await (await request.get('/api/products')).json()) as Product[];
    const product = all.find((p) => /\(.*\)$/.test(p.available_size))!;
    await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
    await page.goto(`/products/${product.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('bdi', { hasText: product.available_size })).toHaveText(product.available_size);
  });

  test('switching flavor changes the image and shows when it is sold out', async ({ page, request }) => {
    const all = (await (await request.get('/api/products')).json()) as Product[];
    const product = all.find(
      (p) =>
        p.available_flavors.length > 1 &&
        p.flavor_quantity[p.available_flavors[0]!]! > 0 &&
        p.available_flavors.some((f) => p.flavor_quantity[f] === 0),
    )!;
    const soldOut = product.available_flavors.find((f) => product.flavor_quantity[f] === 0)!;

    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByTestId('sku')).toHaveText(String(product.id));
    await expect(page).toHaveTitle(`${product.name} · Atlas`);
    await expect(page.getByTestId('stock-label')).toHaveText('IN STOCK');
    // the API answers this script absolute URLs; the page shows the same pictures root-relative
    const path = (url: string) => new URL(url).pathname;
    await expect(page.getByTestId('main-image')).toHaveAttribute(
      'src',
      path(product.product_images[product.available_flavors[0]!]!),
    );
    await expect(page.getByRole('button', { name: /Add to cart/i })).toBeEnabled();

    await choose(page, 'flavor-select', `${soldOut} — sold out`);
    await expect(page.getByTestId('main-image')).toHaveAttribute(
      'src',
      path(product.product_images[soldOut]!),
    );
    await expect(page.getByTestId('out-of-stock-message')).toHaveText(
      'This flavor is currently out of stock.',
    );
    await expect(page.getByTestId('stock-label')).toHaveText('OUT OF STOCK');
    await expect(page.getByRole('button', { name: /Add to cart/i })).toBeDisabled();
    await expect(page.getByTestId('selected-flavor')).toContainText(soldOut);

    // a visitor adds an available flavor to the cart kept in this browser, and stays here
    await choose(page, 'flavor-select', product.available_flavors[0]!);
    await addToCart(page, page.getByRole('button', { name: /Add to cart/i }));
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
  });

  test('quantity stays within 1 and the flavor stock', async ({ page, request }) => {
    const all = (await (await request.get('/api/products')).json()) as Product[];
    const product = all.find((p) => {
      const q = p.flavor_quantity[p.available_flavors[0]!] ?? 0;
      return q > 0 && q <= 6;
    })!;
    const stock = product.flavor_quantity[product.available_flavors[0]!]!;
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    for (let i = 0; i < stock + 2; i++) {
      const plus = page.getByRole('button', { name: 'Increase quantity' });
      if (await plus.isDisabled()) break;
      await plus.click();
    }
    await expect(page.getByTestId('quantity')).toHaveValue(String(stock));
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  test('a related product can be followed', async ({ page }) => {
    await page.goto('/products');
    await cards(page).first().locator('a').nth(1).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    const firstUrl = page.url();
    const related = page.getByTestId('related-product');
    await expect(related.first()).toBeVisible();
    expect(await related.count()).toBeLessThanOrEqual(4);
    const name = await related.first().locator('p').nth(1).innerText();
    await related.first().getByRole('link', { name: 'View Product' }).click();
    await expect(page).not.toHaveURL(firstUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('breadcrumb and links lead back to the filtered shop', async ({ page }) => {
    await page.goto('/product/1');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/products');
    await crumbs.getByRole('link').nth(2).click();
    await expect(page).toHaveURL(/\/products\?category=/);
  });

  test('a missing product goes to the not-found page', async ({ page }) => {
    await page.goto('/products/999999');
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByTestId('status-code')).toHaveText('404');
  });
});
