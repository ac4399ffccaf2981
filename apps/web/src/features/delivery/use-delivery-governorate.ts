import { useQuery } from '@tanstack/react-query';
import type { AddressDto } from '@atlas/shared/contract/addresses';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { addressesKey } from '@/lib/query-keys';
import { useGovernorate } from './governorate-preference';

/**
 * The governorate delivery is estimated for: the one chosen on this device, else the signed-in
 * shopper's default address's (the same query the checkout reads, so it is fetched once).
 */
export function useDeliveryGovernorate(): string | null {
  const remembered = useGovernorate();
  const { user } = useSession();
  const addresses = useQuery({
    queryKey: addressesKey(user?.id ?? 0),
    queryFn: async ({ signal }) =>
      (await apiRequest<AddressDto[]>(`/users/${user!.id}/addresses`, { signal })).data ?? [],
    staleTime: 5 * 60_000,
    enabled: !!user && !remembered,
  });
  if (remembered) return remembered;
  const saved = addresses.data ?? [];
  return (saved.find((a) => a.isDefault) ?? saved[0])?.governorate ?? null;
}
