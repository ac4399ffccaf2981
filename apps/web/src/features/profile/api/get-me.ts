import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Allergen } from '@atlas/shared/contract/supplement-facts';
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

const NONE: readonly Allergen[] = [];
const allergiesOf = (user: UserDto) => user.allergies;

/** The signed-in shopper's saved allergies; none for a visitor, until loaded, or while `enabled` is false. */
export function useSavedAllergies(enabled = true): readonly Allergen[] {
  const { user } = useSession();
  const me = useQuery({ ...meQuery(user?.id ?? 0), enabled: enabled && !!user, select: allergiesOf });
  return (user && me.data) || NONE;
}
