// Page speed: Lighthouse 13 against the built web app served by the real server in production
// mode on a fresh demo database. Mobile preset (emulated phone, simulated slow 4G and 4x CPU
// slowdown), BENCH_LH_RUNS runs per page (default 3), the median run reported. Prints scores,
// Web Vitals and bytes transferred per page and PASS/FAIL against the targets; exits 0 whatever
// the figures, non-zero only when the build, the server or Lighthouse fails. The median runs'
// reports are kept in bench/reports/<page>.json (gitignored). Run it with the project's Node:
// npx node bench/page-speed.mjs. BENCH_SKIP_BUILD=1 skips `npm run build`; WEB_DIST serves
// another build; BENCH_PAGES_PORT (3700) and CHROMIUM_PATH as named; BENCH_PAGES=home,products
// picks pages by name. BENCH_BEFORE_DIST=<a build folder> also serves that build (a second server
// on the port after, on a copy of the same database) and audits the two alternately, run by run,
// then prints both medians and after/before per page. BENCH_BEFORE_ROOT=<another checkout, built>
// does the same with that checkout's server as well as its build (for a change to the server's
// pages). BENCH_CPU_LOAD=<n> keeps n busy processes
// running during the audits: the loaded machine (a phone's CPU is one). BENCH_CPU_SLOWDOWN=<x>
// sets Lighthouse's CPU multiplier (4, its mobile preset, by default): Lighthouse calibrates it by
// the host's CPU benchmark, which each run reports (docs/benchmarks.md, 'the CPU multiplier').
// BENCH_LANG=ar audits the pages in Arabic (`?lang=ar`; English by default).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';

const PORT = Number(process.env.BENCH_PAGES_PORT ?? 3700);
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const webDist = resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const dataDir = resolve('.bench-data-pages');
const reportsDir = resolve('bench/reports');
const base = `http://127.0.0.1:${PORT}`;
const beforeRoot = process.env.BENCH_BEFORE_ROOT ? resolve(process.env.BENCH_BEFORE_ROOT) : null;
const beforeDist = process.env.BENCH_BEFORE_DIST
  ? resolve(process.env.BENCH_BEFORE_DIST)
  : beforeRoot && join(beforeRoot, 'apps/web/dist');
const beforeBase = `http://127.0.0.1:${PORT + 1}`;
const cpuLoad = Number(process.env.BENCH_CPU_LOAD ?? 0);
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const lang = process.env.BENCH_LANG ?? 'en';
if (!(cpuSlowdown >= 1 && cpuSlowdown <= 20)) {
  console.error(`BENCH_CPU_SLOWDOWN must be a number from 1 to 20; it is ${process.env.BENCH_CPU_SLOWDOWN}`);
  process.exit(2);
}
if (!['en', 'ar'].includes(lang)) {
  console.error(`BENCH_LANG must be en or ar; it is ${lang}`);
  process.exit(2);
}
const chromeFlags = ['--headless', ...chromiumArgs];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 0.95, accessibility: 0.98, cls: 0.05, jsBytes: 150 * 1024 };

