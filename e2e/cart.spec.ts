import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { freshShopper, password, signInBrowser as signIn, type Session } from './support/shoppers';
import { addToCart } from './support/cart';

interface Product {
  id: number;
  name: string;
  discountedPrice: number;
  available_flavors: string[];
  flavor_quantity: Record<string, number>;
}
interface CartLine {
  productId: number;
  selectedFlavor: string;
  quantity: number;
  price: number;
  total: number;
  stock: number;
}
const money = (egp: number) => `${egp.toLocaleString('en-US', { minimumFractionDigits: 2 })} EGP`;

async function products(page: Page): Promise<Product[]> {
  return (await (await page.request.get('/api/products')).json()) as Product[];
}

async function serverCart(page: Page, session: Session): Promise<CartLine[]> {
  const res = await page.request.get('/api/cart', {
    headers: { Authorization: `Bearer ${session.access_token}` },
  });
  return (await res.json()) as CartLine[];
}

const inStock = (p: Product, min = 1) =>
  p.available_flavors.filter((f) => (p.flavor_quantity[f] ?? 0) >= min);
const badge = (page: Page) => page.getByTestId('cart-badge');
const lineOf = (scope: Page | Locator, productId: number, flavor: string) =>
  scope.locator(`[data-testid="cart-line"][data-product-id="${productId}"][data-flavor="${flavor}"]`);

async function chooseFlavor(page: Page, flavor: string) {
  await page.getByTestId('flavor-select').selectOption({ label: flavor });
  await expect(page.getByTestId('selected-flavor')).toContainText(flavor);
}

