import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactSubmissionDto } from '@atlas/shared/contract/nutrition';
import { apiRequest } from '@/lib/api-client';

export const submissionsQuery = () =>
  queryOptions({
    queryKey: ['contact', 'submissions'],
    queryFn: async ({ signal }) => (await apiRequest<ContactSubmissionDto[]>('/contact', { signal })).data,
  });

export function useSubmissions() {
  return useQuery(submissionsQuery());
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
