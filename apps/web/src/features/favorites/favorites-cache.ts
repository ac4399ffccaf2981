import type { FavoritesDto } from '@atlas/shared/contract/favorites';
import { isFavoriteList } from './favorites-shape';

/**
 * The per-user favourites cache the spec describes: one localStorage entry
 * `{ userId, favorites, timestamp }` under `favoritesCache`, trusted for 5 minutes, refreshed in
 * the background once older than half of that, and discarded when it belongs to another user.
 * Pure: the storage and the clock are arguments.
 */
export const FAVORITES_CACHE_KEY = 'favoritesCache';
/** The spec's other favourites key; it is cleared together with the cache. */
export const FAVORITES_KEY = 'favorites';
export const FAVORITES_CACHE_LIFETIME_MS = 300_000;
export const FAVORITES_REFRESH_AFTER_MS = FAVORITES_CACHE_LIFETIME_MS / 2;

export interface FavoritesCacheEntry {
  userId: number;
  favorites: FavoritesDto;
  timestamp: number;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type FavoritesCacheRead =
  { state: 'fresh' | 'stale'; favorites: FavoritesDto; timestamp: number } | { state: 'missing' };

/** The state of an entry at `now`: fresh (use it), stale (use it and refresh), or unusable. */
export function cacheState(
  entry: FavoritesCacheEntry,
  userId: number,
  now: number,
): 'fresh' | 'stale' | 'expired' | 'foreign' {
  if (entry.userId !== userId) return 'foreign';
  const age = now - entry.timestamp;
  if (age < 0 || age >= FAVORITES_CACHE_LIFETIME_MS) return 'expired';
  return age > FAVORITES_REFRESH_AFTER_MS ? 'stale' : 'fresh';
}

function parse(raw: string | null): FavoritesCacheEntry | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<FavoritesCacheEntry> | null;
    if (!value || typeof value.userId !== 'number' || typeof value.timestamp !== 'number') return null;
    return isFavoriteList(value.favorites)
      ? { userId: value.userId, timestamp: value.timestamp, favorites: value.favorites }
      : null;
  } catch {
    return null;
  }
}

/** Reads the entry for `userId`; an expired, malformed or other user's entry is removed. */
export function readFavoritesCache(storage: Storage, userId: number, now: number): FavoritesCacheRead {
  let raw: string | null;
  try {
    raw = storage.getItem(FAVORITES_CACHE_KEY);
  } catch {
    return { state: 'missing' };
  }
  if (raw === null) return { state: 'missing' };
  const entry = parse(raw);
  const state = entry ? cacheState(entry, userId, now) : 'expired';
  if (!entry || state === 'expired' || state === 'foreign') {
    clearFavoritesCache(storage);
    return { state: 'missing' };
  }
  return { state, favorites: entry.favorites, timestamp: entry.timestamp };
}

export function writeFavoritesCache(
  storage: Storage,
  userId: number,
  favorites: FavoritesDto,
  now: number,
): void {
  const entry: FavoritesCacheEntry = { userId, favorites, timestamp: now };
  try {
    storage.setItem(FAVORITES_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // storage full or unavailable: the cache is an optimisation only
  }
}

export function clearFavoritesCache(storage: Storage): void {
  for (const key of [FAVORITES_CACHE_KEY, FAVORITES_KEY]) {
    try {
      storage.removeItem(key);
    } catch {
      // storage unavailable: nothing to clear
    }
  }
}
