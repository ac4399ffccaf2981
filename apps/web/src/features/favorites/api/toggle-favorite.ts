import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import {
  forgetFavoritesOn401,
  parseFavorites,
  setFavoritesData,
  toggleFavoriteKey,
  type FavoriteToggle,
} from './get-favorites';

export const addFavorite = async (productId: number) =>
  parseFavorites(
    (await apiRequest<unknown>(`/favorites/${productId}?expand=products`, { method: 'POST' })).data,
  );

export const removeFavorite = async (productId: number) =>
  parseFavorites(
    (await apiRequest<unknown>(`/favorites/${productId}?expand=products`, { method: 'DELETE' })).data,
  );

/** Heart toggle: shown at once (see useFavorites), replaced by the server's list, rolled back on failure. */
export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: toggleFavoriteKey,
    mutationFn: ({ productId, favorite }: FavoriteToggle) =>
      favorite ? addFavorite(productId) : removeFavorite(productId),
    onSuccess: (list) => {
      setFavoritesData(client, list);
    },
    onError: (err) => {
      forgetFavoritesOn401(err);
      console.error('Favourite update failed', err);
    },
  });
}
