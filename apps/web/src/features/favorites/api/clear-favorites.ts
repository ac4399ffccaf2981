import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { forgetFavoritesOn401, parseFavorites, setFavoritesData } from './get-favorites';

export const clearFavorites = async () =>
  parseFavorites((await apiRequest<unknown>('/favorites?expand=products', { method: 'DELETE' })).data);

export function useClearFavorites() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: clearFavorites,
    onSuccess: (list) => {
      if (user) setFavoritesData(client, user.id, list);
    },
    onError: (err) => {
      forgetFavoritesOn401(err);
      console.error('Clearing favourites failed', err);
    },
  });
}
