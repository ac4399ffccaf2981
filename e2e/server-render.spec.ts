import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { publicPages } from './support/public-pages';

/**
 * Public pages arrive as complete HTML (what a crawler, a link preview or a phone before its
 * JavaScript sees), then hydrate in the browser without errors or a second fetch of their data.
 */

interface Product {
  id: number;
  name: string;
  available_flavors: string[];
  flavor_quantity: Record<string, number>;
  discountedPrice: number;
  image: string;
  product_images: Record<string, string>;
  inStock: boolean;
  category: string;
}

const get = (request: APIRequestContext, path: string, lang?: 'en' | 'ar') =>
  request.get(path, {
    headers: { 'Accept-Encoding': 'br, gzip', ...(lang ? { Cookie: `lang=${lang}` } : {}) },
    maxRedirects: 0,
  });

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
/** The first capture of `pattern` in the HTML, with its character references decoded. */
const attr = (html: string, pattern: RegExp) =>
  pattern.exec(html)?.[1]?.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:property|name)="${key.replace(':', '\\:')}" content="([^"]*)"`));

async function someProducts(request: APIRequestContext): Promise<Product[]> {
  return (await (await request.get('/api/products')).json()) as Product[];
}

test.describe('server-rendered HTML', () => {
  test('every public page arrives with its content, language and head in English and Arabic', async ({
    request,
    baseURL,
  }) => {
    for (const path of publicPages) {
      for (const lang of ['en', 'ar'] as const) {
        const res = await get(request, path, lang);
        expect(res.status(), `${lang} ${path}`).toBe(200);
        expect(res.headers()['content-encoding'], path).toBe('br');
        const html = await res.text();
        expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
        // the page itself is there, not an empty root
        expect(html, `${lang} ${path}`).toMatch(/<div id="root"><.+<h1[^>]*>[^<]+/s);
        expect(attr(html, /<title>([^<]+)<\/title>/), path).toMatch(/·|Atlas/);
        expect(meta(html, 'description')?.length, path).toBeGreaterThan(40);
        expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}${path}`);
        expect(html).toContain(`hreflang="en" href="${baseURL}${path}?lang=en"`);
        expect(html).toContain(`hreflang="ar" href="${baseURL}${path}?lang=ar"`);
        expect(meta(html, 'og:title')).toBeTruthy();
        expect(meta(html, 'og:image')).toMatch(new RegExp(`^${baseURL}/`));
        expect(meta(html, 'twitter:card')).toBeTruthy();
      }
    }
    const arabic = await (await get(request, '/products', 'ar')).text();
    expect(attr(arabic, /<h1[^>]*>([^<]+)</)).toBe('المتجر');
  });

  test('a page at its hreflang address is its own canonical, so each language can be indexed', async ({
    request,
    baseURL,
  }) => {
    const link = (html: string, hreflang: string) =>
      attr(html, new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="([^"]+)"`));
    for (const lang of ['en', 'ar'] as const) {
      // a campaign's tracking parameter is no part of the page; a listing's filter is
      const html = await (await get(request, `/products?utm_source=news&sort=price&lang=${lang}`)).text();
      expect(html).toContain(`<html lang="${lang}"`);
      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
      expect(canonical).toBe(`${baseURL}/products?sort=price&lang=${lang}`);
      expect(link(html, lang)).toBe(canonical);
      expect(link(html, lang === 'en' ? 'ar' : 'en')).toBe(
        `${baseURL}/products?sort=price&lang=${lang === 'en' ? 'ar' : 'en'}`,
      );
      expect(link(html, 'x-default')).toBe(`${baseURL}/products?sort=price`);
      expect(meta(html, 'og:url')).toBe(canonical);
    }
    // the language of the address wins over the visitor's cookie; a language we lack is not kept
    const home = await (await get(request, '/?lang=ar', 'en')).text();
    expect(attr(home, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}/?lang=ar`);
    const unknown = await (await get(request, '/about?lang=fr', 'en')).text();
    expect(attr(unknown, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}/about`);
  });

  test('a page preloads only the font subsets its language uses, and revalidates with its ETag', async ({
    request,
  }) => {
    const en = await get(request, '/about', 'en');
    const enHtml = await en.text();
    expect(enHtml).toMatch(/<link rel="preload" href="\/static\/cairo-latin-wght[^"]*\.woff2" as="font"/);
    expect(enHtml).not.toMatch(/<link rel="preload" href="[^"]*cairo-arabic/);
    const arHtml = await (await get(request, '/about', 'ar')).text();
    expect(arHtml).toMatch(/<link rel="preload" href="\/static\/cairo-arabic-wght[^"]*\.woff2" as="font"/);
    // an Arabic line's spaces and digits are in the Latin subset
    expect(arHtml).toMatch(/<link rel="preload" href="\/static\/cairo-latin-wght[^"]*\.woff2" as="font"/);

    const etag = en.headers().etag!;
    expect(etag).toBeTruthy();
    const again = await request.get('/about', { headers: { Cookie: 'lang=en', 'If-None-Match': etag } });
    expect(again.status()).toBe(304);
  });

  test('the language comes from ?lang=, then the cookie, then Accept-Language', async ({ request }) => {
    const byHeader = await request.get('/about', { headers: { 'Accept-Language': 'ar-EG,ar;q=0.9' } });
    expect(await byHeader.text()).toContain('<html lang="ar" dir="rtl"');
    const byCookie = await request.get('/about', {
      headers: { 'Accept-Language': 'ar-EG', Cookie: 'lang=en' },
    });
    expect(await byCookie.text()).toContain('<html lang="en" dir="ltr"');
    const byQuery = await request.get('/about?lang=ar', { headers: { Cookie: 'lang=en' } });
    expect(await byQuery.text()).toContain('<html lang="ar" dir="rtl"');
  });

  test('a product page carries its name, price, availability, sharing card and schema.org Product', async ({
    request,
    baseURL,
  }) => {
    const [product] = await someProducts(request);
    const html = await (await get(request, `/products/${product!.id}`, 'en')).text();
    expect(attr(html, /<h1[^>]*>([^<]+)</)).toBe(product!.name);
    expect(attr(html, /<title>([^<]+)<\/title>/)).toBe(`${product!.name} · Atlas`);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:title')).toBe(`${product!.name} · Atlas`);
    expect(meta(html, 'og:image')).toBe(product!.image);
    expect(product!.image.startsWith(`${baseURL}/media/`)).toBe(true);
    expect(meta(html, 'product:price:amount')).toBe(product!.discountedPrice.toFixed(2));
    expect(meta(html, 'product:price:currency')).toBe('EGP');
    // the page itself carries the picture root-relative: it loads at whatever address the shop is opened
    // and fetches first the picture it opens on (the first flavor's), in the width a phone picks
    const shown = new URL(product!.product_images[product!.available_flavors[0]!] ?? product!.image).pathname;
    const preload = attr(html, /(<link rel="preload" href="[^"]+" imagesrcset="[^"]+"[^>]*as="image"[^>]*>)/);
    expect(preload).toContain(`href="${shown}"`);
    expect(preload).toContain(`${shown.replace(/\.webp$/, '.320w.webp')} 320w`);
    expect(html).not.toContain(`src="${product!.image}"`);
    const ld = JSON.parse(attr(html, /<script type="application\/ld\+json">(.+?)<\/script>/)!) as {
      '@type': string;
      name: string;
      offers: { price: string; priceCurrency: string; availability: string };
    };
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe(product!.name);
    expect(ld.offers).toMatchObject({
      price: product!.discountedPrice.toFixed(2),
      priceCurrency: 'EGP',
      availability: product!.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    });
    // the price as the shopper reads it
    expect(html).toContain('EGP');
  });

  test('a stock change shows on the very next render of the product page', async ({ request }) => {
    const product = (await someProducts(request)).find((p) =>
      p.available_flavors.some((f) => (p.flavor_quantity[f] ?? 0) >= 10),
    )!;
    const flavor = product.available_flavors.find((f) => (product.flavor_quantity[f] ?? 0) >= 10)!;
    const stockOnPage = async () => {
      const html = await (await get(request, `/products/${product.id}`, 'en')).text();
      const state = JSON.parse(
        attr(html, /<script type="application\/json" id="atlas-query-state">(.+?)<\/script>/)!,
      ) as {
        queries: { queryKey: unknown[]; state: { data: Product } }[];
      };
      const detail = state.queries.find((q) => q.queryKey[1] === 'detail')!;
      return detail.state.data.flavor_quantity[flavor];
    };
    const before = await stockOnPage();
    expect(before).toBe(product.flavor_quantity[flavor]);
    const admin = (await (
      await request.post('/api/auth/login', { data: { email: 'admin@atlas.demo', password: 'Admin@2026' } })
    ).json()) as { access_token: string };
    const taken = await request.patch(`/api/products/${product.id}/flavors`, {
      headers: { Authorization: `Bearer ${admin.access_token}` },
      data: { flavor, quantity: 1 },
    });
    expect(taken.ok(), await taken.text()).toBe(true);
    expect(await stockOnPage()).toBe(before! - 1);
  });

  test('unknown paths and missing products answer 404 with the not-found page', async ({ request }) => {
    for (const path of ['/no/such/page', '/products/999999999', '/products/abc']) {
      const res = await get(request, path, 'en');
      expect(res.status(), path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('data-testid="status-code"');
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  test('signed-in screens are rendered by the browser, behind the same shell', async ({ request }) => {
    const html = await (await get(request, '/profile/orders', 'en')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  test('/category and /brand lead to the filtered listing', async ({ request }) => {
    const res = await get(request, '/category/Protein');
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/products?category=Protein');
  });

  test('robots.txt and a sitemap that lists every product and public page in both languages', async ({
    request,
    baseURL,
  }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of publicPages) {
      expect(sitemap).toContain(`<loc>${baseURL}${path}?lang=en</loc>`);
      expect(sitemap).toContain(`<loc>${baseURL}${path}?lang=ar</loc>`);
    }
    const products = await someProducts(request);
    for (const p of products) expect(sitemap).toContain(`<loc>${baseURL}/products/${p.id}?lang=ar</loc>`);
    const trainers = (await (await request.get('/api/trainers')).json()) as { id: number }[];
    for (const t of trainers) expect(sitemap).toContain(`<loc>${baseURL}/trainers/${t.id}?lang=en</loc>`);
    const warm = (await (await request.get('/api/warm')).json()) as { muscle: string; slug: string }[];
    for (const e of warm)
      expect(sitemap).toContain(`<loc>${baseURL}/exercises/warm/${e.muscle}/${e.slug}?lang=en</loc>`);
    expect(sitemap).not.toContain('/profile');
  });

  test('an exercise page and a muscle’s exercises preload the picture they open on, and no other', async ({
    request,
  }) => {
    const [first] = (await (await request.get('/api/gym?muscle=chest')).json()) as {
      slug: string;
      imageUrl: string;
    }[];
    const shown = new URL(first!.imageUrl).pathname;
    for (const path of ['/exercises/gym/chest', `/exercises/gym/chest/${first!.slug}`]) {
      const html = await (await get(request, path, 'en')).text();
      const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)"[^>]*as="image"/g)].map(
        (m) => m[1],
      );
      expect(preloads, path).toEqual([shown]);
      expect(html, path).toContain(`src="${shown}"`);
    }
  });
});

/** Console errors and warnings, except the document's own 404 (an expected answer). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (!['error', 'warning'].includes(msg.type())) return;
    if (msg.text().startsWith('Failed to load resource: the server responded with a status of 404')) return;
    problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

test.describe('hydration', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`every public page hydrates without errors or refetching its data (${lang})`, async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      const [product] = await someProducts(request);
      const problems = watchConsole(page);
      const apiCalls: string[] = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        // the product page's delivery estimate asks for the shop's delivery settings, and its
        // reviews section (below the fold) for its first reviews, once the browser is idle after
        // hydration (decisions 0017 and 0020): not the page's data, which is all in it
        if (
          pathname.startsWith('/api/') &&
          pathname !== '/api/delivery/zones' &&
          !/^\/api\/products\/\d+\/reviews$/.test(pathname)
        )
          apiCalls.push(r.url());
      });
      for (const path of [...publicPages, `/products/${product!.id}`, '/no/such/page']) {
        apiCalls.length = 0;
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        // hydrated: React has attached its handlers, so a client-side control responds
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        expect(apiCalls, path).toEqual([]);
      }
      expect(problems).toEqual([]);
    });
  }

  for (const [lang, home] of [
    ['en', 'Home'],
    ['ar', 'الرئيسية'],
  ] as const) {
    test(`a page loads the shop’s texts in its language once, as a file cached for good, without the admin’s (${lang})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      const texts: Response[] = [];
      page.on('response', (r) => {
        if (/\.json$/.test(new URL(r.url()).pathname)) texts.push(r);
      });
      await page.goto('/products');
      await page.waitForLoadState('networkidle');
      // and the next pages, in the browser, need no more of them
      await page.getByRole('link', { name: home }).first().click();
      await page.waitForLoadState('networkidle');
      expect(texts.map((r) => new URL(r.url()).pathname)).toEqual([
        expect.stringMatching(/^\/static\/[\w-]+\.json$/),
      ]);
      expect(texts[0]!.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const shop = (await texts[0]!.json()) as Record<string, Record<string, unknown>>;
      expect(shop.nav!.home).toBe(home);
      expect(Object.keys(shop).filter((namespace) => /^admin[A-Z]/.test(namespace))).toEqual([]);

      // the whole file stays at the address the spec names, revalidated like our other unhashed files
      const whole = await page.request.get(`/assets/i18n/${lang}.json`);
      expect(whole.headers()['cache-control']).toBe('no-cache');
      const all = (await whole.json()) as Record<string, unknown>;
      expect(all).toMatchObject(shop);
      expect(all.adminProducts).toBeTruthy();
    });
  }

  test('after hydration, links navigate in the browser without loading a new document', async ({ page }) => {
    await page.goto('/products');
    await page.waitForLoadState('networkidle');
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    const link = page.getByTestId('product-card').first().getByRole('link');
    const name = await link.innerText();
    await link.click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.getByRole('link', { name: 'Shop' }).first().click();
    await expect(page).toHaveURL(/\/products$/);
    expect(documents).toEqual([]);
  });

  test('a page followed from the listing opens at its top, and back returns to where the shopper was', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    // a card in view at that place, followed as a tap would (no scrolling on the way)
    const name = await page.evaluate(() => {
      const links = [
        ...document.querySelectorAll<HTMLAnchorElement>('[data-testid=product-card] a[href^="/products/"]'),
      ];
      const link = links.find((a) => a.textContent && a.getBoundingClientRect().top > 0)!;
      link.click();
      return link.textContent;
    });
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the language toggle flips the page and the next server render remembers it', async ({ page }) => {
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    await page.getByTestId('language-toggle').first().click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const html = await (await page.request.get('/about')).text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.getByTestId('language-toggle').first().click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
