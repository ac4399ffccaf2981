import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * A public page carries the CSS its own elements need inline and links the whole stylesheets,
 * hashed and cached for good, which the boot script applies after the first paint
 * (docs/decisions/0027-css-cached-once.md). Here: the inline part alone draws the page exactly
 * as the whole stylesheets do, from a cold cache and a warm one, without a layout shift.
 */

const publicPages = [
  '/',
  '/about',
  '/products',
  '/trainers',
  '/trainers/1',
  '/exercises',
  '/exercises/gym',
  '/exercises/gym/chest/barbell-bench-press',
  '/nutrition',
  '/nutrient/2',
  '/diet',
  '/mealsPlanner',
  '/supplement-plan',
  '/contactus',
];

/** What the page's landmarks and first controls look like: their box and main computed styles. */
async function looks(page: Page) {
  return page.evaluate(() => {
    const selectors = [
      'header',
      'main h1',
      'main button',
      'main a',
      'main select',
      'main input',
      '[data-testid="product-card"]',
      'footer',
    ];
    const props = [
      'display',
      'color',
      'background-color',
      'font-family',
      'font-size',
      'font-weight',
      'border-top-width',
      'border-top-left-radius',
      'padding-top',
      'padding-inline-start',
    ];
    return Object.fromEntries(
      selectors.flatMap((selector) => {
        const element = document.querySelector(selector);
        if (!element) return [];
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return [
          [
            selector,
            {
              box: [box.x, box.y, box.width, box.height].map(Math.round),
              ...Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)])),
            },
          ],
        ];
      }),
    );
  });
}

/** The page's layout shifts so far (every one, from the first paint), with what moved. */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const shifts: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Element }[];
          })[])
            shifts.push(
              `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ` +
                entry.sources
                  .map((s) => `${s.node?.nodeName}.${s.node?.getAttribute?.('class') ?? ''}`)
                  .join(', '),
            );
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(shifts)));
      }),
  );

/** Every linked stylesheet has arrived and applies. */
const sheetsApplied = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((l) => l.sheet),
  );

async function openPage(browser: Browser, baseURL: string, path: string, lang: string, blockCss: boolean) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  const page = await context.newPage();
  if (blockCss) await page.route('**/*.css', (route) => route.abort());
  await page.goto(path);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  return page;
}

test.describe('styles of public pages', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`the inline CSS draws every public page as the cached stylesheets do, without a shift (${lang})`, async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(120_000);
      const [product] = (await (await request.get('/api/products?limit=1')).json()) as { id: number }[];
      // the server's first answer for a file is slower (read, compressed): a font that came after
      // the first paint would swap in and move text, which is the font's doing, not the styles'
      const home = await (await request.get('/', { headers: { Cookie: `lang=${lang}` } })).text();
      for (const m of home.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)) await request.get(m[1]!);
      for (const path of [...publicPages, `/products/${product!.id}`]) {
        const critical = await openPage(browser, baseURL!, path, lang, true);
        const inlineOnly = await looks(critical);
        expect(Object.keys(inlineOnly), path).toContain('header');
        await critical.context().close();

        const page = await openPage(browser, baseURL!, path, lang, false);
        await sheetsApplied(page);
        expect(await looks(page), `${path}, cold cache`).toEqual(inlineOnly);
        expect(await layoutShifts(page), `${path}, cold cache`).toEqual([]);

        await page.reload();
        await page.waitForSelector('html[data-ready]', { state: 'attached' });
        await sheetsApplied(page);
        expect(await looks(page), `${path}, warm cache`).toEqual(inlineOnly);
        expect(await layoutShifts(page), `${path}, warm cache`).toEqual([]);
        await page.context().close();
      }
    });
  }

  test('the stylesheets are hashed files cached for good, and a page inlines only a part of them', async ({
    request,
  }) => {
    const html = await (await request.get('/products')).text();
    const boot = JSON.parse(
      /<script type="application\/json" id="atlas-boot">(.*?)<\/script>/.exec(html)![1]!,
    ) as {
      css: string[];
    };
    const sheets = boot.css;
    expect(sheets.length).toBeGreaterThan(0);
    let whole = 0;
    for (const href of sheets) {
      const response = await request.get(href);
      expect(response.headers()['cache-control']).toContain('immutable');
      whole += (await response.body()).length;
    }
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(inline.length).toBeLessThan(whole / 2);
    expect(html).not.toContain('data-mantine-color-scheme=dark');
  });
});
