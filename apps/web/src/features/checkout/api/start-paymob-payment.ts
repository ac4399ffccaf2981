import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GuestPaymobIntentionInput, GuestPaymobPaymentDto } from '@atlas/shared/contract/guest';
import type {
  PaymobCheckoutDto,
  PaymobIntentionInput,
  PaymobPaymentDto,
} from '@atlas/shared/contract/paymob';
import { apiRequest } from '@/lib/api-client';

export type PaymobStartBody = Omit<PaymobIntentionInput, 'saveAddress' | 'setDefault'> &
  Partial<Pick<PaymobIntentionInput, 'saveAddress' | 'setDefault'>>;

/** The server prices the cart and creates the Paymob intention; the browser then goes to Paymob. */
export const startPaymobPayment = async (body: PaymobStartBody) =>
  (await apiRequest<PaymobCheckoutDto>('/payments/paymob/intentions', { method: 'POST', body })).data;

/**
 * Where a Paymob payment stands, as Paymob's signed callbacks left it: the shopper's own, or a
 * guest's opened by the token its return address carries (then with the token of its order).
 */
export const paymobPaymentQuery = (reference: string, guestToken: string | null = null) =>
  queryOptions({
    queryKey: ['paymob-payment', reference, guestToken],
    queryFn: async ({ signal }): Promise<PaymobPaymentDto & Partial<GuestPaymobPaymentDto>> =>
      guestToken === null
        ? (
            await apiRequest<PaymobPaymentDto>(`/payments/paymob/${encodeURIComponent(reference)}`, {
              signal,
            })
          ).data
        : (
            await apiRequest<GuestPaymobPaymentDto>(`/guest/paymob/${encodeURIComponent(reference)}`, {
              query: { token: guestToken },
              signal,
            })
          ).data,
  });

/** A guest's lines, contact and address: the server prices them and creates the Paymob intention. */
export const startGuestPaymobPayment = async (body: z.input<typeof GuestPaymobIntentionInput>) =>
  (await apiRequest<PaymobCheckoutDto>('/guest/paymob/intentions', { method: 'POST', body })).data;
