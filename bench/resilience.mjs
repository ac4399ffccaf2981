// npm run bench:resilience — load and fault proofs on PostgreSQL (and Redis), each a throwaway
// database, each checked against the database afterwards, failing loudly when a promise breaks:
//   orders   1,000 shoppers order at once through two server processes sharing Redis, for flavors
//            with less stock than demand: 0 oversold, stock never negative, every answer true
//   crash    kill -9 of the server during order placement, 50 times (PostgreSQL) and 10 times
//            (PGlite): no partial order, stock = initial − ordered, one confirmation per order
//   smtp     the mail server refuses during 100 orders: all placed, every confirmation delivered
//            once after it comes back
//   logins   200 logins at once (argon2 on the thread pool): p99 of an unrelated catalogue read
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_REDIS_URL
// (default redis://127.0.0.1:6379); BENCH_SCENARIOS=orders,crash,smtp,logins picks some.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import {
  ADMIN_URL,
  fail,
  pct,
  pctOf,
  pgReachable,
  placeOrder,
  prepare,
  query,
  redisReachable,
  report,
  say,
  sleep,
  startServer,
  takePort,
  timed,
  timedAnswer,
  withDatabase,
} from './resilience-harness.mjs';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'orders,crash,smtp,logins').split(',').map((s) => s.trim());

if (!(await pgReachable(ADMIN_URL))) {
  console.log(`resilience: skipped, no PostgreSQL answers at ${ADMIN_URL} (set BENCH_DATABASE_URL)`);
  process.exit(0);
}
const redisUp = await redisReachable(REDIS_URL);
if (SCENARIOS.includes('orders')) {
  if (redisUp) await withDatabase('orders', ordersAtOnce);
  else say(`orders: skipped, no Redis at ${REDIS_URL} (set BENCH_REDIS_URL)`);
}
if (SCENARIOS.includes('crash')) {
  await withDatabase('crash', (db) => crashDuringOrders(db, 50));
  await crashDuringOrders(null, 10);
}
if (SCENARIOS.includes('smtp')) await withDatabase('smtp', smtpOutage);
if (SCENARIOS.includes('logins')) await withDatabase('logins', loginStorm);
console.log(report.join('\n'));
process.exit(0);

// ---------------------------------------------------------------------------------------------

