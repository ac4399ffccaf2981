import { z } from 'zod';

export const HealthDto = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({
      ok: z.boolean(),
      driver: z.enum(['pglite', 'postgres']),
      latencyMs: z.number().nonnegative(),
    }),
    uptimeSeconds: z.number().nonnegative(),
    version: z.string(),
  })
  .meta({ id: 'Health' });
export type HealthDto = z.infer<typeof HealthDto>;
