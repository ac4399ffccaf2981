import type { FavoriteDto, FavoritesDto } from '@atlas/shared/contract/favorites';

const FIELD_TYPES: Record<keyof FavoriteDto, 'number' | 'string' | 'boolean'> = {
  productId: 'number',
  id: 'number',
  name: 'string',
  brand: 'string',
  image: 'string',
  available_size: 'string',
  price: 'number',
  discountedPrice: 'number',
  inStock: 'boolean',
  addedAt: 'string',
};

/**
 * Whether a value has the favourites list's shape (contract/favorites.ts), checked by hand:
 * the heart on every product card needs it, and zod stays out of the first page's JavaScript.
 */
export function isFavoriteList(value: unknown): value is FavoritesDto {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        Object.entries(FIELD_TYPES).every(
          ([key, type]) => typeof (item as Record<string, unknown>)[key] === type,
        ),
    )
  );
}
