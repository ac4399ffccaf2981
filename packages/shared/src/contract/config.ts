import { z } from 'zod';

export const PublicConfigDto = z
  .object({
    googleClientId: z.string().nullable(),
    /** PayPal is offered only when the server has credentials; null otherwise. */
    paypal: z.object({ clientId: z.string(), currency: z.string(), sdkUrl: z.string() }).nullable(),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfigDto = z.infer<typeof PublicConfigDto>;
