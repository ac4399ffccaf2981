import { z } from 'zod';

export const FavoriteParams = z.object({
  productId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A favourite: the product id with what the favourites page shows of it. */
export const FavoriteDto = z
  .object({
    productId: z.number().int(),
    id: z.number().int(),
    name: z.string(),
    brand: z.string(),
    image: z.string(),
    available_size: z.string(),
    price: z.number(),
    discountedPrice: z.number(),
    inStock: z.boolean(),
    addedAt: z.string(),
  })
  .meta({ id: 'Favorite' });
export type FavoriteDto = z.infer<typeof FavoriteDto>;

export const FavoritesDto = z.array(FavoriteDto);
export type FavoritesDto = z.infer<typeof FavoritesDto>;

/**
 * What the favourites routes answer: the spec's list of product ids, or with
 * `?expand=products` the favourites with what the favourites page shows (our web app asks so).
 */
export const FavoritesQuery = z.object({ expand: z.enum(['products']).optional() });
export type FavoritesQuery = z.infer<typeof FavoritesQuery>;
export const FavoriteIdsDto = z.array(z.number().int()).meta({ id: 'FavoriteIds' });
export const FavoritesAnswer = z.union([FavoriteIdsDto, FavoritesDto]);
