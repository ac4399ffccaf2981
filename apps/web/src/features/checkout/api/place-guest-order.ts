import type { z } from 'zod';
import type { GuestOrderDto, GuestOrderInput } from '@atlas/shared/contract/guest';
import { IDEMPOTENCY_HEADER } from '@atlas/shared/contract/orders';
import { apiRequest } from '@/lib/api-client';

/** POST a guest's order; the same idempotency key sent twice returns the one order (see place-order). */
export const placeGuestOrder = async (body: z.input<typeof GuestOrderInput>, idempotencyKey: string) =>
  (
    await apiRequest<GuestOrderDto>('/guest/orders', {
      method: 'POST',
      body,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    })
  ).data;
