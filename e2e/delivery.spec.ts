import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { typeAddress, type Product } from './support/cart';
import { bearer, freshShopper, signInBrowser } from './support/shoppers';
import { formatNumber, formatPrice } from '../packages/shared/src/rules/format';

/** An in-stock product well under the free-delivery threshold (1,500 EGP), so delivery is charged. */
async function affordableProduct(request: APIRequestContext) {
  const products = (await (await request.get('/api/products?limit=100')).json()) as (Product & {
    discountedPrice: number;
  })[];
  const p = products.find(
    (x) => x.discountedPrice < 600 && Object.values(x.flavor_quantity).some((q) => q >= 20),
  );
  expect(p, 'an affordable product with stock').toBeTruthy();
  return p!;
}

const texts = {
  en: {
    giza: /^Delivery to Giza: 45\.00 EGP · arrives \w{3} \d{1,2} \w{3}/,
    aswan: /^Delivery to Aswan: 75\.00 EGP · arrives/,
    left: /^Add [\d,.]+ EGP more for free delivery$/,
  },
  ar: {
    giza: new RegExp(`^التوصيل إلى الجيزة: ${formatPrice(45, 'ar')} · يصل`),
    aswan: new RegExp(`^التوصيل إلى أسوان: ${formatPrice(75, 'ar')} · يصل`),
    left: /^أضف .+ أخرى للحصول على توصيل مجاني$/,
  },
};

for (const lang of ['en', 'ar'] as const) {
  test(`delivery follows the governorate on the product page, in the cart and at checkout, and the receipt downloads (${lang})`, async ({
    page,
    request,
  }) => {
    const t = texts[lang];
    const product = await affordableProduct(request);
    const shopper = await freshShopper(request, `delivery-${lang}`);
    await signInBrowser(page, shopper, lang);
    await page.context().addCookies([{ name: 'lang', value: lang, url: new URL(page.url()).origin }]);

    // the product page: from the lowest fee, then the governorate picked, remembered
    await page.goto(`/products/${product.id}`);
    const estimate = page.getByTestId('delivery-estimate');
    await expect(estimate).toBeVisible();
    await page.getByTestId('delivery-governorate').selectOption('EG-GZ');
    await expect(page.getByTestId('delivery-line')).toHaveText(t.giza);
    await page.getByTestId('delivery-governorate').selectOption('EG-ASN');
    await expect(page.getByTestId('delivery-line')).toHaveText(t.aswan);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toHaveText(lang === 'ar' ? '١' : '1');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    // the cart page: the same governorate, what is left to free delivery, and a change of mind
    await page.goto('/cart');
    await expect(page.getByTestId('cart-delivery-fee')).toHaveText(formatPrice(75, lang));
    await expect(page.getByTestId('cart-free-delivery')).toHaveText(t.left);
    await page.getByTestId('cart-governorate').selectOption('EG-GZ');
    await expect(page.getByTestId('cart-delivery-fee')).toHaveText(formatPrice(45, lang));

    // checkout: every line follows the address and the way of paying
    await page.goto('/checkout');
    await expect(page.getByTestId('address-mode-new')).toBeChecked();
    await page.getByTestId('payment-cod').check();
    await typeAddress(page, 'EG-ASN');
    await expect(page.getByTestId('checkout-delivery-fee')).toHaveText(formatPrice(75, lang));
    await expect(page.getByTestId('checkout-cod-fee')).toBeVisible();
    await expect(page.getByTestId('checkout-arrives')).not.toBeEmpty();
    await page.getByTestId('address-governorate').selectOption('EG-GZ');
    await expect(page.getByTestId('checkout-delivery-fee')).toHaveText(formatPrice(45, lang));
    const shown = await page.getByTestId('checkout-total').innerText();
    await page.getByTestId('payment-paypal').check();
    await expect(page.getByTestId('checkout-cod-fee')).toHaveCount(0);
    await expect(page.getByTestId('checkout-total')).not.toHaveText(shown);
    await page.getByTestId('payment-cod').check();
    await expect(page.getByTestId('checkout-total')).toHaveText(shown);
    await page.getByTestId('checkout-place-order').click();
    await expect(page.getByTestId('checkout-overlay')).toBeVisible();

    // the order keeps what was shown, and its receipt downloads
    const [order] = (await (
      await request.get(`/api/users/${shopper.user.id}/orders`, { headers: bearer(shopper) })
    ).json()) as { id: number; deliveryFee: number; codFee: number; subtotal: number; total: number }[];
    expect(order).toMatchObject({ deliveryFee: 45, codFee: 10 });
    expect(order!.total).toBeCloseTo(order!.subtotal + 55, 2);
    await expect(page).toHaveURL(/\/profile\/orders$/, { timeout: 7000 });
    const card = page.getByTestId('order-card').first();
    const receipt = card.getByRole('link', {
      name: new RegExp(formatNumber(order!.id, lang, { useGrouping: false })),
    });
    const href = await receipt.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/api/receipts/${order!.id}\\?token=`));
    const pdf = await request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
}

test('a visitor sees delivery from the lowest fee, then for the governorate picked, without an account', async ({
  page,
  request,
}) => {
  const product = await affordableProduct(request);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByTestId('delivery-line')).toHaveText(/Delivery from 45\.00 EGP/);
  await page.getByTestId('delivery-governorate').selectOption('EG-ALX');
  await expect(page.getByTestId('delivery-line')).toHaveText(/Delivery to Alexandria: 55\.00 EGP/);
  await page.reload();
  await expect(page.getByTestId('delivery-line')).toHaveText(/Delivery to Alexandria: 55\.00 EGP/);
});
