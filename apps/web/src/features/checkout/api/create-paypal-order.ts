import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PaypalOrderDto } from '@atlas/shared/contract/orders';
import { apiRequest } from '@/lib/api-client';

export type PaypalOrder = z.infer<typeof PaypalOrderDto>;

/** The server creates the PayPal order for its own cart total; the buttons approve it. */
export const createPaypalOrder = async () =>
  (await apiRequest<PaypalOrder>('/payments/paypal/orders', { method: 'POST' })).data;

export function useCreatePaypalOrder() {
  return useMutation({ mutationFn: createPaypalOrder });
}
