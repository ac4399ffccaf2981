import { queryOptions } from '@tanstack/react-query';
import type { UserDto } from '@atlas/shared/contract/users';
import { apiRequest } from '@/lib/api-client';
import { meKey } from '@/lib/query-keys';

/** The signed-in user's full profile (GET /users/{id}): the profile screens and the cart's allergy notice read it. */
export const meQuery = (id: number) =>
  queryOptions({
    queryKey: meKey(id),
    queryFn: async ({ signal }) => (await apiRequest<UserDto>(`/users/${id}`, { signal })).data,
    staleTime: 5 * 60_000,
  });
