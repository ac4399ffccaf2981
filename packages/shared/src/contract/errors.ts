import { z } from 'zod';

/** The one error shape every API failure answers with (docs/architecture.md). */
export const ErrorDto = z
  .object({
    statusCode: z.number().int(),
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** The request's id (also in `X-Request-Id` and in the server's log lines). */
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorDto = z.infer<typeof ErrorDto>;
