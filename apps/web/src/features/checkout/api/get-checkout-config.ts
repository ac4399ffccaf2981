import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfigDto } from '@atlas/shared/contract/config';
import { apiRequest } from '@/lib/api-client';
import { configKey } from '@/lib/query-keys';

/** The public configuration (same key as the sign-in feature's query: one cache entry). */
export const checkoutConfigQuery = () =>
  queryOptions({
    queryKey: configKey,
    queryFn: async ({ signal }) => (await apiRequest<PublicConfigDto>('/config', { signal })).data,
    staleTime: Infinity,
  });

/**
 * The online payments the server offers: PayPal's settings (null without credentials) and the
 * Paymob methods (none when Paymob is off). Cash on delivery is always offered.
 */
export function usePaymentConfig() {
  const config = useQuery(checkoutConfigQuery());
  return {
    paypal: config.data?.paypal ?? null,
    paymobMethods: config.data?.paymob?.methods ?? [],
    isPending: config.isPending,
  };
}
