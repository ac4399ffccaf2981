import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfigDto } from '@atlas/shared/contract/config';
import { apiRequest } from '@/lib/api-client';

/** The public configuration (same key as the sign-in feature's query: one cache entry). */
export const checkoutConfigQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: async ({ signal }) => (await apiRequest<PublicConfigDto>('/config', { signal })).data,
    staleTime: Infinity,
  });

/** PayPal settings, or null when the server has none (then only cash on delivery is offered). */
export function usePaypalConfig() {
  const config = useQuery(checkoutConfigQuery());
  return { paypal: config.data?.paypal ?? null, isPending: config.isPending };
}
