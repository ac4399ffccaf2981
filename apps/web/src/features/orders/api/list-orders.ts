import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDto } from '@atlas/shared/contract/orders';
import { apiRequest } from '@/lib/api-client';
import { ordersKey } from '@/lib/query-keys';
import { sortNewestFirst } from '../order-display';

export const ordersQuery = (userId: number) =>
  queryOptions({
    queryKey: ordersKey(userId),
    queryFn: async ({ signal }) =>
      sortNewestFirst((await apiRequest<OrderDto[]>(`/users/${userId}/orders`, { signal })).data ?? []),
    staleTime: 5 * 60_000,
    retry: 1,
  });

/** The shopper's order history, newest first. */
export function useOrders(userId: number | null) {
  return useQuery({ ...ordersQuery(userId ?? 0), enabled: userId !== null });
}
