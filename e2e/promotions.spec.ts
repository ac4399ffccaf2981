import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { fillCart, typeAddress } from './support/cart';
import { bearer, freshShopper, signInBrowser, type Session } from './support/shoppers';
import { formatPrice } from '../packages/shared/src/rules/format';

async function adminSession(request: APIRequestContext): Promise<Session> {
  const res = await request.post('/api/auth/login', {
    data: { email: 'admin@atlas.demo', password: 'Admin@2026' },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Session;
}

let seq = 0;
async function newCode(request: APIRequestContext, body: object): Promise<string> {
  const code = `E2E${Date.now().toString(36).toUpperCase()}${++seq}`;
  const res = await request.post('/api/admin/coupons', {
    headers: bearer(await adminSession(request)),
    data: { code, kind: 'percent', percent: 10, maxUsesPerShopper: null, ...body },
  });
  expect(res.status(), await res.text()).toBe(201);
  return code;
}

const texts = {
  en: { usedUp: 'This code has been used up.', discount: /Discount \(code E2E/ },
  ar: { usedUp: 'نفدت مرات استخدام هذا الكود.', discount: /الخصم \(كود E2E/ },
};

for (const lang of ['en', 'ar'] as const) {
  test(`a shopper applies a code, sees it in the cart, at checkout and on the order; a used-up code is refused (${lang})`, async ({
    page,
    request,
  }) => {
    const code = await newCode(request, { percent: 15 });
    const shopper = await freshShopper(request, `promo-${lang}`);
    const [line] = await fillCart(request, shopper, 2);
    await signInBrowser(page, shopper, lang);
    await page.context().addCookies([{ name: 'lang', value: lang, url: new URL(page.url()).origin }]);

    await page.goto('/cart');
    const items = line!.total;
    const discount = Math.floor((Math.round(items * 100) * 1500 + 5000) / 10_000) / 100;
    // typed in lower case, with spaces: codes are not case-sensitive
    await page.getByTestId('cart-code-input').fill(` ${code.toLowerCase()} `);
    await page.getByTestId('cart-code-apply').click();
    await expect(page.getByTestId('cart-code-discount')).toHaveText(`−${formatPrice(discount, lang)}`);
    await expect(page.getByTestId('cart-total')).toHaveText(formatPrice(items - discount, lang));
    await expect(page.getByTestId('cart-items-subtotal')).toContainText(formatPrice(items, lang));

    // one more unit: the discount follows the cart
    await page.getByTestId('cart-line-plus').first().click();
    const more = Math.floor((Math.round((items / 2) * 3 * 100) * 1500 + 5000) / 10_000) / 100;
    await expect(page.getByTestId('cart-code-discount')).toHaveText(`−${formatPrice(more, lang)}`);

    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-discount')).toHaveText(`−${formatPrice(more, lang)}`);
    await page.getByTestId('payment-cod').check();
    await typeAddress(page);
    await page.getByTestId('checkout-place-order').click();
    await expect(page.getByTestId('checkout-overlay')).toBeVisible();

    const [order] = (await (
      await request.get(`/api/users/${shopper.user.id}/orders`, { headers: bearer(shopper) })
    ).json()) as {
      discount: number;
      couponCode: string;
      subtotal: number;
      total: number;
      deliveryFee: number;
      codFee: number;
    }[];
    expect(order).toMatchObject({ couponCode: code, discount: more });
    expect(order!.total).toBeCloseTo(order!.subtotal - more + order!.deliveryFee + order!.codFee, 2);
    await expect(page).toHaveURL(/\/profile\/orders$/, { timeout: 7000 });
    await expect(page.getByTestId('order-charges').first()).toContainText(texts[lang].discount);
    await expect(page.getByTestId('order-charge-discount').first()).toContainText(formatPrice(more, lang));

    // a code whose one use went to someone else is refused with its own message
    const single = await newCode(request, { maxUses: 1 });
    const other = await freshShopper(request, `promo-other-${lang}`);
    await fillCart(request, other, 1);
    await request.put('/api/cart/code', { headers: bearer(other), data: { code: single } });
    const placed = await request.post(`/api/users/${other.user.id}/orders`, {
      headers: { ...bearer(other), 'Idempotency-Key': `promo-e2e-${Date.now()}-${lang}` },
      data: {
        paymentMethod: 'cod',
        address: { street: '1 St', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    await fillCart(request, shopper, 1);
    await page.goto('/cart');
    await page.getByTestId('cart-code-input').fill(single);
    await page.getByTestId('cart-code-apply').click();
    await expect(page.getByTestId('cart-code-form')).toContainText(texts[lang].usedUp);
    await expect(page.getByTestId('cart-code-discount')).toHaveCount(0);
  });
}
