import { useEffect, useMemo } from 'react';
import {
  queryOptions,
  useMutationState,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { FavoritesDto } from '@atlas/shared/contract/favorites';
import { isFavoriteList } from '../favorites-shape';
import { ApiError, apiRequest } from '@/lib/api-client';
import { clearSession, currentUser, useSession } from '@/lib/session';
import { favoritesKey } from '@/lib/query-keys';
import {
  clearFavoritesCache,
  FAVORITES_REFRESH_AFTER_MS,
  readFavoritesCache,
  writeFavoritesCache,
} from '../favorites-cache';

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

/** A favourites answer that is not a list clears them. */
export function parseFavorites(data: unknown): FavoritesDto {
  return isFavoriteList(data) ? data : [];
}

/** 401: the shopper is logged out and their local favourites go with them. */
export function forgetFavoritesOn401(err: unknown): void {
  if (err instanceof ApiError && err.status === 401) {
    const store = storage();
    if (store) clearFavoritesCache(store);
    clearSession('lost');
  }
}

export const getFavorites = async (signal?: AbortSignal) =>
  parseFavorites((await apiRequest<unknown>('/favorites?expand=products', { signal })).data);

/**
 * The server list behind the local cache: the cache seeds the query (so the hearts and badge show
 * at once) with its own timestamp, and anything older than 150 s is refreshed in the background.
 */
export const favoritesQuery = (userId: number) =>
  queryOptions({
    queryKey: favoritesKey(userId),
    queryFn: async ({ signal }) => {
      const store = storage();
      try {
        const list = await getFavorites(signal);
        if (store) writeFavoritesCache(store, userId, list, Date.now());
        return list;
      } catch (err) {
        forgetFavoritesOn401(err);
        if (store) clearFavoritesCache(store);
        throw err;
      }
    },
    initialData: () => {
      const store = storage();
      if (!store || userId <= 0) return undefined;
      const cached = readFavoritesCache(store, userId, Date.now());
      return cached.state === 'missing' ? undefined : cached.favorites;
    },
    initialDataUpdatedAt: () => {
      const store = storage();
      if (!store || userId <= 0) return undefined;
      const cached = readFavoritesCache(store, userId, Date.now());
      return cached.state === 'missing' ? undefined : cached.timestamp;
    },
    staleTime: FAVORITES_REFRESH_AFTER_MS,
    retry: (count, err) => !(err instanceof ApiError && err.status === 401) && count < 1,
  });

/** Puts the server's list in the query and in the local cache. */
/**
 * Keeps the server's answer as the signed-in shopper's favourites. The session is read now, not
 * taken from a render: right after hydration a render can still be the server's (a visitor).
 */
export function setFavoritesData(client: QueryClient, list: FavoritesDto): void {
  const user = currentUser();
  if (!user) return;
  client.setQueryData(favoritesKey(user.id), list);
  const store = storage();
  if (store) writeFavoritesCache(store, user.id, list, Date.now());
}

/** The key of heart toggles still on their way; their wished state shows at once. */
export const toggleFavoriteKey = ['favorite-toggle'] as const;
export interface FavoriteToggle {
  productId: number;
  favorite: boolean;
}

const empty: FavoritesDto = [];

/**
 * The signed-in shopper's favourites (empty for a visitor), with the hearts toggled but not yet
 * confirmed shown optimistically; a toggle that fails drops out, which rolls it back.
 */
export function useFavorites() {
  const { user } = useSession();
  const client = useQueryClient();
  const query = useQuery({ ...favoritesQuery(user?.id ?? 0), enabled: !!user });

  useEffect(() => {
    if (!user) client.removeQueries({ queryKey: favoritesKey() });
  }, [user, client]);

  const pending = useMutationState({
    filters: { mutationKey: toggleFavoriteKey, status: 'pending' },
    select: (m) => m.state.variables as FavoriteToggle,
  });

  const favorites = user && !query.isError ? (query.data ?? empty) : empty;
  const ids = useMemo(() => {
    const set = new Set(favorites.map((f) => f.productId));
    for (const p of pending) {
      if (p.favorite) set.add(p.productId);
      else set.delete(p.productId);
    }
    return set;
  }, [favorites, pending]);

  return {
    favorites,
    count: ids.size,
    isFavorite: (productId: number) => ids.has(productId),
    isLoading: !!user && query.isPending,
  };
}
