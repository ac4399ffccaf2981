import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminProductDto, ImportMode, ImportPreviewDto } from '@atlas/shared/contract/admin-products';
import { TOTAL_COUNT_HEADER } from '@atlas/shared/contract/shop-constants';
import type { AdminSearchType } from '@atlas/shared/rules/admin-search';
import { ADMIN_PAGE_SIZE } from '@atlas/shared/rules/admin-product';
import { useInvalidate } from '@/lib/admin/use-invalidate';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { adminDashboardKey } from '@/lib/admin/query-keys';
import { productsKey } from '@/lib/query-keys';
import type { ProductPayload } from '../product-form';

/** Every query of this feature starts with this key. */
const KEY = ['admin-products'] as const;

export interface AdminProductFilter {
  page: number;
  type?: AdminSearchType<'products'>;
  query?: string;
}

export const adminProductsQuery = ({ page, type, query }: AdminProductFilter) =>
  queryOptions({
    queryKey: [...KEY, 'list', { page, type: query ? type : undefined, query }],
    queryFn: async ({ signal }) => {
      const { data, headers } = await apiRequest<AdminProductDto[]>('/products/admin', {
        signal,
        query: { page, limit: ADMIN_PAGE_SIZE, ...(query ? { type, query } : {}) },
      });
      const items = data ?? [];
      return { items, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? items.length) };
    },
    placeholderData: keepPreviousData,
  });

/** GET /products/admin: one page of products, newest first, filtered by the header search. */
export function useAdminProducts(filter: AdminProductFilter) {
  return useQuery(adminProductsQuery(filter));
}

/**
 * After a write: this screen's lists, the shop's product queries (['products', …]) and the
 * dashboard (recent products, low stock) are fetched again.
 */
function useAfterWrite() {
  return useInvalidate(KEY, productsKey, adminDashboardKey);
}

/** POST /products/admin. */
export function useCreateProduct() {
  const invalidate = useAfterWrite();
  return useMutation({
    mutationFn: async (body: ProductPayload) =>
      (await apiRequest<AdminProductDto>('/products/admin', { method: 'POST', body })).data,
    onSuccess: invalidate,
  });
}

/** PUT /products/admin/{id} (without flavor data: flavors change through their own calls). */
export function useUpdateProduct() {
  const invalidate = useAfterWrite();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: ProductPayload }) =>
      (await apiRequest<AdminProductDto>(`/products/admin/${id}`, { method: 'PUT', body })).data,
    onSuccess: invalidate,
  });
}

/** DELETE /products/{id}/admin. */
export function useDeleteProduct() {
  const invalidate = useAfterWrite();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiRequest<{ message: string }>(`/products/${id}/admin`, { method: 'DELETE' })).data,
    onSuccess: invalidate,
  });
}

/** PATCH /products/{id}/admin/flavors: the flavor's stock, set. */
export function useSetFlavorQuantity() {
  const invalidate = useAfterWrite();
  return useMutation({
    mutationFn: async ({ id, flavor, quantity }: { id: number; flavor: string; quantity: number }) =>
      (
        await apiRequest<AdminProductDto>(`/products/${id}/admin/flavors`, {
          method: 'PATCH',
          body: { flavor, quantity },
        })
      ).data,
    onSuccess: invalidate,
  });
}

/** DELETE /products/{id}/admin/flavor/{flavor}. */
export function useDeleteFlavor() {
  const invalidate = useAfterWrite();
  return useMutation({
    mutationFn: async ({ id, flavor }: { id: number; flavor: string }) =>
      (
        await apiRequest<AdminProductDto>(`/products/${id}/admin/flavor/${encodeURIComponent(flavor)}`, {
          method: 'DELETE',
        })
      ).data,
    onSuccess: invalidate,
  });
}

export interface NewFlavor {
  flavorName: string;
  flavorNameAr: string;
  quantity: number;
  imageUrl: string;
}

/** POST /products/{id}/admin/flavor. */
export function useAddFlavor() {
  const invalidate = useAfterWrite();
  return useMutation({
    mutationFn: async ({ id, flavor }: { id: number; flavor: NewFlavor }) =>
      (await apiRequest<AdminProductDto>(`/products/${id}/admin/flavor`, { method: 'POST', body: flavor }))
        .data,
    onSuccess: invalidate,
  });
}

/** GET /products/admin/export: the catalogue as a file the browser saves (CSV or Excel). */
export function downloadCatalogue(format: 'csv' | 'xlsx'): Promise<void> {
  return downloadFile('/products/admin/export', { format }, `catalogue.${format}`);
}

const importBody = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** POST /products/admin/import/preview: what the file would do; writes nothing. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: async ({ file, mode }: { file: File; mode: ImportMode }) =>
      (
        await apiRequest<ImportPreviewDto>('/products/admin/import/preview', {
          method: 'POST',
          query: { mode },
          body: importBody(file),
        })
      ).data,
  });
}

/** POST /products/admin/import: applies the previewed file, if the catalogue still matches it. */
export function useApplyImport() {
  const invalidate = useAfterWrite();
  return useMutation({
    mutationFn: async ({ file, mode, expect }: { file: File; mode: ImportMode; expect: string }) =>
      (
        await apiRequest<ImportPreviewDto>('/products/admin/import', {
          method: 'POST',
          query: { mode, expect },
          body: importBody(file),
        })
      ).data,
    onSuccess: invalidate,
  });
}
