import { keepPreviousData, queryOptions, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import type { AdminProductDto } from '@atlas/shared/contract/admin-products';
import type { ProductDto, ProductFacetsDto } from '@atlas/shared/contract/products';
import type { TrainerDto } from '@atlas/shared/contract/training';
import type {
  CouponDto,
  CouponInput,
  OfferDto,
  OfferInput,
  PromotionStatus,
} from '@atlas/shared/contract/promotions';
import { useInvalidate } from '@/lib/admin/use-invalidate';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { useLanguage } from '@/lib/use-language';
import { adminAuditKey, adminDashboardKey, trainersKey } from '@/lib/admin/query-keys';
import { productQuery } from '@/lib/product-query';
import { cartKey, productFacetsKey, productsKey, trainerListKey } from '@/lib/query-keys';

/** Every query of this screen starts with this key. */
const KEY = ['admin', 'promotions'] as const;

export const couponsQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'coupons'],
    queryFn: async ({ signal }) => (await apiRequest<CouponDto[]>('/admin/coupons', { signal })).data ?? [],
  });

export const offersQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'offers'],
    queryFn: async ({ signal }) => (await apiRequest<OfferDto[]>('/admin/offers', { signal })).data ?? [],
  });

/** GET /admin/coupons: every code, newest first, with its uses, discount given and revenue. */
export function useCoupons() {
  return useQuery(couponsQuery());
}

/** GET /admin/offers: every automatic offer. */
export function useOffers() {
  return useQuery(offersQuery());
}

/**
 * After a write: this screen, the shop's product and cart prices (offers change them), the
 * trainers' pages (they show codes), the dashboard and the activity log are fetched again.
 */
function useAfterWrite() {
  return useInvalidate(KEY, productsKey, cartKey(), trainersKey, adminDashboardKey, adminAuditKey);
}

/** POST `path` (no id) or PUT `path`/{id}: a code's or an offer's values. */
function useSave<Input, Dto>(path: string) {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: Input }) =>
      (
        await apiRequest<Dto>(id === null ? path : `${path}/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body,
        })
      ).data,
    onSuccess: afterWrite,
  });
}

/** PATCH `path`/{id}/status: pause, resume or end a code or an offer. */
function useSetStatus<Dto>(path: string) {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: PromotionStatus }) =>
      (await apiRequest<Dto>(`${path}/${id}/status`, { method: 'PATCH', body: { status } })).data,
    onSettled: afterWrite,
  });
}

export const useSaveCoupon = () => useSave<CouponInput, CouponDto>('/admin/coupons');
export const useSetCouponStatus = () => useSetStatus<CouponDto>('/admin/coupons');
export const useSaveOffer = () => useSave<OfferInput, OfferDto>('/admin/offers');
export const useSetOfferStatus = () => useSetStatus<OfferDto>('/admin/offers');

export type CouponExport = 'codes' | 'uses';

/** GET /admin/coupons/export: the codes with their totals, or every use, as a file the browser saves. */
export function downloadCoupons(format: 'csv' | 'xlsx', what: CouponExport): Promise<void> {
  return downloadFile(
    '/admin/coupons/export',
    { format, what },
    `${what === 'uses' ? 'code-uses' : 'codes'}.${format}`,
  );
}

/** How many products a search of the product picker shows. */
const PRODUCT_SEARCH_LIMIT = 20;

/** GET /products/admin?type=name: the products whose name holds `query` (none asked for an empty one). */
export function useProductSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: [...KEY, 'product-search', q],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<AdminProductDto[]>('/products/admin', {
          signal,
          query: { type: 'name', query: q, page: 1, limit: PRODUCT_SEARCH_LIMIT },
        })
      ).data ?? [],
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * The names of products in a scope (GET /products/{id}, in the interface language, the shop's own
 * cache): null while unknown, or for a product the shop no longer has.
 */
export function useProductNames(ids: readonly number[]): Map<number, string | null> {
  const { language } = useLanguage();
  const results = useQueries({
    queries: ids.map((id) => ({
      ...productQuery(id, language),
      select: (product: ProductDto) => product.name,
      staleTime: 5 * 60_000,
    })),
  });
  return new Map(ids.map((id, i) => [id, results[i]?.data ?? null]));
}

/**
 * GET /trainers: every trainer, to attach one to a code (the directory's own query key, so both
 * share what was fetched; names in the interface language).
 */
export function useTrainerChoices() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: trainerListKey(language),
    queryFn: async ({ signal }) => (await apiRequest<TrainerDto[]>('/trainers', { signal })).data ?? [],
    staleTime: 60_000,
  });
}

/** GET /products/facets: the catalogue's categories and brands, for the scope picker (the shop's own key). */
export function useCatalogueFacets() {
  return useQuery({
    queryKey: productFacetsKey,
    queryFn: async ({ signal }) => (await apiRequest<ProductFacetsDto>('/products/facets', { signal })).data,
    staleTime: 60_000,
  });
}
