import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AdminTrainerDto, AdminTrainerPayload } from '@atlas/shared/contract/admin-trainers';
import type { ProductDto } from '@atlas/shared/contract/products';
import type { AdminSearchType } from '@atlas/shared/rules/admin-search';
import { TOTAL_COUNT_HEADER } from '@atlas/shared/contract/shop-constants';
import { showFailure } from '@/components/admin/admin-feedback';
import { useInvalidate } from '@/lib/admin/use-invalidate';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { loginPath } from '@/lib/visitor-guard';
import { adminAuditKey, trainersKey } from '@/lib/admin/query-keys';
import { isSessionExpired, TRAINERS_PAGE_SIZE } from '../trainer-form';

/** Every query of this screen starts with this key. */
const KEY = ['admin', 'trainers'] as const;

export interface AdminTrainerFilter {
  page: number;
  type?: AdminSearchType<'trainers'>;
  query?: string;
}

type OnError = (error: unknown) => void;

export const adminTrainersQuery = ({ page, type, query }: AdminTrainerFilter, onError?: OnError) =>
  queryOptions({
    queryKey: [...KEY, 'list', { page, type: query ? type : undefined, query }],
    queryFn: async ({ signal }) => {
      try {
        const { data, headers } = await apiRequest<AdminTrainerDto[]>('/trainers/admin', {
          signal,
          query: { page, limit: TRAINERS_PAGE_SIZE, ...(query ? { type, query } : {}) },
        });
        const items = data ?? [];
        return { items, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? items.length) };
      } catch (error) {
        onError?.(error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    retry: (count, error) =>
      count < 1 && !(error instanceof ApiError && error.status < 500 && error.status > 0),
  });

let expiredShownAt = 0;

/**
 * What an ended session does on this screen: 'Session expired. Please login
 * again.' and the login page, coming back here afterwards. It runs from the request itself, so
 * it still happens when the admin guard has already unmounted the screen.
 */
export function useSessionExpiry(): OnError {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!isSessionExpired(error)) return;
      // one message for the list and a write failing together
      if (Date.now() - expiredShownAt > 3000) showFailure(t('adminTrainers.errors.sessionExpired'));
      expiredShownAt = Date.now();
      void navigate(loginPath('/admin/trainers'), { replace: true });
    },
    [navigate, t],
  );
}

/** GET /trainers/admin: one page of trainers, newest first, filtered by the header search. */
export function useAdminTrainers(filter: AdminTrainerFilter) {
  const onExpired = useSessionExpiry();
  return useQuery(adminTrainersQuery(filter, onExpired));
}

/** After a write: this screen's list, the public directory and the activity log are fetched again. */
function useAfterWrite() {
  return useInvalidate(KEY, trainersKey, adminAuditKey);
}

/** POST /trainers (JSON; the portrait is uploaded beforehand and sent as its URL). */
export function useCreateTrainer() {
  const afterWrite = useAfterWrite();
  const onExpired = useSessionExpiry();
  return useMutation({
    mutationFn: async (body: AdminTrainerPayload) =>
      (await apiRequest<AdminTrainerDto>('/trainers', { method: 'POST', body })).data,
    onSuccess: afterWrite,
    onError: onExpired,
  });
}

/** PUT /trainers/{id}: texts, image, FAQs and products replaced together. */
export function useUpdateTrainer() {
  const afterWrite = useAfterWrite();
  const onExpired = useSessionExpiry();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: AdminTrainerPayload }) =>
      (await apiRequest<AdminTrainerDto>(`/trainers/${id}`, { method: 'PUT', body })).data,
    onSuccess: afterWrite,
    onError: onExpired,
  });
}

/** DELETE /trainers/{id}: its FAQs and product links go with it. */
export function useDeleteTrainer() {
  const afterWrite = useAfterWrite();
  const onExpired = useSessionExpiry();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiRequest<{ message: string }>(`/trainers/${id}`, { method: 'DELETE' })).data,
    onSettled: afterWrite,
    onError: onExpired,
  });
}

/**
 * A product to recommend, looked up by id (GET /products/{id}) when the admin adds it:
 * its name in the active language, or null when the shop has no such product.
 */
export function useProductLookup() {
  const { i18n } = useTranslation();
  const onExpired = useSessionExpiry();
  const client = useQueryClient();
  return useCallback(
    async (id: number): Promise<{ id: number; name: string } | null> => {
      try {
        const product = await client.fetchQuery({
          queryKey: [...KEY, 'product', i18n.language, id],
          queryFn: async ({ signal }) => (await apiRequest<ProductDto>(`/products/${id}`, { signal })).data,
          staleTime: 60_000,
          retry: false,
        });
        return { id: product.id, name: product.name };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        onExpired(error);
        throw error;
      }
    },
    [client, i18n.language, onExpired],
  );
}
