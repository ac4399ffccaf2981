import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './test';
import { bearer, type Session } from './shoppers';

/** The delivery address the checkout tests type. */
export const address = {
  street: '12 Nile Corniche',
  city: 'Cairo',
  state: 'Cairo',
  zipCode: '11511',
  country: 'Egypt',
  governorate: 'EG-C',
};

/** Types `address` into the checkout's new-address form: the governorate is picked, the country not asked. */
export async function typeAddress(page: Page, governorate = address.governorate): Promise<void> {
  for (const field of ['street', 'city', 'zipCode'] as const)
    await page.getByTestId(`address-${field}`).fill(address[field]);
  await page.getByTestId('address-governorate').selectOption(governorate);
}

/**
 * Clicks an add-to-cart button and returns the text of the pop-up it shows for 800 ms, once seen
 * visible (as `toBeVisible` would: a box of some size, not hidden), watched for in the page from
 * before the click: on a busy machine the test's first look after the click once came after the
 * pop-up had gone (the line was in the cart, the pop-up never seen).
 */
export async function addToCart(page: Page, button: Locator): Promise<string> {
  // an earlier add's pop-up gone first (it stays while another add shows the same)
  await expect(page.getByTestId('added-to-cart-popup')).toHaveCount(0);
  await page.evaluate(() => {
    const w = window as { addedPopup?: string };
    delete w.addedPopup;
    new MutationObserver((_, observer) => {
      const popup = document.querySelector('[data-testid="added-to-cart-popup"]');
      const box = popup?.getBoundingClientRect();
      if (!popup || !box?.width || !box.height || !popup.checkVisibility({ visibilityProperty: true }))
        return;
      w.addedPopup = popup.textContent ?? '';
      observer.disconnect();
    }).observe(document.body, { childList: true, attributes: true, subtree: true });
  });
  await button.click();
  return page
    .waitForFunction(() => (window as { addedPopup?: string }).addedPopup)
    .then((text) => text.jsonValue() as Promise<string>);
}

export interface Product {
  id: number;
  name: string;
  flavor_quantity: Record<string, number>;
}
export interface CartLine {
  productId: number;
  name: string;
  selectedFlavor: string;
  quantity: number;
  total: number;
}

/** Puts `quantity` units of an in-stock product flavor into the shopper's cart; returns the cart. */
export async function fillCart(
  request: APIRequestContext,
  shopper: Session,
  quantity = 2,
): Promise<CartLine[]> {
  const products = (await (await request.get('/api/products?limit=100')).json()) as Product[];
  let pick: { productId: number; flavor: string } | undefined;
  for (const p of products) {
    const flavor = Object.entries(p.flavor_quantity).find(([, q]) => q >= 20)?.[0];
    if (flavor) {
      pick = { productId: p.id, flavor };
      break;
    }
  }
  expect(pick, 'a product flavor with stock').toBeTruthy();
  const res = await request.post('/api/cart/add', {
    headers: bearer(shopper),
    data: { productId: pick!.productId, selectedFlavor: pick!.flavor, quantity },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as CartLine[];
}
