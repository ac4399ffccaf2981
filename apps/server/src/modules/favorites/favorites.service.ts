import { desc, eq, and } from 'drizzle-orm';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import type { FavoritesDto } from '@atlas/shared/contract/favorites';
import { piastresToEgp } from '@atlas/shared/rules/pricing';
import type { Language } from '@atlas/shared/rules/locale';
import type { Db } from '../../db/client';
import { favorites, products } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { MediaUrl } from '../../lib/media';

/** The shopper's favourites, most recently added first. */
export async function listFavorites(
  db: Db,
  userId: number,
  lang: Language,
  media: MediaUrl,
): Promise<FavoritesDto> {
  const rows = await db
    .select({ product: products, addedAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId));
  return rows.map(({ product: p, addedAt }) => ({
    productId: p.id,
    id: p.id,
    name: lang === 'ar' ? p.nameAr || p.nameEn : p.nameEn,
    brand: p.brand,
    image: media(p.image),
    available_size: p.availableSize,
    price: piastresToEgp(p.pricePiastres),
    discountedPrice: piastresToEgp(p.finalPricePiastres),
    inStock: p.inStock,
    addedAt: new Date(addedAt).toISOString(),
  }));
}

/** The spec's answer: the product ids alone, in the same order (a deleted product takes its favourites with it). */
export async function listFavoriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId));
  return rows.map((r) => r.productId);
}

/** Adding twice is the same as adding once. */
export async function addFavorite(db: Db, userId: number, productId: number): Promise<void> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw new AppError(ErrorCode.notFound, 404, 'Product not found', { productId: 'not found' });
  await db.insert(favorites).values({ userId, productId }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, userId: number, productId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
}

export async function clearFavorites(db: Db, userId: number): Promise<void> {
  await db.delete(favorites).where(eq(favorites.userId, userId));
}
