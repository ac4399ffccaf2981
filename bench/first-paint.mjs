// The browser's own work for a page's first paint, from a Chromium trace at 4x CPU slowdown
// (Lighthouse's mobile preset): style (UpdateLayoutTree), layout and HTML parsing before the first
// contentful paint, the same until the page is quiet, and the longest task. Pass page URLs
// (several servers' pages alternate, run by run: `node bench/first-paint.mjs
// http://127.0.0.1:3001/products http://127.0.0.1:3000/products`); BENCH_RUNS (5) runs each, a
// fresh browser context (cold cache) per run, medians printed. 390x844 viewport, like a phone.
// BENCH_TAP=<CSS selector> also taps the first element it matches once the page is quiet and
// reports the tap's longest event duration (Event Timing: input to the next paint), the first
// interaction a visitor makes.
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';

const urls = process.argv.slice(2);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TAP = process.env.BENCH_TAP;
if (!urls.length) {
  console.error('usage: node bench/first-paint.mjs <page URL>…');
  process.exit(1);
}

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const results = new Map(urls.map((u) => [u, []]));
for (let run = 0; run < RUNS; run++) {
  for (const url of urls) results.get(url).push(await measure(url));
}
await browser.close();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  'page'.padEnd(48),
  `style<FCP  layout<FCP  parse<FCP  style all  layout all  CSS parse    script  longest task  FCP${TAP ? '  tap' : ''}  (ms, medians of`,
  RUNS,
  'runs)',
);
for (const [url, rs] of results) {
  const m = (k) => String(Math.round(median(rs.map((r) => r[k])))).padStart(9);
  console.log(
    url.padEnd(48),
    m('styleBefore'),
    m('layoutBefore'),
    m('parseBefore'),
    m('styleAll'),
    m('layoutAll'),
    m('cssParse'),
    m('scripts'),
    m('longestTask'),
    m('fcp'),
    ...(TAP ? [m('tap')] : []),
  );
}

async function measure(url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'blink.user_timing',
    ],
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const tap = TAP ? await tapDuration(page, TAP) : 0;
  await context.close();
  const events = trace.traceEvents ?? trace;
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  const main = fcpEvent
    ? { pid: fcpEvent.pid, tid: fcpEvent.tid }
    : events.find((e) => e.name === 'ParseHTML');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? 0;
  const fcp = fcpEvent?.ts ?? Infinity;
  const sum = (name, before) =>
    onMain
      .filter((e) => e.name === name && (!before || e.ts < fcp))
      .reduce((total, e) => total + (e.dur ?? 0), 0) / 1000;
  return {
    styleBefore: sum('UpdateLayoutTree', true),
    layoutBefore: sum('Layout', true),
    parseBefore: sum('ParseHTML', true),
    styleAll: sum('UpdateLayoutTree', false),
    layoutAll: sum('Layout', false),
    cssParse: sum('ParseAuthorStyleSheet', false),
    scripts: sum('EvaluateScript', false) + sum('v8.compile', false) + sum('FunctionCall', false),
    longestTask: Math.max(0, ...onMain.filter((e) => e.name === 'RunTask').map((e) => e.dur / 1000)),
    fcp: (fcp - navigation) / 1000,
    tap,
  };
}

/** The longest event duration of one tap on `selector` (ms, as the Event Timing API reports it). */
async function tapDuration(page, selector) {
  await page.evaluate(() => {
    window.__events = [];
    new PerformanceObserver((list) =>
      window.__events.push(...list.getEntries().map((e) => e.duration)),
    ).observe({
      type: 'event',
      durationThreshold: 16,
    });
  });
  await page.locator(selector).first().tap();
  await page.waitForTimeout(1000);
  return page.evaluate(() => Math.max(0, ...window.__events));
}