const started = performance.now();
if (Number(process.versions.node.split('.')[0]) < 22) {
  console.warn(
    `Lighthouse 13 wants Node ≥ 22.19; this is ${process.version} (npm scripts and npx use the project's Node 24).`,
  );
}
if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(join(webDist, 'index.html'))) {
  console.error(`No built web app in ${webDist} (index.html missing); run npm run build or set WEB_DIST.`);
  process.exit(1);
}
const chromePath = findChromium();
if (!chromePath) {
  console.error('No Chromium found; install one (apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}

rmSync(dataDir, { recursive: true, force: true });
const serverEnv = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
  DATA_DIR: dataDir,
  DATABASE_URL: '', // always the throwaway PGlite database in DATA_DIR
  WEB_DIST: webDist,
  LOG_LEVEL: 'warn',
  JWT_SECRET: randomBytes(32).toString('hex'),
};
let server;
let beforeServer;
const stop = () => {
  server?.kill('SIGTERM');
  beforeServer?.kill('SIGTERM');
};
process.on('exit', stop);
process.on('SIGINT', () => {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(130);
});

let exitCode = 0;
try {
  // The server seeds the demo catalogue only outside production: one start in development
  // fills the fresh database, then the measured server runs in production on it.
  await startServer('development');
  await stopServer();
  if (beforeDist) cpSync(dataDir, `${dataDir}-before`, { recursive: true });
  await startServer('production');
  if (beforeDist) {
    if (!existsSync(join(beforeDist, 'index.html'))) throw new Error(`no built web app in ${beforeDist}`);
    beforeServer = await startServerAt(
      {
        ...serverEnv,
        NODE_ENV: 'production',
        PORT: String(PORT + 1),
        PUBLIC_URL: beforeBase,
        DATA_DIR: `${dataDir}-before`,
        WEB_DIST: beforeDist,
      },
      beforeRoot ?? '.',
    );
  }
  const load = startCpuLoad(cpuLoad);
  if (cpuLoad) console.log(`${cpuLoad} busy process(es) running during the audits`);

  const items = await (await fetch(`${base}/api/products?limit=1`)).json();
  if (!Array.isArray(items) || !items.length)
    throw new Error('GET /api/products?limit=1 returned no product');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'about', path: '/about' },
    { name: 'products', path: '/products' },
    { name: 'product-details', path: `/products/${items[0].id}` },
    { name: 'trainers', path: '/trainers' },
    { name: 'trainer-details', path: '/trainers/1' },
    { name: 'exercises', path: '/exercises' },
    { name: 'exercises-home', path: '/exercises/home' },
    { name: 'exercises-gym', path: '/exercises/gym' },
    { name: 'exercises-warm', path: '/exercises/warm' },
    { name: 'exercises-muscle', path: '/exercises/gym/chest' },
    { name: 'exercise-details', path: '/exercises/gym/chest/barbell-bench-press' },
    { name: 'nutrition', path: '/nutrition' },
    { name: 'nutrient', path: '/nutrient/2' },
    { name: 'diet', path: '/diet' },
    { name: 'meals-planner', path: '/mealsPlanner' },
    { name: 'supplement-plan', path: '/supplement-plan' },
    { name: 'contact', path: '/contactus' },
  ].filter((p) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(p.name));

  mkdirSync(reportsDir, { recursive: true });
  const rows = [];
  const beforeRows = [];
  for (const page of pages) {
    const runs = [];
    const beforeRuns = [];
    for (let i = 1; i <= RUNS; i++) {
      // alternately, so whatever else the machine does weighs on both builds alike
      for (const [label, origin, into] of [
        ['after', base, runs],
        ...(beforeDist ? [['before', beforeBase, beforeRuns]] : []),
      ]) {
        // `?lang=` renders the page in that language without a cookie (Lighthouse starts from a
        // fresh profile); a `Cookie` header alone would not be in document.cookie, and the app
        // would reload the page to match the browser's language
        const lhr = await auditWithRetry(origin + page.path + (lang === 'en' ? '' : `?lang=${lang}`));
        const r = figures(lhr);
        console.log(
          `${page.path}${beforeDist ? ` (${label})` : ''} run ${i}/${RUNS}: performance ${fmtScore(r.performance)}, ` +
            `LCP ${fmtMs(r.lcp)} ms, TBT ${fmtMs(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, boot-up ${fmtMs(r.bootup)} ms, ` +
            `main thread ${fmtMs(r.mainThread)} ms, CPU benchmark ${fmtMs(r.benchmark)}`,
        );
        into.push(lhr);
      }
    }
    const median = computeMedianRun(runs);
    writeFileSync(join(reportsDir, `${page.name}.json`), JSON.stringify(median, null, 2));
    rows.push({ page: page.path, version: median.lighthouseVersion, ...medianFigures(runs) });
    if (beforeDist)
      beforeRows.push({ page: page.path, version: median.lighthouseVersion, ...medianFigures(beforeRuns) });
  }
  load.stop();
  if (beforeDist) {
    console.log(`\nbefore: ${beforeDist}`);
    printTable(beforeRows, beforeBase);
    console.log(`\nafter: ${webDist}`);
  }
  printTable(rows, base);
  if (beforeDist) printComparison(beforeRows, rows);
  printManifest();
  console.log(
    `\n${RUNS} run(s) per page, median run reported; reports in ${reportsDir}; ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s in all`,
  );
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await stopServer();
  if (beforeServer) await stopProcess(beforeServer);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-before`, { recursive: true, force: true });
}
process.exit(exitCode);

async function startServer(nodeEnv) {
  server = await startServerAt({ ...serverEnv, NODE_ENV: nodeEnv });
}

/** A server process with `env` (from the checkout at `root`), once it answers its health check. */
async function startServerAt(env, root = '.') {
  const child = spawn(resolve(root, 'node_modules/.bin/tsx'), [resolve(root, 'apps/server/src/main.ts')], {
    cwd: resolve(root),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const origin = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    const done = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(r, 500))]);
    if (done)
      throw new Error(`the server at ${origin} (NODE_ENV=${env.NODE_ENV}) exited before it was healthy`);
  }
  throw new Error(`the server at ${origin} (NODE_ENV=${env.NODE_ENV}) was not healthy after 60 s`);
}

async function stopServer() {
  await stopProcess(server);
}

async function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** `n` processes that keep a CPU core busy until stopped. */
function startCpuLoad(n) {
  const children = Array.from({ length: n }, () =>
    spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random())'], { stdio: 'ignore' }),
  );
  const stop = () => children.forEach((c) => c.kill('SIGKILL'));
  process.on('exit', stop);
  return { stop };
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART and the like; about one run in
 * seven with Chromium 156, twice in a row within a whole bench): up to two more tries, then fail.
 */
async function auditWithRetry(url, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (err) {
      if (attempt >= tries) throw err;
      console.warn(`${err.message}; trying again (${attempt + 1}/${tries})`);
    }
  }
}

/** One Lighthouse run in a fresh Chromium; throws when Lighthouse reports a runtime error. */
async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      // the rest of the mobile preset's throttling stays as it is
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const missing = categories.filter((c) => typeof lhr.categories[c]?.score !== 'number');
    if (missing.length) throw new Error(`Lighthouse scored no ${missing.join(', ')} for ${url}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

