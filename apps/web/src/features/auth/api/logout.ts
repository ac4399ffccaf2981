import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { meKey } from '@/lib/query-keys';

/** Ends the session on the server (best effort) and forgets everything personal here. */
export async function logout(): Promise<void> {
  await apiRequest('/auth/logout', { method: 'POST' }).catch(() => undefined);
  clearSession('logout');
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => client.removeQueries({ queryKey: meKey() }),
  });
}
