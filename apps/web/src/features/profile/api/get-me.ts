import { useQuery } from '@tanstack/react-query';
import { meQuery } from '@/lib/me-query';
import { useSession } from '@/lib/session';

/** The signed-in user's full profile. */
export function useMe() {
  const { user } = useSession();
  return useQuery({ ...meQuery(user?.id ?? 0), enabled: !!user });
}
