import { and, asc, eq, sql } from 'drizzle-orm';
import type { Language } from '@atlas/shared/rules/locale';
import { UNFLAVORED } from '@atlas/shared/contract/cart';
import { automaticPrices, type AutomaticOffer } from '@atlas/shared/rules/promotions';
import type { Db } from './client';
import { liveOffers } from './promotions';
import { cartItems, productFlavors, products } from './schema/index';

/** A cart line priced from the catalogue as it is now (shared by the cart and order placement). */
export interface PricedCartLine {
  productId: number;
  name: string;
  /** Stored media path: the flavor's image, else the product's. */
  image: string;
  /** The unit's price after the automatic offers (rules/promotions.ts). */
  unitPiastres: number;
  /** The unit's list price. */
  originalPiastres: number;
  /** The product's own discount, whole percent. */
  productDiscount: number;
  /** The automatic offer that set the unit price; null: the product's own discount or none. */
  offer: AutomaticOffer | null;
  category: string;
  brand: string;
  /** The flavor's key (its English name), or 'Unflavored'. */
  flavor: string;
  flavorLabel: string;
  quantity: number;
  /** Units of this flavor in stock now; 0 when sold out or when the flavor no longer exists. */
  stock: number;
  /** Whether the product has flavor rows (else its own quantity is the stock). */
  hasFlavors: boolean;
}

/**
 * The shopper's cart, oldest line first, with names, images and prices from the catalogue and
 * the automatic offers running at `now`.
 */
export async function loadPricedCart(
  db: Db,
  userId: number,
  lang: Language,
  now: Date,
): Promise<PricedCartLine[]> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      flavor: cartItems.flavor,
      quantity: cartItems.quantity,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      productImage: products.image,
      price: products.pricePiastres,
      discount: products.discount,
      category: products.category,
      brand: products.brand,
      productQuantity: products.quantity,
      inStock: products.inStock,
      flavorName: productFlavors.name,
      flavorNameAr: productFlavors.nameAr,
      flavorImage: productFlavors.image,
      flavorQuantity: productFlavors.quantity,
      hasFlavors: sql<boolean>`exists (select 1 from ${productFlavors} f where f.product_id = ${products.id})`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(
      productFlavors,
      and(eq(productFlavors.productId, cartItems.productId), eq(productFlavors.name, cartItems.flavor)),
    )
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));

  const offers = rows.length ? await liveOffers(db, now) : [];
  const prices = automaticPrices(
    rows.map((r) => ({
      productId: r.productId,
      category: r.category,
      brand: r.brand,
      listPiastres: r.price,
      productDiscount: r.discount,
      quantity: r.quantity,
    })),
    offers,
  );
  return rows.map((r, i) => {
    const hasFlavors = Boolean(r.hasFlavors);
    const stock =
      r.flavorQuantity !== null
        ? r.flavorQuantity
        : !hasFlavors && r.flavor === UNFLAVORED && r.inStock
          ? r.productQuantity
          : 0;
    return {
      productId: r.productId,
      name: lang === 'ar' ? r.nameAr || r.nameEn : r.nameEn,
      image: r.flavorImage || r.productImage,
      unitPiastres: prices[i]!.unitPiastres,
      originalPiastres: r.price,
      productDiscount: r.discount,
      offer: prices[i]!.offer,
      category: r.category,
      brand: r.brand,
      flavor: r.flavor,
      flavorLabel: lang === 'ar' && r.flavorNameAr ? r.flavorNameAr : r.flavor,
      quantity: r.quantity,
      stock: Math.max(0, stock),
      hasFlavors,
    };
  });
}