/** 1,000 shoppers, each with one contested unit in the cart, order at once through two processes. */
async function ordersAtOnce(db) {
  const data = prepare(db, 1000, 200);
  const env = { REDIS_URL, REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}:` };
  const servers = await Promise.all([startServer(db, env), startServer(db, env)]);
  try {
    const started = performance.now();
    const answers = await Promise.all(
      data.shoppers.map((s, i) => placeOrder(servers[i % 2].url, s, `at-once-${i}`)),
    );
    const seconds = (performance.now() - started) / 1000;
    const placed = answers.filter((a) => a.status === 201);
    const soldOut = answers.filter((a) => a.status === 409 && a.code === 'OUT_OF_STOCK');
    const other = answers.length - placed.length - soldOut.length;

    const stock = await query(db.url, `select name, quantity from product_flavors where product_id = $1`, [
      data.productId,
    ]);
    const sold = await query(
      db.url,
      `select i.flavor, sum(i.quantity)::int as units from order_items i where i.product_id = $1 group by i.flavor`,
      [data.productId],
    );
    const ordered = await query(db.url, `select user_id from orders`);
    const orderedBy = new Set(ordered.map((r) => r.user_id));
    const lied = answers.filter((a, i) => (a.status === 201) !== orderedBy.has(data.shoppers[i].id)).length;
    const cartsLeft = await query(db.url, `select count(*)::int as n from cart_items where product_id = $1`, [
      data.productId,
    ]);
    const totalSold = sold.reduce((n, r) => n + r.units, 0);
    const oversold = sold.reduce((n, r) => n + Math.max(0, r.units - data.stockEach), 0);
    const negative = stock.filter((r) => r.quantity < 0).length;
    const stockRight = stock.every(
      (r) => r.quantity === data.stockEach - (sold.find((s) => s.flavor === r.name)?.units ?? 0),
    );
    const ok =
      other === 0 &&
      oversold === 0 &&
      negative === 0 &&
      stockRight &&
      lied === 0 &&
      placed.length === totalSold &&
      totalSold === data.stockEach * data.flavors.length &&
      cartsLeft[0].n === soldOut.length;
    say(
      [
        `orders: ${data.shoppers.length} shoppers at once, two processes + Redis, ${data.flavors.length} flavors × ${data.stockEach} units (demand ${data.shoppers.length})`,
        `  ${seconds.toFixed(1)} s, ${(answers.length / seconds).toFixed(0)} answers/s, order call p50 ${pct(answers, 50)} ms, p99 ${pct(answers, 99)} ms`,
        `  placed ${placed.length}, told sold out ${soldOut.length}, other ${other}; units sold ${totalSold}, oversold ${oversold}, negative stock ${negative}, answers contradicting the database ${lied}`,
      ].join('\n'),
    );
    if (!ok) fail('orders: a promise broke (see above)');
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

/**
 * Rounds of 20 orders at once with the server killed (SIGKILL) a few milliseconds in, then
 * restarted; the shoppers whose answer was lost retry with the same Idempotency-Key. On PGlite
 * (db null) the same against the embedded database in a data folder.
 */
async function crashDuringOrders(db, rounds) {
  const engine = db ? 'PostgreSQL' : 'PGlite';
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-crash-'));
  const data = prepare(db, rounds * 20, 100_000, db ? undefined : dataDir);
  const target = db ?? { url: null, dataDir };
  let server = await startServer(target);
  let killedMidway = 0;
  const lost = [];
  const answered = [];
  try {
    for (let r = 0; r < rounds; r += 1) {
      const group = data.shoppers.slice(r * 20, r * 20 + 20);
      const inFlight = group.map((s) => placeOrder(server.url, s, `crash-${s.id}`).then((a) => ({ a, s })));
      // anywhere from before the first order starts to after most have answered
      await sleep(5 + Math.random() * 250);
      server.kill();
      for (const { a, s } of await Promise.all(inFlight)) (a.status === 0 ? lost : answered).push({ a, s });
      if ((await Promise.all(inFlight)).some(({ a }) => a.status === 0)) killedMidway += 1;
      server = await startServer(target);
    }
    const url = db?.url;
    const check = async (sql, params) => (url ? query(url, sql, params) : server.sql(sql));
    // orders whose answer was lost but that had committed before the kill (the retry must not double them)
    const [{ before }] = await check(`select count(*)::int as before from orders`);
    if (!url) server = await startServer(target);
    // a shopper whose answer was lost asks again with the same key: the order once, or none
    const retried = await Promise.all(lost.map(({ s }) => placeOrder(server.url, s, `crash-${s.id}`)));
    const orders = await check(
      `select o.id, o.user_id, o.total_piastres, coalesce(sum(i.quantity * i.unit_price_piastres), 0)::bigint as lines, count(i.id)::int as items,
              (select count(*)::int from outbox_messages m where m.to = o.user_email and m.subject like '%#' || o.id || '%') as mails
         from orders o left join order_items i on i.order_id = o.id group by o.id`,
    );
    const partial = orders.filter(
      (o) => o.items === 0 || Number(o.lines) !== Number(o.total_piastres),
    ).length;
    const mailsWrong = orders.filter((o) => o.mails !== 1).length;
    const [{ sold }] = await check(
      `select coalesce(sum(quantity), 0)::int as sold from order_items where product_id = ${data.productId}`,
    );
    const [{ left }] = await check(
      `select sum(quantity)::int as left from product_flavors where product_id = ${data.productId}`,
    );
    const [{ carts }] = await check(
      `select count(*)::int as carts from cart_items where product_id = ${data.productId}`,
    );
    const twice = new Set(orders.map((o) => o.user_id)).size !== orders.length;
    // 201 placed, or 200: the same key's order, which had committed before the kill
    const placedOrReplayed = (a) => a.status === 201 || a.status === 200;
    const replays = retried.filter((a) => a.status === 200).length;
    const notPlaced =
      retried.filter((a) => !placedOrReplayed(a)).length +
      answered.filter(({ a }) => a.status !== 201).length;
    const ok =
      partial === 0 &&
      mailsWrong === 0 &&
      !twice &&
      notPlaced === 0 &&
      left === data.stockEach * data.flavors.length - sold &&
      orders.length === data.shoppers.length &&
      carts === 0;
    say(
      [
        `crash (${engine}): ${rounds} rounds of 20 orders with kill -9 mid-placement (${killedMidway} rounds cut requests off: ${answered.length} answered, ${lost.length} lost, of which ${before - answered.length} had committed; all lost ones retried with their key: ${replays} answered with the order already written, ${notPlaced} refused)`,
        `  orders ${orders.length} for ${data.shoppers.length} shoppers, partial orders ${partial}, shoppers charged twice ${twice ? 'yes' : 0}, orders without exactly one confirmation e-mail ${mailsWrong}`,
        `  units ordered ${sold}, stock ${left} = ${data.stockEach * data.flavors.length} − ${sold}: ${left === data.stockEach * data.flavors.length - sold ? 'yes' : 'NO'}`,
      ].join('\n'),
    );
    if (!ok) fail(`crash (${engine}): a promise broke (see above)`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The SMTP server refuses (421) while 100 orders are placed, then comes back. */
async function smtpOutage(db) {
  const data = prepare(db, 100, 1000);
  let refusing = true;
  const received = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_a, _s, cb) {
      cb(refusing ? Object.assign(new Error('Service not available'), { responseCode: 421 }) : undefined);
    },
    onRcptTo(address, _s, cb) {
      received.push(address.address);
      cb();
    },
    onData(stream, _s, cb) {
      stream.on('end', () => cb());
      stream.resume();
    },
  });
  const smtpPort = takePort();
  await new Promise((r) => smtp.listen(smtpPort, '127.0.0.1', r));
  const server = await startServer(db, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  try {
    const answers = [];
    for (let i = 0; i < data.shoppers.length; i += 20) {
      answers.push(
        ...(await Promise.all(
          data.shoppers.slice(i, i + 20).map((s) => placeOrder(server.url, s, `smtp-${s.id}`)),
        )),
      );
    }
    if (answers.some((a) => a.status !== 201))
      fail(`smtp: orders refused: ${JSON.stringify(answers.find((a) => a.status !== 201))}`);
    await sleep(2_000);
    const [{ pending }] = await query(
      db.url,
      `select count(*)::int as pending from outbox_messages where status = 'pending'`,
    );
    const duringOutage = received.length;
    refusing = false;
    const back = performance.now();
    while (received.length < data.shoppers.length && performance.now() - back < 10 * 60_000) await sleep(250);
    const drained = (performance.now() - back) / 1000;
    await sleep(1_000);
    const everyone = data.shoppers.every((s) => received.filter((to) => to === s.email).length === 1);
    const placed = answers.filter((a) => a.status === 201).length;
    say(
      [
        `smtp: mail server down during ${data.shoppers.length} orders: placed ${placed}, delivered during the outage ${duringOutage}, waiting in the outbox ${pending}`,
        `  after it came back: ${received.length} delivered in ${drained.toFixed(1)} s, each shopper's confirmation exactly once: ${everyone ? 'yes' : 'NO'}`,
      ].join('\n'),
    );
    if (
      placed !== data.shoppers.length ||
      duringOutage !== 0 ||
      !everyone ||
      received.length !== data.shoppers.length
    )
      fail('smtp: a promise broke (see above)');
  } finally {
    await server.stop();
    await new Promise((r) => smtp.close(r));
  }
}

