// npm run test:production — the built shop run as docs/production.md installs it, checked end to
// end through a real nginx with a self-signed certificate: deploy/nginx/atlas.conf (only its
// placeholders and ports changed), deploy/systemd/atlas.service's ExecStart with the settings of
// deploy/atlas.env.example, PostgreSQL, Redis and a local SMTP server, then deploy/backup.sh and a
// restore drill. Each step prints its time; a failed one is named and the run exits 1.
// SMOKE_SKIP_BUILD=1 uses the last build; SMOKE_DATABASE_URL (a server where databases may be
// created) and SMOKE_REDIS_URL default to the local ones; SMOKE_KEEP=1 keeps the logs and files.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { backupAndRestore } from './production-smoke/backup.mjs';
import { browse } from './production-smoke/browser.mjs';
import { shopClient } from './production-smoke/client.mjs';
import { deployFile, readEnvironmentFile, readServiceUnit } from './production-smoke/deploy-files.mjs';
import {
  check,
  cleanUp,
  freePort,
  onCleanup,
  run,
  step,
  summary,
  tail,
  waitFor,
} from './production-smoke/harness.mjs';
import { firstAdmin, importCatalogue, shopperOrders, trainingContent } from './production-smoke/journeys.mjs';
import { startMailbox } from './production-smoke/mailbox.mjs';
import { selfSignedCertificate, startNginx } from './production-smoke/nginx.mjs';
import { proxyHeaders, rateLimits } from './production-smoke/proxy-checks.mjs';
import { createDatabase, forgetRedisKeys, logFile, ROOT, startShop, tmp } from './production-smoke/setup.mjs';

const BUILD = 'build';
const DATABASE = 'database';
const SMTP = 'SMTP server';
const CERTIFICATE = 'self-signed certificate';
const SHOP = 'shop started as atlas.service starts it (2 workers)';
const PROXY = 'nginx on deploy/nginx/atlas.conf';
const ADMIN = 'first admin: npm run admin:create, set-password link, sign-in';
const IMPORT = 'admin imports a catalogue spreadsheet';
const PAGES = 'pages load in Chromium without console errors';

console.log(`production smoke: ${ROOT} (logs in ${tmp})`);
if (process.env.SMOKE_KEEP !== '1') onCleanup(() => rmSync(tmp, { recursive: true, force: true }));
try {
  await main();
} finally {
  await cleanUp();
}
process.exit(summary() ? 0 : 1);

async function main() {
  await step(BUILD, async () => {
    if (process.env.SMOKE_SKIP_BUILD === '1') console.log('            (SMOKE_SKIP_BUILD=1: the last build)');
    else await run('npm', ['run', 'build'], { cwd: ROOT, logFile: logFile('build') });
    check(existsSync(join(ROOT, 'apps/web/dist/index.html')), 'apps/web/dist holds no build');
  });
  const db = await step(DATABASE, () => createDatabase(`atlas_smoke_${process.pid}`));
  const mailbox = await step(SMTP, async () => {
    const mailbox = await startMailbox();
    onCleanup(() => mailbox.close());
    return mailbox;
  });
  const tls = await step(CERTIFICATE, () => selfSignedCertificate(tmp, logFile('openssl')));
  const [httpsPort, httpPort, appPort] = [await freePort(), await freePort(), await freePort()];
  const publicUrl = `https://localhost:${httpsPort}`;

  // the example file's settings, the unit's, then this run's own values for the owner's blanks
  const env = {
    ...readEnvironmentFile(deployFile(ROOT, 'atlas.env.example')),
    ...readServiceUnit(deployFile(ROOT, 'systemd', 'atlas.service'), ROOT).env,
    PUBLIC_URL: publicUrl,
    JWT_SECRET: randomBytes(48).toString('base64'),
    DATABASE_URL: db?.url,
    REDIS_URL: process.env.SMOKE_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `atlas-smoke-${process.pid}:`,
    SMTP_URL: mailbox?.url,
    DATA_DIR: join(tmp, 'data'),
    PORT: String(appPort),
    CLUSTER_WORKERS: '2',
  };
  forgetRedisKeys(env.REDIS_URL, env.REDIS_PREFIX);
  const shop = await step(SHOP, () => startShop(env), { needs: [BUILD, DATABASE, SMTP] });

  const api = await step(
    PROXY,
    async () => {
      const nginx = await startNginx({
        dir: join(tmp, 'nginx'),
        siteFile: deployFile(ROOT, 'nginx', 'atlas.conf'),
        host: 'localhost',
        ...tls,
        upstream: `127.0.0.1:${appPort}`,
        httpsPort,
        httpPort,
      });
      onCleanup(() => nginx.stop());
      const client = shopClient({ port: httpsPort, ca: readFileSync(tls.certificate) });
      onCleanup(() => client.close());
      await waitFor(
        async () => nginx.exited() || (await client.get('/api/health/live')).status === 200,
        10_000,
        `nginx did not answer:\n${tail(nginx.errorLog)}`,
      );
      check(!nginx.exited(), `nginx stopped:\n${tail(nginx.errorLog)}`);
      return client;
    },
    { needs: [SHOP, CERTIFICATE] },
  );
  const throughProxy = { needs: [PROXY] };

  await step(
    'TLS, HTTP/2, redirect and headers through the proxy',
    () => proxyHeaders(api, { httpPort, httpsPort, ca: readFileSync(tls.certificate) }),
    throughProxy,
  );
  await step('rate limits count per client address, not per proxy', () => rateLimits(api), throughProxy);
  const admin = await step(ADMIN, () => firstAdmin(env, api, mailbox), throughProxy);
  const products = await step(IMPORT, () => importCatalogue(api, admin), { needs: [ADMIN] });
  const product = products?.find((p) => p.name === 'Smoke Mass');
  await step(
    'shopper signs up, verifies and orders cash on delivery',
    () => shopperOrders(api, mailbox, product),
    { needs: [IMPORT] },
  );
  const seen = await step(
    PAGES,
    () =>
      browse(publicUrl, [
        ['/'],
        ...(product ? [[`/products/${product.id}`]] : []),
        ['/exercises'],
        ['/exercises/gym', 'muscle-card'],
      ]),
    throughProxy,
  );
  await step(
    'exercise library and programmes are served',
    async () => {
      await trainingContent(api);
      if (seen) check(seen['/exercises/gym'] > 0, '/exercises/gym shows no muscle groups');
    },
    throughProxy,
  );
  await step(
    'deploy/backup.sh, then a restore drill into a scratch database',
    () => backupAndRestore(env, db),
    {
      needs: [SHOP],
    },
  );
  await step(
    'SIGTERM stops every process gracefully',
    async () => {
      const ended = await shop.stop(20_000);
      check(ended.code === 0, `the shop ended with ${ended.signal ?? ended.code}\n${tail(shop.log)}`);
    },
    { needs: [SHOP] },
  );
}