function figures(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = (type) =>
    requests
      .filter((r) => !type || r.resourceType === type)
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    bestPractices: lhr.categories['best-practices'].score,
    seo: lhr.categories.seo.score,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    bootup: value('bootup-time'),
    mainThread: value('mainthread-work-breakdown'),
    js: bytes('Script'),
    css: bytes('Stylesheet'),
    total: bytes(),
    benchmark: lhr.environment.benchmarkIndex,
  };
}

/** Each figure's median over the runs (performance, TBT, boot-up… each on its own). */
function medianFigures(runs) {
  const all = runs.map(figures);
  const median = (key) => {
    const sorted = all.map((r) => r[key]).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  return Object.fromEntries(Object.keys(all[0]).map((key) => [key, median(key)]));
}

function printComparison(before, after) {
  console.log('\nafter / before (medians of each figure)');
  console.log(
    ['page'.padEnd(26), 'perf', 'TBT', 'boot-up', 'main thread', 'JS KB']
      .map((h, i) => (i ? h.padStart(14) : h))
      .join(''),
  );
  for (const [i, a] of after.entries()) {
    const b = before[i];
    const cell = (k, f = fmtMs) => `${f(b[k])}→${f(a[k])}`.padStart(14);
    console.log(
      a.page.padEnd(26) +
        cell('performance', fmtScore) +
        cell('tbt') +
        cell('bootup') +
        cell('mainThread') +
        cell('js', kb),
    );
  }
}

function printTable(rows, origin) {
  const cols = [
    ['page', (r) => r.page, 26],
    ['perf', (r) => fmtScore(r.performance), 5],
    ['a11y', (r) => fmtScore(r.accessibility), 5],
    ['b-p', (r) => fmtScore(r.bestPractices), 5],
    ['seo', (r) => fmtScore(r.seo), 5],
    ['LCP ms', (r) => fmtMs(r.lcp), 7],
    ['TBT ms', (r) => fmtMs(r.tbt), 7],
    ['boot ms', (r) => fmtMs(r.bootup), 8],
    ['main ms', (r) => fmtMs(r.mainThread), 8],
    ['CLS', (r) => r.cls.toFixed(3), 6],
    ['FCP ms', (r) => fmtMs(r.fcp), 7],
    ['JS KB', (r) => kb(r.js), 7],
    ['CSS KB', (r) => kb(r.css), 7],
    ['total KB', (r) => kb(r.total), 9],
  ];
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(cols[i][2]) : c.padStart(cols[i][2])));
  const benchmarks = rows.map((r) => r.benchmark).sort((a, b) => a - b);
  console.log(
    `\nLighthouse ${rows[0]?.version} mobile (simulated throttling, CPU ${cpuSlowdown}x), pages in ${lang === 'ar' ? 'Arabic' : 'English'}, ${origin}, ${new Date().toISOString()}`,
  );
  console.log(
    `Lighthouse's CPU benchmark of this machine, the pages' medians: ${fmtMs(benchmarks[0])}–${fmtMs(benchmarks.at(-1))}`,
  );
  console.log(...line(cols.map(([h]) => h)));
  for (const r of rows) console.log(...line(cols.map(([, f]) => f(r))));
  console.log(
    `\ntargets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, ` +
      `CLS < ${TARGETS.cls}, JS ≤ ${TARGETS.jsBytes / 1024} KB transferred (compressed)`,
  );
  for (const r of rows) {
    const failed = [
      r.performance < TARGETS.performance && `performance ${fmtScore(r.performance)}`,
      r.accessibility < TARGETS.accessibility && `accessibility ${fmtScore(r.accessibility)}`,
      !(r.cls < TARGETS.cls) && `CLS ${r.cls.toFixed(3)}`,
      r.js > TARGETS.jsBytes && `JS ${kb(r.js)} KB`,
    ].filter(Boolean);
    console.log(`  ${r.page.padEnd(26)} ${failed.length ? `FAIL (${failed.join(', ')})` : 'PASS'}`);
  }
}

/** The JS and CSS the entry page loads up front, per the Vite manifest (build.manifest), if built. */
function printManifest() {
  const file = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    console.log(`\nno Vite manifest (${file}); enable build.manifest to list the entry's chunks`);
    return;
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) {
    console.log(`\nthe Vite manifest (${file}) names no entry`);
    return;
  }
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entry);
  console.log(`\nentry ${entry}: files loaded up front (static imports), per the Vite manifest`);
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const body = readFileSync(join(webDist, f));
    const zipped = gzipSync(body).length;
    raw += body.length;
    gz += zipped;
    console.log(`  ${f.padEnd(48)} ${kb(body.length).padStart(8)} KB ${kb(zipped).padStart(8)} KB gzip`);
  }
  console.log(`  ${'total'.padEnd(48)} ${kb(raw).padStart(8)} KB ${kb(gz).padStart(8)} KB gzip`);
}

function fmtScore(score) {
  return typeof score === 'number' ? score.toFixed(2) : 'n/a';
}
function fmtMs(ms) {
  return Number.isFinite(ms) ? ms.toFixed(0) : 'n/a';
}
function kb(bytes) {
  return (bytes / 1024).toFixed(1);
}
