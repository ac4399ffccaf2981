import { queryOptions } from '@tanstack/react-query';
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

/** Where a Paymob payment stands, as Paymob's signed callbacks left it. */
export const paymobPaymentQuery = (reference: string) =>
  queryOptions({
    queryKey: ['paymob-payment', reference],
    queryFn: async ({ signal }) =>
      (await apiRequest<PaymobPaymentDto>(`/payments/paymob/${encodeURIComponent(reference)}`, { signal }))
        .data,
  });
