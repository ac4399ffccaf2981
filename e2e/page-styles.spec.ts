import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { bootData } from './support/boot-data';
import { publicPages } from './support/public-pages';

/**
 * A public page carries the CSS its own elements need inline and links the whole stylesheets,
 * hashed and cached for good, which the boot script turns on at the app's first change to the
 * page (docs/decisions/0027-css-cached-once.md). Here: the inline part alone draws the page
 * exactly as the whole stylesheets do, from a cold cache and a warm one, without a layout shift,
 * and Cairo arriving after the first paint moves little.
 */

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
      'footer nav a',
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
      'visibility',
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

/**
 * The page's layout shifts since `since` (ms since it started loading), with what moved. A font
 * that arrives after the first paint swaps in and moves text (`font-display: swap`): measured by
 * holding the font files until the page is drawn; what the styles do (the whole stylesheets
 * applied over the inline part) is measured after the fonts have arrived.
 */
const layoutShifts = (page: Page, since: number) =>
  page.evaluate(
    (since) =>
      new Promise<string[]>((resolve) => {
        const shifts: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Element }[];
          })[])
            if (entry.startTime >= since)
              shifts.push(
                `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ` +
                  entry.sources
                    .map((s) => `${s.node?.nodeName}.${s.node?.getAttribute?.('class') ?? ''}`)
                    .join(', '),
              );
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(shifts)));
      }),
    since,
  );

/** When the page's fonts had arrived and been drawn (ms since it started loading). */
const fontsLoaded = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return performance.now();
  });

/**
 * The whole stylesheets on for the screen, as the boot script turns them on at the first key press
 * (or mouse movement, or change the app makes to the page), and the inline part removed once they
 * have all arrived: the page is then drawn by the whole stylesheets alone.
 */
async function applySheets(page: Page) {
  await page.keyboard.press('Shift');
  await page.waitForFunction(
    () =>
      !document.querySelector('head > style') &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every(
        (l) => l.sheet && l.media !== 'print',
      ),
  );
}

/**
 * A public page on a phone-sized screen. `blockCss`: only its inline CSS (and the footer's own small
 * stylesheet, which the boot script applies at once). `holdFonts`: its font files arrive only when
 * the returned `releaseFonts` is called, as on a slow network where the page is drawn in the
 * fallback faces first (a held font holds back the page's `load` event, so that is not waited for).
 */
async function openPage(
  browser: Browser,
  baseURL: string,
  path: string,
  lang: string,
  { blockCss = false, holdFonts = false } = {},
) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  const page = await context.newPage();
  if (blockCss) {
    const late = bootData(await (await context.request.get(path)).text()).now;
    await page.route('**/*.css', (route) =>
      late.includes(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
    );
  }
  let releaseFonts = () => {};
  if (holdFonts) {
    const held = new Promise<void>((resolve) => (releaseFonts = resolve));
    await page.route('**/*.woff2', async (route) => {
      await held;
      await route.continue();
    });
  }
  await page.goto(path, { waitUntil: holdFonts ? 'domcontentloaded' : 'load' });
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  return { page, releaseFonts };
}

/** The page's time (ms since it started loading), once what it has is drawn. */
const drawnAt = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return performance.now();
  });

/**
 * Whether the page's Arabic text was drawn in a fallback face sized like Cairo: one of the local
 * fonts `app/cairo.css` names (DejaVu Sans, Noto Naskh Arabic UI) is on this machine. Without
 * either (a Mac, say), the system's Arabic font draws it unscaled, and how far Cairo then moves the
 * page says nothing about the shop.
 */
