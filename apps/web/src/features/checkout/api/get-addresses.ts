import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressDto } from '@atlas/shared/contract/addresses';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { addressesKey } from '@/lib/query-keys';

export const addressesQuery = (userId: number) =>
  queryOptions({
    queryKey: addressesKey(userId),
    queryFn: async ({ signal }) =>
      (await apiRequest<AddressDto[]>(`/users/${userId}/addresses`, { signal })).data ?? [],
    staleTime: 5 * 60_000,
    retry: 1,
  });

/** The signed-in shopper's saved addresses. */
export function useAddresses() {
  const { user } = useSession();
  return useQuery({ ...addressesQuery(user?.id ?? 0), enabled: !!user });
}
