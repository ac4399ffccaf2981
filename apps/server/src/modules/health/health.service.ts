import type { HealthDto } from '@atlas/shared/contract/health';
import type { Database } from '../../db/client';

const PING_TIMEOUT_MS = 2000;

export async function checkHealth(database: Database, version: string): Promise<HealthDto> {
  const started = performance.now();
  let ok = true;
  try {
    await Promise.race([
      database.ping(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS).unref()),
    ]);
  } catch {
    ok = false;
  }
  return {
    status: ok ? 'ok' : 'degraded',
    database: { ok, driver: database.driver, latencyMs: Math.round((performance.now() - started) * 10) / 10 },
    uptimeSeconds: Math.round(process.uptime()),
    version,
  };
}
