import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations, settle } from './support/axe';
import { address, fillCart, typeAddress } from './support/cart';
import { bearer, freshShopper, signInBrowser, type Session } from './support/shoppers';

/** At checkout: picks a Paymob method, types a new address and a phone, and goes to Paymob's page. */
async function payThroughPaymob(page: Page, method: 'card' | 'wallet' | 'kiosk') {
  await page.goto('/checkout');
  await page.getByTestId(`payment-${method}`).check();
  await expect(page.getByTestId('address-mode-new')).toBeChecked();
  await typeAddress(page);
  await page.getByTestId('checkout-phone').fill('01012345678');
  await page.getByTestId('checkout-paymob').click();
  await expect(page.getByTestId('paymob-method')).toHaveText(method);
}

/** Signs in and chooses the language the way the shop remembers it (a cookie and localStorage). */
async function signInAs(page: Page, shopper: Session, lang: 'en' | 'ar') {
  await signInBrowser(page, shopper, lang);
  await page.context().addCookies([{ name: 'lang', value: lang, url: new URL(page.url()).origin }]);
}

const texts = {
  en: {
    card: 'Card',
    paid: 'Payment received: your order is placed!',
    kiosk: 'Pay at a kiosk to complete your order',
    declined: 'Your payment was not completed',
    awaiting: 'Awaiting payment',
  },
  ar: {
    card: 'بطاقة بنكية',
    paid: 'تم استلام الدفع وتسجيل طلبك!',
    kiosk: 'ادفع في منفذ دفع لإتمام طلبك',
    declined: 'لم تكتمل عملية الدفع',
    awaiting: 'بانتظار الدفع',
  },
};

test.describe('Paymob checkout', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`a card payment end to end (${lang})`, async ({ page, request }) => {
      const shopper = await freshShopper(request, `paymob-card-${lang}`);
      const [line] = await fillCart(request, shopper, 2);
      const arabicCart = await request.get('/api/cart', {
        headers: { ...bearer(shopper), 'accept-language': 'ar' },
      });
      const arabicFlavor = ((await arabicCart.json()) as { flavorLabel: string }[])[0]!.flavorLabel;
      await signInAs(page, shopper, lang);
      await payThroughPaymob(page, 'card');
      // Paymob is asked for the items and delivery to Cairo (45 EGP below 1,500 EGP); no COD fee
      const charged = line!.total + (line!.total >= 1500 ? 0 : 45);
      await expect(page.getByTestId('paymob-amount')).toHaveText(`${charged.toFixed(2)} EGP`);
      await page.getByRole('button', { name: /^Pay / }).click();

      await expect(page).toHaveURL(/\/checkout\/paymob\/atl-[0-9a-f]+\?/);
      const paid = page.getByTestId('paymob-paid');
      await expect(paid).toBeVisible();
      await expect(paid).toContainText(texts[lang].paid);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

      await page.getByTestId('paymob-orders').click();
      const card = page.getByTestId('order-card').first();
      await expect(card.getByTestId('order-payment')).toHaveText(texts[lang].card);
      // written in the shopper's language when the payment began, the flavor too
      await expect(card.getByTestId('order-line')).toContainText(
        lang === 'en' ? `${line!.name}Flavor: ${line!.selectedFlavor}` : `: ${arabicFlavor}`,
      );
      // the paid lines left the cart in the order's transaction
      const cart = await request.get('/api/cart', { headers: bearer(shopper) });
      expect(await cart.json()).toEqual([]);
    });
  }

  for (const lang of ['en', 'ar'] as const) {
    test(`a mobile wallet payment, declined first and paid on the second try (${lang})`, async ({
      page,
      request,
    }) => {
      const shopper = await freshShopper(request, `paymob-wallet-${lang}`);
      await fillCart(request, shopper, 1);
      await signInAs(page, shopper, lang);
      await payThroughPaymob(page, 'wallet');
      await page.getByRole('button', { name: 'Decline' }).click();
      await expect(page.getByTestId('paymob-declined')).toContainText(texts[lang].declined);

      await page.getByTestId('paymob-retry').click();
      await expect(page).toHaveURL(/\/checkout$/);
      // what the shopper typed is still there: one tap to try again
      await expect(page.getByTestId('payment-wallet')).toBeChecked();
      await expect(page.getByTestId('address-street')).toHaveValue(address.street);
      await expect(page.getByTestId('checkout-phone')).toHaveValue('01012345678');
      await settle(page);
      await expectNoSeriousViolations(page, `checkout with a Paymob method (${lang})`);
      await page.getByTestId('checkout-paymob').click();
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page.getByTestId('paymob-paid')).toContainText(texts[lang].paid);
    });
  }

  for (const lang of ['en', 'ar'] as const) {
    test(`a kiosk order waits with its reference, then the callback completes it (${lang})`, async ({
      page,
      request,
    }) => {
      const shopper = await freshShopper(request, `paymob-kiosk-${lang}`);
      await fillCart(request, shopper, 1);
      await signInAs(page, shopper, lang);
      await payThroughPaymob(page, 'kiosk');
      const paymob = new URL(page.url()).origin;
      await page.getByRole('button', { name: 'Get a kiosk reference' }).click();
      const reference = (await page.getByTestId('paymob-kiosk-reference').innerText()).trim();
      expect(reference).toMatch(/^\d{8}$/);
      await page.getByRole('link', { name: 'Back to the shop' }).click();

      const waiting = page.getByTestId('paymob-kiosk');
      await expect(waiting).toContainText(texts[lang].kiosk);
      await expect(page.getByTestId('paymob-kiosk-reference')).toHaveText(reference);
      await expect(page.getByTestId('paymob-kiosk-pay-by')).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, `Paymob kiosk return page (${lang})`);

      await page.getByTestId('paymob-orders').click();
      const card = page.getByTestId('order-card').first();
      await expect(card.getByTestId('order-kiosk-reference')).toHaveText(reference);
      await expect(card.getByTestId('order-payment-status')).toHaveText(texts[lang].awaiting);

      // the shopper pays in cash; Paymob's signed callback completes the order
      const paid = await request.post(`${paymob}/_test/kiosk-paid`, { data: { reference } });
      expect(paid.ok(), await paid.text()).toBeTruthy();
      await page.reload();
      await expect(card.getByTestId('order-kiosk')).toHaveCount(0);
      await expect(card.getByTestId('order-payment-status')).toHaveCount(0);
    });
  }
});
