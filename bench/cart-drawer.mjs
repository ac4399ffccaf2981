// How long the cart drawer takes to show a visitor's cart after the tap on the header's cart
// button, at 4x CPU slowdown (Lighthouse's mobile preset), on a phone-sized page. Pass shop
// origins (several servers alternate, run by run: `node bench/cart-drawer.mjs
// http://127.0.0.1:3001 http://127.0.0.1:3000`); BENCH_RUNS (7) runs each, a fresh browser
// context per run. The visitor's cart holds two lines of the catalogue's first products. Printed,
// medians: from the tap to the drawer's first cart line drawn, and the tap's Event Timing
// duration (input to the next paint). BENCH_PAGE (/products) is the page the tap is made on.
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';

const origins = process.argv.slice(2);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PAGE = process.env.BENCH_PAGE ?? '/products';
if (!origins.length) {
  console.error('usage: node bench/cart-drawer.mjs <shop origin>…');
  process.exit(1);
}

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const results = new Map(origins.map((o) => [o, []]));
for (let run = 0; run < RUNS; run++) {
  for (const origin of origins) results.get(origin).push(await measure(origin));
}
await browser.close();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log('shop'.padEnd(32), 'tap to first line  tap event (ms, medians of', RUNS, 'runs)');
for (const [origin, all] of results) {
  const rs = all.filter((r) => !r.failed);
  const m = (k) => String(Math.round(median(rs.map((r) => r[k])))).padStart(17);
  const failed = all.length - rs.length;
  console.log(
    origin.padEnd(32),
    m('shown'),
    m('event').padStart(10),
    failed ? ` ${failed} taps opened nothing` : '',
  );
}

/** Two in-stock lines from the catalogue's first page, as the shop stores a visitor's cart. */
async function guestLines(origin) {
  const res = await fetch(`${origin}/api/products?limit=12`);
  const products = await res.json();
  const lines = [];
  for (const p of products) {
    const flavor = Object.entries(p.flavor_quantity ?? {}).find(([, q]) => q > 2)?.[0];
    if (flavor) lines.push({ productId: p.id ?? p._id, selectedFlavor: flavor, quantity: 1 });
    if (lines.length === 2) break;
  }
  return JSON.stringify({ v: 1, lines });
}

async function measure(origin) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const stored = await guestLines(origin);
  await context.addInitScript((value) => localStorage.setItem('atlas.guestCart', value), stored);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${origin}${PAGE}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.__tapEvents = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.name === 'pointerup' || e.name === 'click') window.__tapEvents.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  // a phone has no hover: the tap itself asks for the drawer's code
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const line = document.querySelector('[data-testid=cart-drawer] [data-testid=cart-line]');
      if (line && line.getBoundingClientRect().width > 0) {
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (window.__shown = performance.now() - window.__start)));
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    window.__start = performance.now();
  });
  await page.getByRole('button', { name: /^Cart \(/ }).tap();
  const opened = await page
    .waitForFunction(() => window.__shown !== undefined, null, { timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  if (!opened) {
    await context.close();
    return { failed: true };
  }
  const shown = await page.evaluate(() => window.__shown);
  await page.waitForTimeout(300);
  const event = await page.evaluate(() => Math.max(0, ...window.__tapEvents));
  await context.close();
  return { shown, event };
}
