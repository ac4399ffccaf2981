import { useQuery } from '@tanstack/react-query';
import type { Allergen } from '@atlas/shared/contract/supplement-facts';
import type { UserDto } from '@atlas/shared/contract/users';
import { meQuery } from '@/lib/me-query';
import { useSession } from '@/lib/session';

const NONE: readonly Allergen[] = [];
const allergiesOf = (user: UserDto) => user.allergies;

/**
 * The signed-in shopper's saved allergies, from their profile (GET /users/{id}, under the
 * profile's own query key, so a save in the settings shows here at once); none for a visitor,
 * until loaded, or while `enabled` is false.
 */
export function useSavedAllergies(enabled = true): readonly Allergen[] {
  const { user } = useSession();
  const id = user?.id ?? 0;
  const me = useQuery({
    ...meQuery(id),
    enabled: enabled && !!user,
    select: allergiesOf,
  });
  return (user && me.data) || NONE;
}
