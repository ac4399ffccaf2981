import { and, eq, sql } from 'drizzle-orm';
import {
  MAX_LINE_QUANTITY,
  UNFLAVORED,
  type CartAddInput,
  type CartDto,
  type CartLineInput,
} from '@atlas/shared/contract/cart';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import type { Language } from '@atlas/shared/rules/locale';
import type { Db } from '../../db/client';
import { loadPricedCart, toCartItemDto } from '../../db/priced-cart';
import { cartItems, productFlavors, products } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { MediaUrl } from '../../lib/media';
import { notEnoughInventory } from '../../lib/stock-errors';

export async function getCart(db: Db, userId: number, lang: Language, media: MediaUrl): Promise<CartDto> {
  const lines = await loadPricedCart(db, userId, lang, new Date());
  return lines.map((line) => toCartItemDto(line, lang, media));
}

/** The product's flavor as stored (matched case-insensitively) and its stock now. */
async function resolveFlavor(
  db: Db,
  productId: number,
  requested: string,
): Promise<{ flavor: string; stock: number }> {
  const [product] = await db
    .select({ quantity: products.quantity, inStock: products.inStock })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) {
    throw new AppError(ErrorCode.notFound, 404, 'Product not found', { productId: 'not found' });
  }
  const flavors = await db
    .select({ name: productFlavors.name, quantity: productFlavors.quantity })
    .from(productFlavors)
    .where(eq(productFlavors.productId, productId));
  const wanted = requested.toLowerCase();
  if (flavors.length === 0) {
    if (wanted !== UNFLAVORED.toLowerCase()) throw unknownFlavor(requested);
    return { flavor: UNFLAVORED, stock: product.inStock ? product.quantity : 0 };
  }
  const match = flavors.find((f) => f.name.toLowerCase() === wanted);
  if (!match) throw unknownFlavor(requested);
  return { flavor: match.name, stock: match.quantity };
}

const unknownFlavor = (flavor: string) =>
  AppError.badRequest(`Flavor '${flavor}' does not exist for this product`, { selectedFlavor: 'unknown' });

/**
 * Adds units to a line. The line never holds more than the flavor's stock (or the shop's per-line
 * limit): the bound is part of the upsert, so two quick adds cannot pass it together.
 */
export async function addToCart(
  db: Db,
  userId: number,
  input: CartAddInput,
  lang: Language,
  media: MediaUrl,
): Promise<CartDto> {
  const { flavor, stock } = await resolveFlavor(db, input.productId, input.selectedFlavor);
  const bound = Math.min(stock, MAX_LINE_QUANTITY);
  if (input.quantity > bound) throw notEnoughInventory(flavor, stock);
  const written = await db
    .insert(cartItems)
    .values({ userId, productId: input.productId, flavor, quantity: input.quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.flavor],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${bound}`,
    })
    .returning({ quantity: cartItems.quantity });
  if (written.length === 0) throw notEnoughInventory(flavor, stock);
  return getCart(db, userId, lang, media);
}

const lineOf = (userId: number, productId: number, flavor?: string) =>
  and(
    eq(cartItems.userId, userId),
    eq(cartItems.productId, productId),
    flavor === undefined ? undefined : sql`lower(${cartItems.flavor}) = lower(${flavor})`,
  );

/** One unit less; the line goes when its last unit does. A line not in the cart changes nothing. */
export async function removeOne(
  db: Db,
  userId: number,
  input: CartLineInput,
  lang: Language,
  media: MediaUrl,
): Promise<CartDto> {
  const line = lineOf(userId, input.productId, input.selectedFlavor);
  const decremented = await db
    .update(cartItems)
    .set({ quantity: sql`${cartItems.quantity} - 1` })
    .where(and(line, sql`${cartItems.quantity} > 1`))
    .returning({ id: cartItems.id });
  if (decremented.length === 0) await db.delete(cartItems).where(line);
  return getCart(db, userId, lang, media);
}

/** Removes a line, or every line of the product when no flavor is named. */
export async function removeLine(
  db: Db,
  userId: number,
  productId: number,
  flavor: string | undefined,
  lang: Language,
  media: MediaUrl,
): Promise<CartDto> {
  await db.delete(cartItems).where(lineOf(userId, productId, flavor));
  return getCart(db, userId, lang, media);
}

export async function clearCart(db: Db, userId: number): Promise<CartDto> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  return [];
}
