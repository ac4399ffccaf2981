// npm run bench: load benchmarks of the catalogue API against the real server on a seeded
// database (10,000 products, 100,000 reviews), beside a bare route of the same server as the floor. Runs on
// embedded PGlite, then on PostgreSQL; per run it prints req/s, p50 and p99 latency per route and
// the ratio to the floor, then a place-order run. Not part of npm test.
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres when one
// answers there); a throwaway database is created on it and dropped afterwards. Skipped with a
// note when none is reachable. BENCH_ENGINES=pglite or =postgres runs one engine only;
// BENCH_ONLY=<regex> only the routes whose name matches it (the floor always), and the
// place-order rounds only when it matches 'place-order'.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const PRODUCTS = process.env.BENCH_PRODUCTS ?? '10000';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim());
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const dataDir = resolve('.bench-data');
const base = `http://127.0.0.1:${PORT}`;

/** What shoppers type, as the listing and the header's suggestions are asked for it. */
const SEARCH_QUERIES = [
  'whey',
  'protien',
  'wey protein',
  'pre workout',
  'preworkout',
  'omega 3',
  'creatine mono',
  'fat burner',
  'chocolate whey',
  'mass gainer',
  'واي بروتين',
  'بروتين واي',
  'كرياتين',
  'كرياتيين',
  'ايزوليت',
  'حارق دهون',
  'فيتامين د',
  'اوميجا',
  'زبده فول سوداني',
  'synthetic 42',
];

const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;

const reports = [];
if (ENGINES.includes('pglite')) reports.push(await benchEngine(null));
if (ENGINES.includes('postgres')) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_PG;
  if (await reachable(adminUrl)) reports.push(await benchEngine(adminUrl));
  else
    reports.push(
      `\nPostgreSQL: skipped, nothing answers at ${redact(adminUrl)} (set BENCH_DATABASE_URL to run it there)`,
    );
}
console.log(reports.join('\n'));
process.exit(0);

