import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { forgetFavoritesOn401, parseFavorites, setFavoritesData } from './get-favorites';

export const clearFavorites = async () =>
  parseFavorites((await apiRequest<unknown>('/favorites?expand=products', { method: 'DELETE' })).data);

export function useClearFavorites() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearFavorites,
    onSuccess: (list) => {
      setFavoritesData(client, list);
    },
    onError: (err) => {
      forgetFavoritesOn401(err);
      console.error('Clearing favourites failed', err);
    },
  });
}
