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

/**
 * Heart toggle: shown at once (see useFavorites), replaced by the server's list, rolled back on
 * failure. Every toggle waits for the one before it (one scope): a second tap on a heart whose
 * first is on its way is sent after it, never racing it, and each answer's list is the newest.
 */
export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: toggleFavoriteKey,
    scope: { id: 'favorites' },
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