const arabicFallbackSized = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].some(
      (face) =>
        face.family.replace(/["']/g, '') === 'Cairo Fallback' &&
        /U\+600-6FF/i.test(face.unicodeRange) &&
        face.status === 'loaded',
    ),
  );

/** The layout shift score of `layoutShifts`' list. */
const score = (shifts: string[]) => shifts.reduce((sum, shift) => sum + parseFloat(shift), 0);

/**
 * What a public page may weigh, raw, in bytes: its whole HTML (inline CSS and data included) and
 * its inline CSS, on every public page in both languages.
 */
const HTML_BUDGET = 70_000;
const INLINE_CSS_BUDGET = 15_000;

/**
 * How far the page may move when Cairo replaces the fallback faces it was first drawn in (its
 * layout shift score). The fallback faces are local fonts sized to Cairo's average width
 * (app/cairo.css); a line that is a little longer or shorter than average in Cairo still wraps
 * differently, so not 0: at most half of what Lighthouse calls a good page's whole score (0.1).
 */
const FONT_SWAP_BUDGET = 0.05;

/** The demo's first product's page. */
async function firstProductPath(request: APIRequestContext) {
  const [product] = (await (await request.get('/api/products?limit=1')).json()) as { id: number }[];
  return `/products/${product!.id}`;
}

/**
 * Headless Chromium keeps its mouse at (0, 0), over the page, and its first hover update after the
 * page is laid out sends a `pointerover` from there; when a busy machine delays that update until
 * the boot script listens, it turns the stylesheets on, as it should for a real mouse resting on
 * the page. The checks of what a page does before any mouse moves drop that one event.
 */
async function withoutRestingMouse(target: BrowserContext | Page) {
  await target.addInitScript(() => {
    document.addEventListener(
      'pointerover',
      (e) => {
        if (e.pointerType === 'mouse' && e.clientX === 0 && e.clientY === 0) e.stopImmediatePropagation();
      },
      true,
    );
  });
}

test.describe('styles of public pages', () => {
  test('every public page stays within its HTML and inline CSS budget, in both languages', async ({
    request,
  }) => {
    // every product's page: they differ in what they show (a sold-out flavor, a discount, reviews)
    const products = (await (await request.get('/api/products?limit=100')).json()) as { id: number }[];
    const productPaths = products.map((p) => `/products/${p.id}`);
    expect(productPaths.length).toBeGreaterThan(10);
    const over: string[] = [];
    for (const lang of ['en', 'ar']) {
      for (const path of [...publicPages, ...productPaths]) {
        const html = await (await request.get(path, { headers: { Cookie: `lang=${lang}` } })).text();
        const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
        const htmlBytes = Buffer.byteLength(html, 'utf8');
        const cssBytes = Buffer.byteLength(css, 'utf8');
        if (htmlBytes > HTML_BUDGET) over.push(`${path} (${lang}): HTML ${htmlBytes} > ${HTML_BUDGET}`);
        if (cssBytes > INLINE_CSS_BUDGET)
          over.push(`${path} (${lang}): inline CSS ${cssBytes} > ${INLINE_CSS_BUDGET}`);
      }
    }
    expect(over).toEqual([]);
  });

  // a test per page and language: three loads each, which on a slow machine beside the other
  // suites took over two minutes for a language's eighteen pages in one test
  for (const lang of ['en', 'ar'] as const) {
    for (const target of [...publicPages, 'a product']) {
      test(`the inline CSS draws ${target} (${lang}) as the cached stylesheets do, without a shift`, async ({
        browser,
        baseURL,
        request,
      }) => {
        const path = target === 'a product' ? await firstProductPath(request) : target;
        const { page: critical } = await openPage(browser, baseURL!, path, lang, { blockCss: true });
        const inlineOnly = await looks(critical);
        expect(Object.keys(inlineOnly), path).toContain('header');
        await critical.context().close();

        // cold: drawn in the fallback faces until Cairo arrives, which then moves little
        const { page, releaseFonts } = await openPage(browser, baseURL!, path, lang, { holdFonts: true });
        const swapAt = await drawnAt(page);
        const sized = lang === 'en' || (await arabicFallbackSized(page));
        releaseFonts();
        let fonts = await fontsLoaded(page);
        const swap = await layoutShifts(page, swapAt);
        if (sized)
          expect(
            score(swap),
            `${path}, Cairo replacing the fallback faces:\n${swap.join('\n')}`,
          ).toBeLessThanOrEqual(FONT_SWAP_BUDGET);
        else {
          const description = `${path} (ar): Cairo's arrival not checked, as this machine has neither DejaVu Sans nor Noto Naskh Arabic UI (score ${score(swap).toFixed(4)})`;
          test.info().annotations.push({ type: 'not checked', description });
          console.warn(description);
        }
        await applySheets(page);
        expect(await looks(page), `${path}, cold cache`).toEqual(inlineOnly);
        expect(await layoutShifts(page, fonts), `${path}, cold cache`).toEqual([]);

        await page.reload();
        await page.waitForSelector('html[data-ready]', { state: 'attached' });
        fonts = await fontsLoaded(page);
        await applySheets(page);
        expect(await looks(page), `${path}, warm cache`).toEqual(inlineOnly);
        expect(await layoutShifts(page, fonts), `${path}, warm cache`).toEqual([]);
        await page.context().close();
      });
    }
  }

  test('the whole stylesheets, arriving one at a time, never restyle what the inline part drew', async ({
    browser,
    baseURL,
    request,
  }) => {
    // on a slow network the app may change the page before its stylesheets have arrived, and
    // each then applies as it arrives: held here, and let through one at a time in their order
    const path = await firstProductPath(request);
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const sheets = bootData(await (await context.request.get(path)).text()).css;
    expect(sheets.length).toBeGreaterThan(1);
    const release = new Map<string, () => void>();
    const held = new Map(sheets.map((href) => [href, new Promise<void>((r) => release.set(href, r))]));
    const page = await context.newPage();
    await withoutRestingMouse(page);
    await page.route('**/*.css', async (route) => {
      await held.get(new URL(route.request().url()).pathname);
      await route.continue();
    });
    await page.goto(path);
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    const start = await drawnAt(page);
    const inlineOnly = await looks(page);

    await page.keyboard.press('Shift');
    for (const href of sheets) {
      release.get(href)!();
      await page.waitForFunction(
        (href) =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].some(
            (l) => l.getAttribute('href') === href && l.sheet,
          ),
        href,
      );
      expect(await looks(page), `${path} with ${href} arrived`).toEqual(inlineOnly);
    }
    // all there: the inline part goes, and the page is drawn by the whole stylesheets alone
    await page.waitForFunction(() => !document.querySelector('head > style'));
    expect(await looks(page), `${path}, the whole stylesheets alone`).toEqual(inlineOnly);
    expect(await layoutShifts(page, start)).toEqual([]);
    await context.close();
  });

  test('a visitor’s page downloads the stylesheets without applying them until the app changes it', async ({
    page,
  }) => {
    // the whole stylesheets (the footer's own is applied at once)
    const media = () =>
      page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]:not([href^="/static/late/"])'),
        ].map((l) => l.media),
      );
    // a page whose app changes nothing as it hydrates (the listing's filter panel, measured on a
    // wide screen, does, and so turns them on at once)
    await withoutRestingMouse(page);
    await page.goto('/about');
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((l) => l.sheet),
    );
    expect(new Set(await media())).toEqual(new Set(['print']));

    // the first change the app makes (here another page, rendered in the browser) turns them on
    await page.getByRole('navigation').getByRole('link', { name: 'Shop', exact: true }).first().click();
    await expect(page).toHaveURL(/\/products$/);
    await expect.poll(async () => (await media()).filter((m) => m === 'print')).toEqual([]);
  });

  test('a mouse or a key turns the stylesheets on before its hover or focus ring is drawn; a touch does not', async ({
    browser,
    baseURL,
  }) => {
    // the whole stylesheets (the footer's own is applied at once)
    const media = (page: Page) =>
      page.evaluate(() => [
        ...new Set(
          [
            ...document.querySelectorAll<HTMLLinkElement>(
              'link[rel=stylesheet]:not([href^="/static/late/"])',
            ),
          ].map((l) => l.media),
        ),
      ]);
    const loaded = async (context: BrowserContext) => {
      const page = await context.newPage();
      await page.goto(`${baseURL}/about`);
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((l) => l.sheet),
      );
      await page.waitForSelector('html[data-ready]', { state: 'attached' });
      expect(await media(page)).toEqual(['print']);
      return page;
    };

    // a finger on the page's text: nothing applied, nothing restyled
    const phone = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    await withoutRestingMouse(phone);
    let page = await loaded(phone);
    await page.locator('main p').first().tap();
    await page.waitForTimeout(300);
    expect(await media(page)).toEqual(['print']);
    await phone.close();

    // the header's link, hovered: the whole stylesheets draw its hover colour
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await withoutRestingMouse(desktop);
    page = await loaded(desktop);
    const shop = page.getByRole('navigation').getByRole('link', { name: 'Shop', exact: true }).first();
    const background = () => shop.evaluate((a) => getComputedStyle(a).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await shop.hover();
    expect(await media(page)).toEqual(['all']);
    // its colour fades in (a transition): the hover rule is there, and it ends at its colour
    await expect.poll(background).toBe('rgb(30, 41, 59)');
    // a hint's label exists only while its control is hovered
    const hint = page.locator('header [data-hint]').first();
    const label = () =>
      hint.evaluate((h) => {
        const after = getComputedStyle(h, '::after');
        return { content: after.content, display: after.display };
      });
    expect((await label()).content).toBe('none');
    await hint.hover();
    expect(await label()).toEqual({
      content: `"${await hint.getAttribute('data-hint')}"`,
      display: 'block',
    });
    await page.close();

    // Tab to the first button: it shows its focus ring
    page = await loaded(desktop);
    await expect(async () => {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    }).toPass({ timeout: 10_000 });
    expect(await media(page)).toEqual(['all']);
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
    await desktop.close();
  });

  test('the footer’s content waits hidden for its own stylesheet, and shows without scripts', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const [late] = bootData(await (await context.request.get('/about')).text()).now;
    expect(late).toMatch(/^\/static\/.+\.css$/);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await context.newPage();
    await page.route(`**${late}`, async (route) => {
      await held;
      await route.continue();
    });
    // a stylesheet linked before the page's load event holds that event back: not waited for here
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const link = page.locator('footer nav a').first();
    await expect(page.locator('main h1')).toBeVisible();
    expect(await link.evaluate((a) => getComputedStyle(a).visibility)).toBe('hidden');
    release();
    await expect(link).toBeVisible();
    // its colour is the footer sheet's, not a browser's default link blue
    expect(await link.evaluate((a) => getComputedStyle(a).color)).not.toBe('rgb(0, 0, 238)');
    await context.close();

    const noScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const still = await noScripts.newPage();
    await still.goto('/about');
    await expect(still.locator('footer nav a').first()).toBeVisible();
    await noScripts.close();
  });

  test('the stylesheets are hashed files cached for good, and a page inlines only a part of them', async ({
    request,
  }) => {
    const html = await (await request.get('/products')).text();
    const sheets = bootData(html).css;
    for (const late of bootData(html).now) {
      const response = await request.get(late);
      expect(response.headers()['cache-control']).toContain('immutable');
      expect(response.headers()['content-type']).toContain('text/css');
      expect(await response.text()).not.toContain('var(--mantine-spacing');
      expect((await request.get(late.replace(/-[\w-]{10}\.css$/, '-AAAAAAAAAA.css'))).status()).toBe(404);
    }
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
