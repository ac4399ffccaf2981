import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, PROCESS_START_TIMEOUT, PROCESS_TEST_TIMEOUT } from './test/other-process';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

describe('main: the real process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'starts on an empty data dir, seeds the demo catalogue, and shuts down cleanly on SIGTERM',
    async () => {
      const port = await freePort();
      // node itself with tsx as its loader, as atlas.service runs it: the tsx command would stand
      // between the signal and the server, and it kills a server that has not told it within 60 ms
      // that the signal arrived (on a busy machine, one that was already shutting down cleanly)
      const child = spawn(
        join(serverDir, '../../node_modules/.bin/node'),
        ['--import', 'tsx', 'src/main.ts'],
        {
          cwd: serverDir,
          env: {
            ...process.env,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      let healthy = false;
      for (let i = 0; i < PROCESS_START_TIMEOUT / 250 && !healthy; i++) {
        await new Promise((r) => setTimeout(r, 250));
        healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
      }
      expect(healthy, stderr).toBe(true);
      const res = await fetch(`http://127.0.0.1:${port}/api/products?limit=1`);
      expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(36);
      // the embedded database's folder is locked while the server runs (db:backup refuses)
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    },
    PROCESS_TEST_TIMEOUT,
  );

  it(
    'comes back after kill -9 with everything it had committed (PGlite)',
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      // node --import tsx: the signal reaches the server itself, not a tsx wrapper
      const start = () =>
        spawn(join(serverDir, '../../node_modules/.bin/node'), ['--import', 'tsx', 'src/main.ts'], {
          cwd: serverDir,
          env: {
            ...process.env,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
      const up = async () => {
        for (let i = 0; i < PROCESS_START_TIMEOUT / 250; i++) {
          if (
            await fetch(`${base}/api/health`).then(
              (r) => r.ok,
              () => false,
            )
          )
            return true;
          await new Promise((r) => setTimeout(r, 250));
        }
        return false;
      };
      const first = start();
      expect(await up()).toBe(true);
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
      for (let i = 0; i < 100 && (await mailStatus()) !== 'sent'; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(await mailStatus()).toBe('sent');
      const killed = new Promise((resolve) => first.once('exit', resolve));
      first.kill('SIGKILL');
      await killed;
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true); // left behind, taken over below

      const second = start();
      const exited = new Promise<number | null>((resolve) => second.once('exit', (code) => resolve(code)));
      expect(await up()).toBe(true);
      const res = await fetch(`${base}/api/products?limit=1`);
      expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(36);
      expect(await mailStatus()).toBe('sent');
      second.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
    PROCESS_TEST_TIMEOUT,
  );
});
