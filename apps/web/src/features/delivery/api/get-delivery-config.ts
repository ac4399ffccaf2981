import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryConfigDto } from '@atlas/shared/contract/delivery';
import { apiRequest } from '@/lib/api-client';
import { deliveryKey } from '@/lib/query-keys';

/** The zones, fees and calendar, to price delivery here as the server does (it re-prices every order). */
export const deliveryConfigQuery = () =>
  queryOptions({
    queryKey: [...deliveryKey, 'config'],
    queryFn: async ({ signal }) => (await apiRequest<DeliveryConfigDto>('/delivery/zones', { signal })).data,
    staleTime: 5 * 60_000,
  });

export const useDeliveryConfig = () => useQuery(deliveryConfigQuery());
