import { z } from 'zod';

export const PublicConfigDto = z
  .object({
    googleClientId: z.string().nullable(),
    /** PayPal is offered only when the server has credentials; null otherwise. */
    paypal: z.object({ clientId: z.string(), currency: z.string(), sdkUrl: z.string() }).nullable(),
    /** Whether gym-machine photos can be identified (an identifier is configured). */
    machineIdentify: z.boolean(),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfigDto = z.infer<typeof PublicConfigDto>;
