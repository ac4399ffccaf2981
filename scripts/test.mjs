// `npm test`: every suite, on every core. Three chains run side by side:
//   the server's Vitest suite (the longest);
//   the web's Vitest suite → the shared rules';
//   the browser suite: build → first-JavaScript budget → the journeys in lanes, each lane its own
//   shop server, fake payment and AI servers and fresh database, on its own ports.
// The journeys mostly wait (on the browser, the server, a timer), so lanes and the Vitest chains
// fill the cores the one-browser run left idle (docs/testing.md has the figures).
// `node scripts/test.mjs e2e` runs the browser chain alone (`npm run test:e2e`).
// E2E_LANES sets the number of lanes (default: one per core, at most three); E2E_PORT the first
// lane's port (3210), each next lane 100 above.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readdirSync } from 'node:fs';

/**
 * Seconds each journey file took on a quiet run of the 2-core CI machine, to share the files out
 * so that the lanes end together. A file missing here counts as `unmeasured`; a figure that is
 * off only makes one lane finish later than the others, never skips a test.
 */
const measuredSeconds = {
  'a11y.spec.ts': 120,
  'page-styles.spec.ts': 58,
  'server-render.spec.ts': 40,
  'training.spec.ts': 34,
  'paymob.spec.ts': 30,
  'checkout.spec.ts': 28,
  'shell.spec.ts': 25,
  'stock-alerts.spec.ts': 25,
  'deploy.spec.ts': 22,
  'catalogue.spec.ts': 21,
  'reviews.spec.ts': 20,
  'nutrition.spec.ts': 20,
  'early-tap.spec.ts': 19,
  'supplement-plan.spec.ts': 17,
  'accounts.spec.ts': 16,
  'guest-checkout.spec.ts': 16,
  'admin.spec.ts': 14,
  'delivery.spec.ts': 13,
  'promotions.spec.ts': 12,
  'reorder-reminder.spec.ts': 11,
  'cart.spec.ts': 9,
  'any-address.spec.ts': 9,
  'favorites.spec.ts': 9,
  'server-html.spec.ts': 6,
  'search.spec.ts': 6,
  'reorder.spec.ts': 5,
  'catalogue-import.spec.ts': 4,
  'cross-origin.spec.ts': 1,
};
const unmeasured = 20;

/** The journey files shared into `count` lanes, longest first into the lane with least so far. */
function shareOut(files, count, seconds = measuredSeconds) {
  const lanes = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  const weight = (f) => seconds[f] ?? unmeasured;
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lane = lanes.reduce((least, l) => (l.seconds < least.seconds ? l : least));
    lane.files.push(file);
    lane.seconds += weight(file);
  }
  return lanes.filter((l) => l.files.length > 0);
}

/** A whole number from the environment, or the default; anything else stops the run before it starts. */
function setting(name, fallback, min, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}; it is ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return value;
}
const count = setting('E2E_LANES', Math.min(3, availableParallelism()), 1, 8);
const firstPort = setting('E2E_PORT', 3210, 1024, 65_000 - 100 * count);

const started = Date.now();
const results = [];
const since = (t) => `${Math.round((Date.now() - t) / 1000)} s`;

/**
 * Runs one step with its output held back, then prints it whole under its name: the output of
 * steps running side by side would otherwise interleave line by line. A passing step prints only
 * its last lines (its summary); a failing one prints everything.
 */
function step(name, command, args, env = {}) {
  return new Promise((resolve) => {
    const t = Date.now();
    console.log(`▶ ${name}`);
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const lines = Buffer.concat(chunks).toString().trimEnd().split('\n');
      const shown = ok ? lines.slice(-4) : lines;
      console.log(`${ok ? '✓' : '✗'} ${name} (${since(t)}${signal ? `, ${signal}` : ''})`);
      console.log(shown.map((l) => `  │ ${l}`).join('\n'));
      results.push({ name, ok, seconds: Math.round((Date.now() - t) / 1000) });
      resolve(ok);
    });
  });
}

const vitest = (suite) => step(`${suite} (Vitest)`, 'npm', ['run', `test:${suite}`, '--silent']);

/** The server's suite beside the web's and then the shared rules': a chain of its own each. */
async function vitestChains() {
  await Promise.all([vitest('server'), (async () => (await vitest('web')) && (await vitest('shared')))()]);
}

async function browserChain() {
  if (!(await step('build', 'npm', ['run', 'build', '--silent']))) return;
  if (!(await step('first-JavaScript budget', 'node', ['scripts/bundle-report.mjs', '--budget=120']))) return;
  const files = readdirSync('e2e').filter((f) => f.endsWith('.spec.ts'));
  await Promise.all(
    shareOut(files, count).map((lane, i) =>
      step(
        `journeys, lane ${i + 1} (${lane.files.length} files)`,
        'node',
        ['scripts/e2e.mjs', ...lane.files.map((f) => `e2e/${f}`)],
        { E2E_PORT: String(firstPort + 100 * i), E2E_OUTPUT_DIR: `test-results/lane-${i + 1}` },
      ),
    ),
  );
}

const only = process.argv[2];
await Promise.all(only === 'e2e' ? [browserChain()] : [vitestChains(), browserChain()]);
const failed = results.filter((r) => !r.ok);
console.log(
  `\n${failed.length ? `✗ failed: ${failed.map((r) => r.name).join(', ')}` : '✓ all passed'} in ${since(started)}`,
);
process.exitCode = failed.length ? 1 : 0;
