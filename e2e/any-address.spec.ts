import { chromium, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { chromiumArgs } from '../scripts/find-chromium.mjs';
import { freshShopper, bearer, signInBrowser } from './support/shoppers';

// The server's PUBLIC_URL is http://127.0.0.1:<port> (playwright.config.ts). A phone on the same
// network, a proxy or a colleague typing "localhost" reaches the same server at another address:
// every picture must still load there (media URLs are root-relative for our pages, and the CSP
// allows only 'self').
const port = Number(process.env.E2E_PORT ?? 3210);
const addresses = [`http://localhost:${port}`, `http://phone.atlas.test:${port}`];
let browser: Browser;

test.beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || undefined,
    args: [
      ...chromiumArgs,
      // a made-up host name for the same server, as a LAN address or a proxy's name would be
      '--host-resolver-rules=MAP phone.atlas.test 127.0.0.1',
    ],
  });
});
test.afterAll(() => browser.close());

/** Loads every picture of the page now (lazy ones too) and answers those that did not load. */
async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = [...document.querySelectorAll('img')];
    await Promise.all(
      images.map((img) => {
        img.loading = 'eager';
        return img.complete
          ? undefined
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            });
      }),
    );
    return images.filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src);
  });
}

for (const origin of addresses) {
  test(`every picture loads when the shop is opened at ${new URL(origin).hostname}, in both languages`, async ({
    request,
  }) => {
    const { id } = ((await (await request.get('/api/products?limit=1')).json()) as { id: number }[])[0]!;
    const session = await freshShopper(request, 'address');
    const added = await request.post('/api/cart/add', {
      headers: bearer(session),
      data: { productId: id, selectedFlavor: await firstFlavor(request, id), quantity: 1 },
    });
    expect(added.ok(), await added.text()).toBe(true);

    const context = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|ERR_/.test(m.text())) blocked.push(m.text());
    });
    await signInBrowser(page, session);
    for (const lang of ['en', 'ar'] as const) {
      for (const path of ['/', '/products', `/products/${id}`, '/trainers']) {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        await page.waitForSelector('html[data-ready]', { state: 'attached' });
        expect(await page.locator('img').count(), path).toBeGreaterThan(0);
        expect(await brokenImages(page), `${origin}${path} (${lang})`).toEqual([]);
      }
      // the cart drawer's pictures come from the cart API answer
      await page.getByRole('button', { name: lang === 'en' ? /^Cart \(/ : /^عربة التسوق \(/ }).click();
      const drawer = page.getByTestId('cart-drawer');
      await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
      expect(await brokenImages(page), `${origin} cart drawer (${lang})`).toEqual([]);
    }
    expect(blocked).toEqual([]);
    await context.close();
  });
}

async function firstFlavor(request: APIRequestContext, id: number) {
  const product = (await (await request.get(`/api/products/${id}`)).json()) as {
    available_flavors: string[];
    flavor_quantity: Record<string, number>;
  };
  return product.available_flavors.find((f) => (product.flavor_quantity[f] ?? 0) > 0)!;
}
