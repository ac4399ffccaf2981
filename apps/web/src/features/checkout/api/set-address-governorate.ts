import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressDto } from '@atlas/shared/contract/addresses';
import { apiRequest } from '@/lib/api-client';
import { addressesQuery } from './get-addresses';

/** Names the governorate of an older saved address (delivery is priced by it). */
export function useSetAddressGovernorate(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ addressId, governorate }: { addressId: number; governorate: string }) =>
      (
        await apiRequest<AddressDto>(`/users/${userId}/addresses/${addressId}/governorate`, {
          method: 'PATCH',
          body: { governorate },
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: addressesQuery(userId).queryKey }),
  });
}
