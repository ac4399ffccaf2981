import { z } from 'zod';

export const PublicConfigDto = z
  .object({ googleClientId: z.string().nullable() })
  .meta({ id: 'PublicConfig' });
export type PublicConfigDto = z.infer<typeof PublicConfigDto>;
