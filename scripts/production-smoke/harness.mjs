// The smoke test's plumbing: timed steps that record failures, clean-up that runs however the
// run ends, child processes and free ports.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const started = performance.now();
const results = [];
const cleanups = [];
let interrupted = false;

/**
 * Runs one check and prints its time. A failed step is recorded and the run goes on; a step whose
 * `needs` failed or was skipped is skipped. Answers the step's value, or undefined.
 */
export async function step(name, run, { needs = [] } = {}) {
  if (interrupted) return undefined;
  const missing = needs.filter((n) => !results.some((r) => r.name === n && r.ok));
  if (missing.length > 0) {
    results.push({ name, ok: false, skipped: true });
    console.log(`  -         ${name} (skipped: needs ${missing.join(', ')})`);
    return undefined;
  }
  const t0 = performance.now();
  try {
    const value = await run();
    results.push({ name, ok: true });
    console.log(`  ✓ ${seconds(t0).padStart(6)}  ${name}`);
    return value;
  } catch (err) {
    results.push({ name, ok: false, error: err });
    console.log(
      `  ✗ ${seconds(t0).padStart(6)}  ${name}\n${indent(err instanceof Error ? err.message : String(err))}`,
    );
    return undefined;
  }
}

/** Registers what undoes a step; they run last first, once, also on Ctrl-C. */
export function onCleanup(fn) {
  cleanups.push(fn);
}

export async function cleanUp() {
  while (cleanups.length > 0) {
    const fn = cleanups.pop();
    try {
      await fn();
    } catch (err) {
      console.log(`  clean-up: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true;
    console.log(`\n${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Prints the summary; true when every step passed. */
export function summary() {
  const failed = results.filter((r) => !r.ok && !r.skipped);
  const skipped = results.filter((r) => r.skipped);
  console.log(
    `\nproduction smoke: ${results.length - failed.length - skipped.length} passed, ${failed.length} failed, ${skipped.length} skipped in ${seconds(started)}`,
  );
  for (const r of failed) console.log(`  failed: ${r.name}`);
  return failed.length === 0 && skipped.length === 0;
}

export function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** A child process with its output in `logFile`; `done` settles with its exit. */
export function start(command, args, { logFile, ...options }) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.done = new Promise((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  return child;
}

/** Runs a command to its end; throws with the end of its output when it fails. */
export async function run(command, args, options) {
  const child = start(command, args, options);
  const { code, signal } = await child.done;
  if (code !== 0)
    throw new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}\n${tail(options.logFile)}`);
}

export function tail(file, lines = 25) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Whether this machine can listen on IPv6 (some containers cannot). */
export function canListenOnIpv6() {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(0, '::', () => server.close(() => resolve(true)));
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '0.0.0.0', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Calls `probe` until it answers something truthy; throws `message` after `ms`. */
export async function waitFor(probe, ms, message) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > until) throw new Error(message);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function seconds(t0) {
  return `${((performance.now() - t0) / 1000).toFixed(1)}s`;
}

function indent(text) {
  return text
    .split('\n')
    .map((line) => `              ${line}`)
    .join('\n');
}