/** One whole run on one engine: prepare, serve, load every route, place orders, clean up. */
async function benchEngine(adminUrl) {
  const engine = adminUrl ? 'PostgreSQL' : 'PGlite';
  console.log(`\n== ${engine}: preparing ${PRODUCTS} products`);
  rmSync(dataDir, { recursive: true, force: true });
  const benchDb = `atlas_bench_${process.pid}`;
  let databaseUrl;
  if (adminUrl) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
    await adminQuery(adminUrl, `CREATE DATABASE ${benchDb}`);
    const u = new URL(adminUrl);
    u.pathname = `/${benchDb}`;
    databaseUrl = u.toString();
  }
  // one secret for the prepared shoppers' tokens and the server that checks them
  const dbEnv = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const prep = spawnSync('npx', ['tsx', 'bench/prepare-catalogue.ts', dataDir, PRODUCTS], {
    stdio: 'inherit',
    env: { ...parentEnv, ...dbEnv },
  });
  if (prep.status !== 0) process.exit(prep.status ?? 1);

  const server = spawn(resolve('node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    env: {
      ...parentEnv,
      ...dbEnv,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // the place-order rounds put a code on every cart: 1,500 code attempts a shopper
      RATE_LIMIT_FACTOR: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  try {
    await waitUntilUp(server);
    const rows = await loadRoutes();
    // the routes' figures first: a failing place-order run does not lose them
    console.log(rows.map((r) => `${r.name}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms`).join('\n'));
    const order = !only || only.test('place-order') ? await placeOrderRounds() : '';
    const floor = rows[0].rps;
    const lines = [
      `\n${engine}, ${PRODUCTS} products, ${CONNECTIONS} connections, ${DURATION} s per route, ${new Date().toISOString()}`,
      [
        'route'.padEnd(58),
        'req/s'.padStart(8),
        'p50 ms'.padStart(7),
        'p99 ms'.padStart(7),
        'vs floor'.padStart(9),
      ].join(' '),
      ...rows.map((r) =>
        [
          r.name.padEnd(58),
          r.rps.toFixed(0).padStart(8),
          String(r.p50).padStart(7),
          String(r.p99).padStart(7),
          `${((r.rps / floor) * 100).toFixed(0)}%`.padStart(9),
        ].join(' '),
      ),
      order,
    ];
    console.log(lines.join('\n'));
    return lines.join('\n');
  } finally {
    process.off('exit', stop);
    stop();
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function waitUntilUp(server) {
  for (let i = 0; i < 240 && server.exitCode === null; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not come up');
}

async function loadRoutes() {
  const [brand] = (await (await fetch(`${base}/api/products/facets`)).json()).brands;
  const product17 = await (await fetch(`${base}/api/products/17`)).json();
  const targets = [
    { name: 'floor: GET /api/health/live', path: '/api/health/live' },
    {
      name: 'GET /api/products?limit=9 (brand filter, price sort)',
      path: `/api/products?limit=9&brand=${encodeURIComponent(brand.name)}&sort=price-asc&page=3`,
    },
    {
      name: 'GET /api/products?limit=9 (price range)',
      path: '/api/products?limit=9&minPrice=500&maxPrice=2500&page=5',
    },
    {
      name: 'GET /api/products?limit=12&q=… (search, name sort)',
      path: '/api/products?limit=12&q=whey&sort=name-asc',
    },
    {
      // the same with no search: what any uncached listing costs (serializing, compressing)
      name: 'GET /api/products?limit=12&minPrice=… (no search, uncached)',
      path: '/api/products?limit=12',
      paths: ['/api/products?limit=12'],
      vary: 'minPrice',
    },
    {
      // every request a query of the set with a price floor of its own: no answer is cached
      name: 'GET /api/products?limit=12&q=…&minPrice=… (search, relevance, uncached)',
      path: '/api/products?limit=12&q=whey',
      paths: SEARCH_QUERIES.map((q) => `/api/products?limit=12&q=${encodeURIComponent(q)}`),
      vary: 'minPrice',
    },
    {
      name: 'GET /api/search/suggestions?q=… (as you type)',
      path: '/api/search/suggestions?q=wh',
      paths: SEARCH_QUERIES.flatMap((q) =>
        [2, 3, 4, 6, q.length].map((n) => `/api/search/suggestions?q=${encodeURIComponent(q.slice(0, n))}`),
      ),
    },
    {
      name: 'GET /api/products?limit=12&sort=rating (100,000 reviews)',
      path: '/api/products?limit=12&sort=rating&page=2',
    },
    {
      name: 'GET /api/products?sort=rating&minRating=4&minPrice=… (uncached)',
      path: '/api/products?limit=12&sort=rating&minRating=4',
      paths: ['/api/products?limit=12&sort=rating&minRating=4'],
      vary: 'minPrice',
    },
    {
      name: 'GET /api/products?limit=12&sort=serving-asc&allergenFree=milk (supplement facts)',
      path: '/api/products?limit=12&sort=serving-asc&allergenFree=milk',
    },
    { name: 'GET /api/products/{id}/reviews (200 reviews)', path: '/api/products/17/reviews?limit=10' },
    {
      name: 'GET /api/supplement-plan (the proposal over every product with facts)',
      path: '/api/supplement-plan?weightKg=80&goal=build-muscle&trainingDays=4',
    },
    {
      // more distinct needs than the answers kept (5,000), taken in turn: every request works its answer out
      name: 'GET /api/supplement-plan (5,328 different needs, none kept)',
      path: '/api/supplement-plan?weightKg=40&goal=maintain&trainingDays=0',
      paths: proposalQueries(),
    },
    { name: 'GET /api/products/{id}', path: '/api/products/17' },
    // a picture every card shows, from the file store (DATA_DIR here) through its memory cache
    { name: 'GET /media/… (a product picture)', path: new URL(product17.image, base).pathname },
    { name: 'GET /api/products/{id}/related', path: '/api/products/17/related' },
    { name: 'GET /api/products/facets', path: '/api/products/facets' },
    { name: 'GET /api/trainers', path: '/api/trainers' },
    { name: 'GET /api/trainers/{id} (products resolved)', path: '/api/trainers/1' },
    { name: 'GET /api/gym', path: '/api/gym' },
    { name: 'GET /api/gym?muscle=chest', path: '/api/gym?muscle=chest' },
    { name: 'GET /api/gym?muscle=…&exercise=…', path: '/api/gym?muscle=chest&exercise=barbell-bench-press' },
    { name: 'GET /api/workouts/filter?planType=…', path: '/api/workouts/filter?planType=push-pull-legs' },
    { name: 'GET /api/meal-plans', path: '/api/meal-plans' },
    { name: 'GET /api/delivery/zones (product page, cart, checkout)', path: '/api/delivery/zones' },
    {
      name: 'GET /api/delivery/quote',
      path: '/api/delivery/quote?governorate=EG-GZ&subtotal=845.5&paymentMethod=cod',
    },
    {
      name: "GET /api/foods?search=…&limit=60 (the page's search)",
      path: '/api/foods?search=chicken&limit=60',
    },
    { name: 'GET /api/foods (the whole table, no page asks)', path: '/api/foods' },
    // whole server-rendered pages (the built app: `npm run build` first)
    ...[
      ['page: /', '/'],
      ['page: /products', '/products'],
      ['page: /products/{id} (200 reviews)', '/products/17'],
      ['page: /products/{id} (no reviews)', '/products/18'],
      ['page: /trainers', '/trainers'],
      ['page: /trainers/{id}', '/trainers/1'],
      ['page: /exercises/gym', '/exercises/gym'],
      ['page: /exercises/gym/chest', '/exercises/gym/chest'],
      ['page: /exercises/{type}/{muscle}/{exercise}', '/exercises/gym/chest/barbell-bench-press'],
      ['page: /nutrition', '/nutrition'],
      ['page: /supplement-plan', '/supplement-plan'],
      ['page: /nutrient/{id}', '/nutrient/2'],
      ['page: /contactus', '/contactus'],
    ].map(([name, path]) => ({ name, path })),
    // every route is asked for as our pages ask: accepting brotli or gzip (larger answers are
    // sent compressed, from the copy compressed once), from the same origin (media URLs stay
    // root-relative; a client on another origin gets its absolute copy, also made once)
  ].map((target) => ({
    ...target,
    headers: { 'accept-encoding': 'br, gzip', 'sec-fetch-site': 'same-origin' },
  }));
  // the admin screens' reads, as the demo admin (seeded by the server, with the demo orders)
  const admin = await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@atlas.demo', password: 'Admin@2026' }),
    })
  ).json();
  const adminHeaders = {
    'accept-encoding': 'br, gzip',
    'sec-fetch-site': 'same-origin',
    authorization: `Bearer ${admin.access_token}`,
  };
  targets.push(
    ...[
      ['admin: GET /api/admin/dashboard', '/api/admin/dashboard'],
      ['admin: GET /api/products/admin?limit=12', '/api/products/admin?limit=12&page=3'],
      ['admin: GET /api/products/admin (name search)', '/api/products/admin?limit=12&type=name&query=whey'],
      ['admin: GET /api/users/admin/orders?limit=20', '/api/users/admin/orders?limit=20'],
      ['admin: GET /api/users/admin/order-stats', '/api/users/admin/order-stats'],
      ['admin: GET /api/users?limit=20', '/api/users?limit=20'],
      ['admin: GET /api/trainers/admin', '/api/trainers/admin'],
      ['admin: GET /api/admin/audit', '/api/admin/audit'],
    ].map(([name, path]) => ({ name, path, headers: adminHeaders })),
    {
      // a thousand different searches in turn (English, Arabic): more than the answers kept
      name: 'admin: GET /api/products/admin (name search, uncached)',
      path: '/api/products/admin',
      paths: Array.from({ length: 1000 }, (_, i) => {
        const query = encodeURIComponent(`${i % 2 ? 'تجريبي' : 'product'} ${(i * 7919) % 10000}`);
        return `/api/products/admin?limit=12&type=name&query=${query}`;
      }),
      headers: adminHeaders,
    },
  );
  const rows = [];
  for (const target of targets.filter((t) => !only || only.test(t.name) || t.name.startsWith('floor'))) {
    await run(target.path, target.headers, target.paths, target.vary); // warm-up, discarded
    const result = await run(target.path, target.headers, target.paths, target.vary);
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(
        `${target.name}: ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors`,
      );
    rows.push({
      name: target.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
    });
  }
  return rows;
}

/**
 * Loads one route. With `paths`, each request takes the next of them; with `vary`, that query
 * parameter is added with a fresh value per request, so no two requests share a cached answer.
 */
function run(path, headers = {}, paths, vary) {
  let n = 0;
  const requests = paths
    ? [
        {
          setupRequest: (req) => {
            n += 1;
            const next = paths[n % paths.length];
            return {
              ...req,
              path: vary ? `${next}&${vary}=${(n / 100).toFixed(2)}` : next,
            };
          },
        },
      ]
    : undefined;
  return new Promise((resolveRun, reject) =>
    autocannon(
      { url: base + path, connections: CONNECTIONS, duration: DURATION, headers, requests },
      (err, result) => (err ? reject(err) : resolveRun(result)),
    ),
  );
}

/** Every weight from 40 to 150 kg, goal and training week the short form allows. */
function proposalQueries() {
  const goals = ['lose-weight', 'recomposition', 'maintain', 'build-muscle', 'gain-weight', 'performance'];
  const queries = [];
  for (let kg = 40; kg <= 150; kg++)
    for (const goal of goals)
      for (let days = 0; days <= 7; days++)
        queries.push(`/api/supplement-plan?weightKg=${kg}&goal=${goal}&trainingDays=${days}`);
  return queries;
}

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function adminQuery(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/**
 * Place-order rounds, alternating without and with a code (a percent code on every cart, its use
 * counted in the order's transaction), each on its own flavor: the code's cost shows as the
 * difference between the rounds of one run.
 */
async function placeOrderRounds() {
  const { flavors, code } = JSON.parse(readFileSync(join(dataDir, 'order-bench.json'), 'utf8'));
  const out = [];
  for (const [i, flavor] of flavors.entries())
    out.push(await placeOrderBench(flavor, i % 2 === 1 ? code : null));
  return out.join('\n');
}

/**
 * Place-order: 50 shoppers at once, each filling a fresh cart (and putting `code` on it) and
 * ordering, again and again, for a flavor with less stock than they ask for in total. Prints
 * orders/s, p50/p99 of the order call, and the units oversold (must be 0), checked against the
 * orders and the stock left.
 */
async function placeOrderBench(flavor, code) {
  const { shoppers, productId, stock } = JSON.parse(readFileSync(join(dataDir, 'order-bench.json'), 'utf8'));
  const perShopper = 30;
  const address = { street: '1 Bench St', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' };
  const latencies = [];
  const outcomes = { placed: 0, soldOut: 0, other: 0, discounted: 0 };
  const reasons = {};
  // waves: every shopper fills the cart (and puts the code on it), untimed; then all 50 order
  // calls leave at once, timed, so orders/s is the order call's alone in both kinds of round
  let ordering = 0;
  for (let i = 0; i < perShopper; i++) {
    const ready = await Promise.all(
      shoppers.map(async (s) => {
        const headers = { Authorization: `Bearer ${s.token}`, 'Content-Type': 'application/json' };
        const add = await fetch(`${base}/api/cart/add`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ productId, selectedFlavor: flavor, quantity: 1 }),
        });
        await add.arrayBuffer();
        if (add.status === 409) {
          outcomes.soldOut++;
          return false;
        }
        if (code) {
          const applied = await fetch(`${base}/api/cart/code`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ code }),
          });
          await applied.arrayBuffer();
          if (!applied.ok) outcomes.other++;
        }
        return true;
      }),
    );
    const wave = performance.now();
    await Promise.all(
      shoppers.map(async (s, n) => {
        if (!ready[n]) return;
        const headers = { Authorization: `Bearer ${s.token}`, 'Content-Type': 'application/json' };
        const t0 = performance.now();
        const res = await fetch(`${base}/api/users/${s.id}/orders`, {
          method: 'POST',
          headers: { ...headers, 'Idempotency-Key': `bench-${flavor}-${n}-${i}-${process.pid}` },
          body: JSON.stringify({ paymentMethod: 'cod', address }),
        });
        latencies.push(performance.now() - t0);
        const body = await res.json();
        if (res.status === 201) {
          outcomes.placed++;
          if (body.discount > 0) outcomes.discounted++;
        } else if (res.status === 409) {
          outcomes.soldOut++;
          reasons[body.code] = (reasons[body.code] ?? 0) + 1;
          // (no JSON content type: an empty body declared as JSON is refused, and the cart would stay)
          const cleared = await fetch(`${base}/api/cart`, {
            method: 'DELETE',
            headers: { Authorization: headers.Authorization },
          });
          if (!cleared.ok) outcomes.other++;
        } else outcomes.other++;
      }),
    );
    ordering += performance.now() - wave;
  }
  const seconds = ordering / 1000;
  const left = (await (await fetch(`${base}/api/products/${productId}`)).json()).flavor_quantity[flavor];
  let sold = 0;
  for (const s of shoppers) {
    const orders = await (
      await fetch(`${base}/api/users/${s.id}/orders`, { headers: { Authorization: `Bearer ${s.token}` } })
    ).json();
    for (const o of orders)
      for (const p of o.products) if (p.productId === productId && p.flavor === flavor) sold += p.quantity;
  }
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  const oversold = Math.max(0, sold - stock);
  if (
    oversold > 0 ||
    left < 0 ||
    left !== stock - sold ||
    outcomes.other > 0 ||
    (code && outcomes.discounted !== outcomes.placed)
  ) {
    throw new Error(
      `place-order is wrong: sold ${sold} of ${stock}, ${left} left, ${outcomes.other} unexpected answers, ${outcomes.discounted} of ${outcomes.placed} discounted`,
    );
  }
  return [
    `place-order${code ? ` with code ${code}` : ''} (${flavor}): ${shoppers.length} shoppers at once, ${perShopper} orders each, stock ${stock}`,
    `  ${(outcomes.placed / seconds).toFixed(0)} orders/s (order calls only, in waves of ${shoppers.length}), p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms`,
    `  placed ${outcomes.placed}, told sold out ${outcomes.soldOut} (${JSON.stringify(reasons)}), units sold ${sold}, left ${left}, oversold ${oversold}`,
  ].join('\n');
}
