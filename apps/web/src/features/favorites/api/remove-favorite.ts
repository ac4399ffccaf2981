import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetFavoritesOn401, setFavoritesData } from './get-favorites';
import { removeFavorite } from './toggle-favorite';

/** How long a removed row stays (fading) after the server confirmed. */
export const FAVORITE_REMOVAL_MS = 500;

/**
 * Removal from the favourites page: the row fades while the call runs and leaves the list
 * 500 ms after the server confirmed; a failure rejects, so the caller can undo the fade.
 */
export function useRemoveFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: (list) =>
      new Promise<void>((resolve) => {
        window.setTimeout(() => {
          setFavoritesData(client, list);
          resolve();
        }, FAVORITE_REMOVAL_MS);
      }),
    onError: (err) => {
      forgetFavoritesOn401(err);
      console.error('Favourite removal failed', err);
    },
  });
}
