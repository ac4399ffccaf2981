import { z } from 'zod';
import { paymobMethods } from './paymob';

export const PublicConfigDto = z
  .object({
    googleClientId: z.string().nullable(),
    /** PayPal is offered only when the server has credentials; null otherwise. */
    paypal: z.object({ clientId: z.string(), currency: z.string(), sdkUrl: z.string() }).nullable(),
    /** The Paymob methods offered (each configured with its integration id); null when Paymob is off. */
    paymob: z.object({ methods: z.array(z.enum(paymobMethods)) }).nullable(),
    /** Whether gym-machine photos can be identified (an identifier is configured). */
    machineIdentify: z.boolean(),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfigDto = z.infer<typeof PublicConfigDto>;