/** 200 logins at once while one client reads the catalogue in a loop. */
async function loginStorm(db) {
  const data = prepare(db, 200, 1000);
  const server = await startServer(db, { TRUST_PROXY: 'true' });
  try {
    const catalogue = async (n) => {
      const times = [];
      for (let i = 0; i < n; i += 1)
        times.push(await timed(() => fetch(`${server.url}/api/products?limit=12&page=${(i % 3) + 1}`)));
      return times;
    };
    await catalogue(50); // warm
    const quiet = await catalogue(200);
    let storming = true;
    const during = [];
    const reader = (async () => {
      while (storming)
        during.push(
          await timed(() => fetch(`${server.url}/api/products?limit=12&page=${(during.length % 3) + 1}`)),
        );
    })();
    const started = performance.now();
    const logins = await Promise.all(
      data.shoppers.map((s, i) =>
        timedAnswer(() =>
          fetch(`${server.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.50.${i >> 8}.${i & 255}` },
            body: JSON.stringify({ email: s.email, password: data.password }),
          }),
        ),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    storming = false;
    await reader;
    const ok = logins.filter((l) => l.status === 200).length;
    const p99 = pctOf(during, 99);
    say(
      [
        `logins: ${data.shoppers.length} at once (argon2id, m=19 MiB, t=2): ${ok} signed in in ${seconds.toFixed(1)} s, login p50 ${pct(logins, 50)} ms, p99 ${pct(logins, 99)} ms`,
        `  catalogue read meanwhile: ${during.length} requests, p50 ${pctOf(during, 50)} ms, p99 ${p99} ms (quiet: p50 ${pctOf(quiet, 50)} ms, p99 ${pctOf(quiet, 99)} ms); target p99 < 100 ms`,
      ].join('\n'),
    );
    if (ok !== data.shoppers.length || p99 >= 100) fail('logins: a promise broke (see above)');
  } finally {
    await server.stop();
  }
}