test.describe('cart', () => {
  test("a visitor's add to cart keeps the line in the browser until they log in", async ({ page }) => {
    const email = (await freshShopper(page.request, 'cart')).user.email!;
    const product = (await products(page)).find((p) => inStock(p).includes(p.available_flavors[0]!))!;

    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    expect(await addToCart(page, page.getByTestId('add-to-cart'))).toContain('Item added to cart!');
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
    await expect(badge(page)).toHaveText('1');
    // the pop-up goes after 800 ms
    await expect(page.getByTestId('added-to-cart-popup')).toBeHidden({ timeout: 3000 });

    await page.goto(`/login?returnUrl=%2Fproducts%2F${product.id}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
    // the line moved to the shopper's cart
    await expect(badge(page)).toHaveText('1');
  });

  test('add two flavors from details and one from quick view, then change them in the drawer and the page', async ({
    page,
  }) => {
    const session = await freshShopper(page.request, 'cart');
    const all = await products(page);
    const product = all.find((p) => inStock(p, 4).length >= 2)!;
    const [flavorA, flavorB] = inStock(product, 4) as [string, string];
    await signIn(page, session);

    // details: two units of A, one of B
    await page.goto(`/products/${product.id}`);
    await expect(badge(page)).toHaveText('0');
    await chooseFlavor(page, flavorA);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByTestId('quantity')).toHaveValue('2');
    await addToCart(page, page.getByTestId('add-to-cart'));
    await expect(badge(page)).toHaveText('2');
    await chooseFlavor(page, flavorB);
    await page.getByTestId('add-to-cart').click();
    await expect(badge(page)).toHaveText('3');

    // quick view: the first flavor of a product on the first page of the shop
    await page.goto('/products');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    let other: Product | undefined;
    for (const c of await page.getByTestId('product-card').all()) {
      const name = (await c.getByRole('link').first().innerText()).trim();
      const candidate = all.find((p) => p.name === name);
      if (
        candidate &&
        candidate.id !== product.id &&
        (candidate.flavor_quantity[candidate.available_flavors[0]!] ?? 0) > 0
      ) {
        other = candidate;
        await c.getByRole('button', { name: /Quick view/ }).click();
        break;
      }
    }
    expect(other, 'a product with its first flavor in stock on the first page').toBeTruthy();
    const dialog = page.getByRole('dialog', { name: 'Quick view' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('You must be logged in to add items to your cart.')).toHaveCount(0);
    await addToCart(page, dialog.getByTestId('add-to-cart'));
    await expect(badge(page)).toHaveText('4');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // the drawer lists the three lines
    await page.getByRole('button', { name: /Cart \(4\)/ }).click();
    const drawer = page.getByTestId('cart-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('cart-line')).toHaveCount(3);
    const a = lineOf(drawer, product.id, flavorA);
    const b = lineOf(drawer, product.id, flavorB);
    await expect(a.getByTestId('cart-line-quantity')).toHaveText('2');
    await expect(b.getByTestId('cart-line-quantity')).toHaveText('1');
    await expect(lineOf(drawer, other!.id, other!.available_flavors[0]!)).toBeVisible();

    const expectTotals = async () => {
      const lines = await serverCart(page, session);
      const total = lines.reduce((sum, l) => sum + Math.round(l.total * 100), 0) / 100;
      await expect(drawer.getByTestId('cart-total')).toHaveText(money(total));
      for (const l of lines) {
        await expect(lineOf(drawer, l.productId, l.selectedFlavor).getByTestId('cart-line-total')).toHaveText(
          money(l.total),
        );
      }
      return lines;
    };
    await expectTotals();

    // plus and minus change the quantity, the line total and the total; minus stops at 1
    await a.getByTestId('cart-line-plus').click();
    await expect(a.getByTestId('cart-line-quantity')).toHaveText('3');
    await expect(badge(page)).toHaveText('5');
    let lines = await expectTotals();
    expect(lines.find((l) => l.selectedFlavor === flavorA && l.productId === product.id)!.quantity).toBe(3);
    await a.getByTestId('cart-line-minus').click();
    await expect(a.getByTestId('cart-line-quantity')).toHaveText('2');
    await expect(badge(page)).toHaveText('4');
    await expectTotals();
    await expect(b.getByTestId('cart-line-minus')).toBeDisabled();

    // the trash removes the whole line
    await b.getByTestId('cart-line-remove').click();
    await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
    await expect(badge(page)).toHaveText('3');
    lines = await expectTotals();
    expect(lines).toHaveLength(2);

    // the drawer leads to the cart page, which shows the same lines and the way to checkout
    await expect(drawer.getByTestId('cart-checkout')).toHaveAttribute('href', '/checkout');
    await drawer.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(drawer).toBeHidden();
    const main = page.getByRole('main');
    await expect(main.getByTestId('cart-line')).toHaveCount(2);
    await expect(main.getByTestId('cart-checkout')).toHaveAttribute('href', '/checkout');
    await expect(main.getByTestId('cart-checkout')).toBeEnabled();

    // removing the rest leaves the empty state with a way back to the shop
    for (let left = 2; left > 0; left--) {
      await main.getByTestId('cart-line').first().getByTestId('cart-line-remove').click();
      await expect(main.getByTestId('cart-line')).toHaveCount(left - 1);
    }
    await expect(main.getByText('Your cart is empty')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
    await expect(badge(page)).toHaveText('0');
  });

  test('a line above the stock left, or sold out, blocks checkout until it is changed', async ({ page }) => {
    const session = await freshShopper(page.request, 'cart');
    // a flavor other than the first, with a few units, so the catalogue's own checks are untouched
    const all = (await products(page)).sort((x, y) => y.id - x.id);
    let pick: { product: Product; flavor: string; stock: number } | undefined;
    for (const p of all) {
      const flavor = p.available_flavors.slice(1).find((f) => (p.flavor_quantity[f] ?? 0) >= 3);
      if (flavor) {
        pick = { product: p, flavor, stock: p.flavor_quantity[flavor]! };
        break;
      }
    }
    const { product, flavor, stock } = pick!;
    const auth = { Authorization: `Bearer ${session.access_token}` };
    expect(
      (
        await page.request.post('/api/cart/add', {
          headers: auth,
          data: { productId: product.id, selectedFlavor: flavor, quantity: 2 },
        })
      ).ok(),
    ).toBe(true);

    // the shop sells all but one unit of that flavor meanwhile
    const admin = (await (
      await page.request.post('/api/auth/login', {
        data: { email: 'admin@atlas.demo', password: 'Admin@2026' },
      })
    ).json()) as Session;
    const take = (quantity: number) =>
      page.request.patch(`/api/products/${product.id}/flavors`, {
        headers: { Authorization: `Bearer ${admin.access_token}` },
        data: { flavor, quantity },
      });
    expect((await take(stock - 1)).ok()).toBe(true);

    await signIn(page, session);
    await page.goto('/cart');
    const line = lineOf(page.getByRole('main'), product.id, flavor);
    await expect(line.getByTestId('cart-line-stock-note')).toHaveText(
      'Only 1 left — lower the quantity to continue',
    );
    await expect(line.getByTestId('cart-line-plus')).toBeDisabled();
    await expect(page.getByTestId('cart-checkout')).toBeDisabled();
    await expect(page.getByTestId('cart-blocked')).toBeVisible();

    await line.getByTestId('cart-line-minus').click();
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('1');
    await expect(line.getByTestId('cart-line-stock-note')).toHaveCount(0);
    await expect(page.getByTestId('cart-checkout')).toBeEnabled();

    // then the last unit goes too
    expect((await take(1)).ok()).toBe(true);
    await page.reload();
    await expect(line.getByTestId('cart-line-stock-note')).toHaveText('Sold out — remove it to continue');
    await expect(page.getByTestId('cart-checkout')).toBeDisabled();
    await line.getByTestId('cart-line-remove').click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  test('a visitor sees an empty cart that offers to log in', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Have an account? Log in to see its cart' }),
    ).toHaveAttribute('href', '/login?returnUrl=%2Fcart');
    await page.getByRole('button', { name: /Cart \(0\)/ }).click();
    await expect(page.getByTestId('cart-drawer')).toBeVisible();
    await expect(page.getByTestId('cart-drawer').getByText('Your cart is empty')).toBeVisible();
  });
});
