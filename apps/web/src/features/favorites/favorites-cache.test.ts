// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { FavoritesDto } from '@atlas/shared/contract/favorites';
import {
  cacheState,
  clearFavoritesCache,
  FAVORITES_CACHE_KEY,
  FAVORITES_CACHE_LIFETIME_MS,
  FAVORITES_KEY,
  FAVORITES_REFRESH_AFTER_MS,
  readFavoritesCache,
  writeFavoritesCache,
} from './favorites-cache';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const favorites: FavoritesDto = [
  {
    productId: 7,
    id: 7,
    name: 'Whey Gold',
    brand: 'Optimum',
    image: '/assets/images/products/7.webp',
    available_size: '2 lb',
    price: 1500,
    discountedPrice: 1350,
    inStock: true,
    addedAt: '2026-01-05T10:00:00.000Z',
  },
];
const t0 = 1_750_000_000_000;

describe('favourites cache', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('stores { userId, favorites, timestamp } under favoritesCache', () => {
    writeFavoritesCache(storage, 4, favorites, t0);
    expect(JSON.parse(storage.getItem(FAVORITES_CACHE_KEY)!)).toEqual({
      userId: 4,
      favorites,
      timestamp: t0,
    });
  });

  it('uses the five-minute lifetime and refreshes after half of it', () => {
    expect(FAVORITES_CACHE_LIFETIME_MS).toBe(300_000);
    expect(FAVORITES_REFRESH_AFTER_MS).toBe(150_000);
  });

  it('is fresh up to 150 000 ms, stale (refresh in the background) after, expired at 300 000 ms', () => {
    const entry = { userId: 4, favorites, timestamp: t0 };
    expect(cacheState(entry, 4, t0)).toBe('fresh');
    expect(cacheState(entry, 4, t0 + 150_000)).toBe('fresh');
    expect(cacheState(entry, 4, t0 + 150_001)).toBe('stale');
    expect(cacheState(entry, 4, t0 + 299_999)).toBe('stale');
    expect(cacheState(entry, 4, t0 + 300_000)).toBe('expired');
  });

  it('reads a fresh and a stale entry with its data and timestamp', () => {
    writeFavoritesCache(storage, 4, favorites, t0);
    expect(readFavoritesCache(storage, 4, t0 + 1000)).toEqual({ state: 'fresh', favorites, timestamp: t0 });
    expect(readFavoritesCache(storage, 4, t0 + 200_000)).toEqual({
      state: 'stale',
      favorites,
      timestamp: t0,
    });
  });

  it('discards an expired entry', () => {
    writeFavoritesCache(storage, 4, favorites, t0);
    expect(readFavoritesCache(storage, 4, t0 + 300_000)).toEqual({ state: 'missing' });
    expect(storage.getItem(FAVORITES_CACHE_KEY)).toBeNull();
  });

  it("discards another user's entry", () => {
    writeFavoritesCache(storage, 4, favorites, t0);
    expect(cacheState({ userId: 4, favorites, timestamp: t0 }, 5, t0)).toBe('foreign');
    expect(readFavoritesCache(storage, 5, t0 + 10)).toEqual({ state: 'missing' });
    expect(storage.getItem(FAVORITES_CACHE_KEY)).toBeNull();
  });

  it('discards a malformed entry or one whose favourites are not a list', () => {
    storage.setItem(FAVORITES_CACHE_KEY, '{not json');
    expect(readFavoritesCache(storage, 4, t0)).toEqual({ state: 'missing' });
    storage.setItem(
      FAVORITES_CACHE_KEY,
      JSON.stringify({ userId: 4, favorites: { 7: true }, timestamp: t0 }),
    );
    expect(readFavoritesCache(storage, 4, t0)).toEqual({ state: 'missing' });
    expect(storage.getItem(FAVORITES_CACHE_KEY)).toBeNull();
  });

  it('treats an entry from the future (clock moved back) as expired', () => {
    writeFavoritesCache(storage, 4, favorites, t0);
    expect(readFavoritesCache(storage, 4, t0 - 1)).toEqual({ state: 'missing' });
  });

  it('clears both favourites keys', () => {
    writeFavoritesCache(storage, 4, favorites, t0);
    storage.setItem(FAVORITES_KEY, '[7]');
    clearFavoritesCache(storage);
    expect(storage.items.size).toBe(0);
  });
});
