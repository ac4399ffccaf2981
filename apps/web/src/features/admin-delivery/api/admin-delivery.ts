import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminDeliveryDto,
  DeliveryZoneDto,
  DeliveryZoneInput,
  ShopSettingsDto,
} from '@atlas/shared/contract/delivery';
import { useInvalidate } from '@/lib/admin/use-invalidate';
import { apiRequest } from '@/lib/api-client';
import { adminAuditKey } from '@/lib/admin/query-keys';
import { deliveryKey } from '@/lib/query-keys';

/** This screen's query. */
const KEY = ['admin', 'delivery'] as const;

export const adminDeliveryQuery = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: async ({ signal }) => (await apiRequest<AdminDeliveryDto>('/admin/delivery', { signal })).data,
  });

/** GET /admin/delivery: the zones with their governorates, and the shop settings. */
export function useAdminDelivery() {
  return useQuery(adminDeliveryQuery());
}

/** After a write: this screen, the shop's delivery prices and the activity log are fetched again. */
function useAfterWrite() {
  return useInvalidate(KEY, deliveryKey, adminAuditKey);
}

/** PUT /admin/delivery/settings. */
export function useSaveShopSettings() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: async (body: ShopSettingsDto) =>
      (await apiRequest<ShopSettingsDto>('/admin/delivery/settings', { method: 'PUT', body })).data,
    onSuccess: afterWrite,
  });
}

/**
 * POST /admin/delivery/zones (no id) or PUT /admin/delivery/zones/{id}: the governorates listed
 * move to the zone; those an edited zone loses fall to the default zone.
 */
export function useSaveZone() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: DeliveryZoneInput }) =>
      (
        await apiRequest<DeliveryZoneDto>(
          id === null ? '/admin/delivery/zones' : `/admin/delivery/zones/${id}`,
          {
            method: id === null ? 'POST' : 'PUT',
            body,
          },
        )
      ).data,
    onSuccess: afterWrite,
  });
}

/** DELETE /admin/delivery/zones/{id}: 409 while the zone holds governorates or is the default. */
export function useDeleteZone() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiRequest<{ message: string }>(`/admin/delivery/zones/${id}`, { method: 'DELETE' })).data,
    // a 409 may mean the list is stale: fetch it again either way
    onSettled: afterWrite,
  });
}
