import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { meKey } from '@/lib/query-keys';

export const passwordPageQuery = (id: number) =>
  queryOptions({
    queryKey: [...meKey(id), 'password'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ id: number; fName: string; lName: string; email: string }>(
          `/users/${id}/password`,
          { signal },
        )
      ).data,
  });

export function usePasswordPage() {
  const { user } = useSession();
  return useQuery({ ...passwordPageQuery(user?.id ?? 0), enabled: !!user });
}

export const changePassword = async (id: number, body: { currentPassword: string; newPassword: string }) =>
  (await apiRequest<{ message: string }>(`/users/${id}/password`, { method: 'PUT', body })).data;

export function useChangePassword(id: number) {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => changePassword(id, body),
  });
}
