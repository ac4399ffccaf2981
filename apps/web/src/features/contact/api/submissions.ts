import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactSubmissionDto } from '@atlas/shared/contract/nutrition';
import { TOTAL_COUNT_HEADER } from '@atlas/shared/contract/shop-constants';
import { apiRequest } from '@/lib/api-client';

export const SUBMISSIONS_PAGE_SIZE = 20;

export interface SubmissionFilter {
  type?: string;
  query?: string;
  page: number;
}

export const submissionsQuery = (filter: SubmissionFilter) =>
  queryOptions({
    queryKey: ['contact', 'submissions', filter],
    queryFn: async ({ signal }) => {
      const { data, headers } = await apiRequest<ContactSubmissionDto[]>('/contact', {
        query: { ...filter, limit: SUBMISSIONS_PAGE_SIZE },
        signal,
      });
      return { items: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
    },
    placeholderData: keepPreviousData,
  });

export function useSubmissions(filter: SubmissionFilter) {
  return useQuery(submissionsQuery(filter));
}

/** PATCH /contact/{id} (admin): handled or not; the list is fetched again. */
export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, handled }: { id: number; handled: boolean }) =>
      (await apiRequest<ContactSubmissionDto>(`/contact/${id}`, { method: 'PATCH', body: { handled } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['contact', 'submissions'] }),
  });
}
