import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminReviewDto, adminReviewFilters, ReviewSettingsDto } from '@atlas/shared/contract/reviews';
import { TOTAL_COUNT_HEADER } from '@atlas/shared/contract/shop-constants';
import { useInvalidate } from '@/lib/admin/use-invalidate';
import { apiRequest } from '@/lib/api-client';
import { adminAuditKey, adminDashboardKey } from '@/lib/admin/query-keys';
import { productsKey, reviewsKey } from '@/lib/query-keys';

export type ReviewQueue = (typeof adminReviewFilters)[number];

/** Reviews a page of the queue shows. */
export const ADMIN_REVIEWS_PAGE_SIZE = 10;

/** Every query of this screen starts with this key. */
const KEY = ['admin', 'reviews'] as const;

export const adminReviewsQuery = (status: ReviewQueue, page: number) =>
  queryOptions({
    queryKey: [...KEY, 'list', status, page],
    queryFn: async ({ signal }) => {
      const { data, headers } = await apiRequest<AdminReviewDto[]>('/admin/reviews', {
        query: { status, page, limit: ADMIN_REVIEWS_PAGE_SIZE },
        signal,
      });
      return { items: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
    },
    placeholderData: keepPreviousData,
  });

/** GET /admin/reviews?status=…: one tab's page of reviews. */
export function useAdminReviews(status: ReviewQueue, page: number) {
  return useQuery(adminReviewsQuery(status, page));
}

export const reviewSettingsQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'settings'],
    queryFn: async ({ signal }) =>
      (await apiRequest<ReviewSettingsDto>('/admin/reviews/settings', { signal })).data,
  });

/** GET /admin/reviews/settings: whether reviews wait for approval. */
export function useReviewSettings() {
  return useQuery(reviewSettingsQuery());
}

/**
 * After a moderation: every tab, the dashboard's counts, the activity log and the shop's reviews
 * and ratings are fetched again.
 */
function useAfterWrite() {
  return useInvalidate(KEY, adminDashboardKey, adminAuditKey, reviewsKey(), productsKey);
}

export type ModerationAction =
  | { kind: 'approve'; id: number }
  | { kind: 'reject'; id: number; reason: string }
  | { kind: 'dismiss'; id: number }
  | { kind: 'delete'; id: number };

const request = (action: ModerationAction) => {
  switch (action.kind) {
    case 'approve':
      return apiRequest<AdminReviewDto>(`/admin/reviews/${action.id}/approve`, { method: 'POST' });
    case 'reject':
      return apiRequest<AdminReviewDto>(`/admin/reviews/${action.id}/reject`, {
        method: 'POST',
        body: { reason: action.reason },
      });
    case 'dismiss':
      return apiRequest<AdminReviewDto>(`/admin/reviews/${action.id}/dismiss-reports`, { method: 'POST' });
    case 'delete':
      return apiRequest<null>(`/admin/reviews/${action.id}`, { method: 'DELETE' });
  }
};

/** Approve, reject (with a reason), dismiss the reports of, or delete a review. */
export function useModerateReview() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: async (action: ModerationAction) => {
      await request(action);
    },
    onSuccess: afterWrite,
  });
}

/** PUT /admin/reviews/settings. */
export function useSaveReviewSettings() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: async (body: ReviewSettingsDto) =>
      (await apiRequest<ReviewSettingsDto>('/admin/reviews/settings', { method: 'PUT', body })).data,
    onSuccess: afterWrite,
  });
}
