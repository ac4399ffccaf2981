import { z } from 'zod';

export const OutboxMessageDto = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    sentAt: z.string(),
  })
  .meta({ id: 'OutboxMessage' });
export const OutboxListDto = z.array(OutboxMessageDto);
