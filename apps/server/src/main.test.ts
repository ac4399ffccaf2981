import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, PROCESS_START_TIMEOUT, PROCESS_TEST_TIMEOUT, within } from './test/other-process';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

// the real server in a process of its own (timeouts, not speed checks)
describe('main: the real process', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // node itself with tsx as its loader, as atlas.service runs it: the tsx command would stand
  // between the signal and the server, and it kills a server that has not told it within 60 ms
  // that the signal arrived (on a busy machine, one that was already shutting down cleanly)
  /** The shop's process and what it has written to stderr so far (shown when a check fails). */
  const startShop = (port: number) => {
    const child = spawn(join(serverDir, '../../node_modules/.bin/node'), ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const shop = { child, stderr: '' };
    child.stderr.on('data', (chunk: Buffer) => (shop.stderr += chunk.toString()));
    return shop;
  };

  /** Whether the shop at the port answers its health check within PROCESS_START_TIMEOUT. */
  const answers = async (port: number) =>
    (await within(PROCESS_START_TIMEOUT, () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      ),
    )) !== Infinity;

  // one shop's life in three steps, each of which needs the one before (a start costs about ten
  // CPU-seconds, so the steps share their starts): a first start on an empty folder, a crash, a
  // restart that finds everything committed and shuts down cleanly
  it('starts on an empty data dir and seeds the demo catalogue, comes back after kill -9 with everything it had committed (PGlite), and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = startShop(port);
    expect(await answers(port), first.stderr).toBe(true);
    const products = await fetch(`${base}/api/products?limit=1`);
    expect(Number(products.headers.get('x-total-count'))).toBeGreaterThanOrEqual(36);
    // the embedded database's folder is locked while the server runs (db:backup refuses)
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);

    const email = `crash-${Date.now()}@example.com`;
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fName: 'Crash', lName: 'Test', email, password: 'Crash@2026x' }),
    });
    expect(registered.status).toBe(201);
    const mailStatus = async () =>
      ((await (await fetch(`${base}/api/dev/outbox`)).json()) as { to: string; status: string }[]).find(
        (m) => m.to === email,
      )?.status;
    // delivered and marked before the kill (a kill mid-delivery leaves it leased: lib/mailer.test.ts)
    for (let i = 0; i < 300 && (await mailStatus()) !== 'sent'; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await mailStatus()).toBe('sent');
    const killed = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await killed;
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true); // left behind, taken over below

    const second = startShop(port);
    const exited = new Promise<number | null>((resolve) =>
      second.child.once('exit', (code) => resolve(code)),
    );
    expect(await answers(port), second.stderr).toBe(true);
    const again = await fetch(`${base}/api/products?limit=1`);
    expect(Number(again.headers.get('x-total-count'))).toBeGreaterThanOrEqual(36);
    expect(await mailStatus()).toBe('sent');

    second.child.kill('SIGTERM');
    expect(await exited, second.stderr).toBe(0);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  });
});
