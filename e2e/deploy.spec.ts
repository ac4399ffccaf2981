import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { bootData } from './support/boot-data';

// A shopper's page was served by the build before a deploy. Its next page's code is a hashed
// file of that build: still there after the deploy (the build keeps earlier builds' files for a
// week), or, when it is gone all the same (older than that, a machine not yet updated), the page
// reloads itself once into the current build and otherwise shows the error page.

const PRODUCT_PAGE_MODULE = 'src/app/routes/product-details-page.tsx';

/** A build's file of a module, from its manifest (file names are hashes only). */
const fileOf = (dist: string, module: string) =>
  (JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>)[
    module
  ]!.file;

/** The product page's code in the build the suite's server runs. */
const PRODUCT_PAGE_CODE = `**/${fileOf('apps/web/dist', PRODUCT_PAGE_MODULE)}`;

/** The paths of the documents the page loads (its first one, and every reload). */
function countDocuments(page: Page): () => string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      documents.push(new URL(request.url()).pathname);
  });
  return () => documents;
}

/** Follows the first product's link of the shop page: a page whose code the browser has not loaded. */
async function openFirstProduct(page: Page): Promise<string> {
  const link = page.getByTestId('product-card').first().locator('a[href^="/products/"]').first();
  const id = (await link.getAttribute('href'))!.split('/').pop()!;
  await link.click();
  return id;
}

/** The product page works: its code ran (the quantity buttons answer). */
async function expectWorkingProductPage(page: Page, id: string): Promise<void> {
  await expect(page.getByTestId('sku')).toHaveText(id);
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('quantity')).toHaveValue('2');
}

test.describe('a page opened before a deploy', () => {
  test('reloads once when its next page’s code is gone, and shows that page', async ({ page }) => {
    const documents = countDocuments(page);
    await page.goto('/products');
    let missing = 0;
    // the file is gone for the page of the build before; the reloaded page is of the current build
    await page.route(PRODUCT_PAGE_CODE, (route) => {
      if (documents().length > 1) return route.continue();
      missing++;
      return route.fulfill({ status: 404, body: 'Not Found' });
    });
    const id = await openFirstProduct(page);
    await expectWorkingProductPage(page, id);
    expect(documents()).toEqual(['/products', `/products/${id}`]);
    expect(missing).toBeGreaterThan(0);
  });

  for (const [lang, tryAgain] of [
    ['en', 'Try again'],
    ['ar', 'حاول مرة أخرى'],
  ] as const) {
    test(`whose next page’s code stays missing shows the error page after one reload, and trying again works (${lang})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      const documents = countDocuments(page);
      await page.goto('/products');
      await page.route(PRODUCT_PAGE_CODE, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
      const id = await openFirstProduct(page);
      await expect(page.getByTestId('status-code')).toHaveText('500');
      const button = page.getByRole('button', { name: tryAgain });
      await expect(button).toBeVisible();
      // and no other reload comes after a while
      await page.waitForTimeout(1_500);
      await expect(page.getByTestId('status-code')).toHaveText('500');
      expect(documents()).toEqual(['/products', `/products/${id}`]);

      await page.unroute(PRODUCT_PAGE_CODE);
      await button.click();
      await expect(page.getByTestId('status-code')).toHaveCount(0);
      await expect(page.getByTestId('sku')).toHaveText(id);
      await expect(page.locator('html[data-ready]')).toBeAttached();
      expect(documents()).toEqual(['/products', `/products/${id}`, `/products/${id}`]);
    });
  }

  test('keeps working after the next build: the build before’s files are still served', async ({ page }) => {
    // a build and a second server seeding its own demo shop: minutes on a busy 2-core machine
    test.setTimeout(300_000);
    const dir = mkdtempSync(join(tmpdir(), 'atlas-next-build-'));
    const dist = join(dir, 'dist');
    // the build the suite's server runs, then the next one in its place, with a change to the
    // product page as a deploy brings
    cpSync('apps/web/dist', dist, { recursive: true });
    const pageCode = () => fileOf(dist, PRODUCT_PAGE_MODULE);
    const before = pageCode();
    buildNext(dist);
    expect(pageCode()).not.toBe(before);

    const next = await startServer(dist, join(dir, 'data'));
    try {
      const old = await page.request.get(`${next.url}/${before}`, { headers: { 'accept-encoding': 'br' } });
      expect(old.status()).toBe(200);
      expect(old.headers()['content-type']).toContain('javascript');
      expect(old.headers()['content-encoding']).toBe('br');
      expect(old.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      // and the footer's own stylesheet of a page of the build before (lib/late-stylesheets.ts)
      const oldPage = await (await page.request.get('/products')).text();
      const [late] = bootData(oldPage).now;
      expect((await page.request.get(`${next.url}${late}`)).status()).toBe(200);

      // the page of the build before, whose scripts now come from the new build's server
      const documents = countDocuments(page);
      await page.goto('/products');
      await page.route('**/static/**', async (route) =>
        route.fulfill({
          response: await route.fetch({ url: `${next.url}${new URL(route.request().url()).pathname}` }),
        }),
      );
      const id = await openFirstProduct(page);
      await expectWorkingProductPage(page, id);
      expect(documents()).toEqual(['/products']);
    } finally {
      // the page may still be fetching a chunk it prefetches when idle: let go of it before the
      // server it is sent to stops, or its failed fetch fails the test after it passed
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await next.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * The web app's browser build, as `npm run build` makes it, into `outDir`, with one more line in
 * the product page's module (in a process of its own: Vite sets NODE_ENV).
 */
function buildNext(outDir: string): void {
  const script = `import { build } from 'vite';
await build({
  logLevel: 'warn',
  // (Vite empties apps/web/dist by default, being inside the app's folder; a folder elsewhere, if told)
  build: { outDir: process.argv[1], emptyOutDir: true },
  plugins: [{
    name: 'the-next-deploy',
    transform: (code, id) =>
      id.endsWith('/product-details-page.tsx') ? code + '\\nglobalThis.atlasNextDeploy = true;\\n' : undefined,
  }],
});`;
  const built = spawnSync(process.execPath, ['--input-type=module', '-e', script, outDir], {
    cwd: 'apps/web',
    encoding: 'utf8',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  expect(built.status, built.stderr).toBe(0);
}

/** The shop's server on `dist`, with a database of its own, at the suite's port + 84. */
async function startServer(
  dist: string,
  dataDir: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = Number(process.env.E2E_PORT ?? 3210) + 84;
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      WEB_DIST: dist,
    },
  });
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  const stop = async () => {
    server.kill();
    await exited;
  };
  // up to 150 s: on a 2-core machine busy with the rest of `npm test`, creating and seeding the
  // demo shop took more than 60
  for (let tries = 0; tries < 600; tries++) {
    if (server.exitCode !== null) break;
    if (
      await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((done) => setTimeout(done, 250));
  }
  await stop();
  throw new Error(`the server on ${dist} did not start`);
}
