import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  HelpfulDto,
  MyReviewDto,
  OwnReviewDto,
  ProductReviewsDto,
  ReportReviewInput,
  ReviewInput,
  reviewSorts,
} from '@atlas/shared/contract/reviews';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useLanguage } from '@/lib/use-language';
import { productsKey, reviewsKey } from '@/lib/query-keys';

export type ReviewSort = (typeof reviewSorts)[number];

/** Reviews a 'Show more' adds. */
export const REVIEWS_PER_PAGE = 5;

export const productReviewsQuery = (
  productId: number,
  sort: ReviewSort,
  lang: string,
  userId: number | null,
) =>
  infiniteQueryOptions({
    // the signed-in shopper's own votes are part of the answer
    queryKey: [...reviewsKey(productId), 'list', sort, lang, userId],
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiRequest<ProductReviewsDto>(`/products/${productId}/reviews`, {
          query: { sort, page: pageParam, limit: REVIEWS_PER_PAGE },
          signal,
        })
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

/** GET /products/{id}/reviews: the summary and the published reviews, a page at a time. */
export function useProductReviews(productId: number, sort: ReviewSort) {
  const { language } = useLanguage();
  const { user } = useSession();
  return useInfiniteQuery(productReviewsQuery(productId, sort, language, user?.id ?? null));
}

/** GET /products/{id}/reviews/mine: the shopper's own review and whether they may write one. */
export function useMyReview(productId: number) {
  const { isLoggedIn, user } = useSession();
  const { language } = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: [...reviewsKey(productId), 'mine', user?.id ?? null, language],
      queryFn: async ({ signal }) =>
        (await apiRequest<MyReviewDto>(`/products/${productId}/reviews/mine`, { signal })).data,
      enabled: isLoggedIn,
    }),
  );
}

/** What the form sends: the fields, and a new photo or the old one's removal. */
export interface ReviewSubmission {
  fields: ReviewInput;
  photo: File | null;
  removePhoto: boolean;
}

function asBody({ fields, photo, removePhoto }: ReviewSubmission): ReviewInput | FormData {
  if (!photo) return { ...fields, ...(removePhoto ? { removePhoto } : {}) };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  form.append('photo', photo);
  return form;
}

/**
 * After a change of the shopper's review: the product's reviews and its rating in the catalogue
 * (cards, the product page) are fetched again.
 */
function useAfterReviewChange(productId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: reviewsKey(productId) }),
      client.invalidateQueries({ queryKey: productsKey }),
    ]);
}

/** POST /products/{id}/reviews (a new one) or PUT /products/{id}/reviews/mine (an edit). */
export function useSaveReview(productId: number) {
  const after = useAfterReviewChange(productId);
  return useMutation({
    mutationFn: async ({ edit, submission }: { edit: boolean; submission: ReviewSubmission }) =>
      (
        await apiRequest<OwnReviewDto>(
          edit ? `/products/${productId}/reviews/mine` : `/products/${productId}/reviews`,
          { method: edit ? 'PUT' : 'POST', body: asBody(submission) },
        )
      ).data,
    onSuccess: after,
  });
}

/** DELETE /products/{id}/reviews/mine. */
export function useDeleteReview(productId: number) {
  const after = useAfterReviewChange(productId);
  return useMutation({
    mutationFn: async () => {
      await apiRequest<null>(`/products/${productId}/reviews/mine`, { method: 'DELETE' });
    },
    onSuccess: after,
  });
}

/** PUT or DELETE /reviews/{id}/helpful: the shopper's vote, on or off. */
export function useHelpfulVote(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ reviewId, helpful }: { reviewId: number; helpful: boolean }) =>
      (
        await apiRequest<HelpfulDto>(`/reviews/${reviewId}/helpful`, {
          method: helpful ? 'PUT' : 'DELETE',
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: reviewsKey(productId) }),
  });
}

/** POST /reviews/{id}/reports. */
export function useReportReview() {
  return useMutation({
    mutationFn: async ({ reviewId, body }: { reviewId: number; body: ReportReviewInput }) => {
      await apiRequest<unknown>(`/reviews/${reviewId}/reports`, { method: 'POST', body });
    },
  });
}
