import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDto } from '@atlas/shared/contract/users';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const meQuery = (id: number) =>
  queryOptions({
    queryKey: ['me', id],
    queryFn: async ({ signal }) => (await apiRequest<UserDto>(`/users/${id}`, { signal })).data,
    staleTime: 5 * 60_000,
  });

/** The signed-in user's full profile. */
export function useMe() {
  const { user } = useSession();
  return useQuery({ ...meQuery(user?.id ?? 0), enabled: !!user });
}
