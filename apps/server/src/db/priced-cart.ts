import { and, asc, eq, sql } from 'drizzle-orm';
import type { Language } from '@atlas/shared/rules/locale';
import { UNFLAVORED } from '@atlas/shared/contract/cart';
import type { Db } from './client';
import { cartItems, productFlavors, products } from './schema/index';

/** A cart line priced from the catalogue as it is now (shared by the cart and order placement). */
export interface PricedCartLine {
  productId: number;
  name: string;
  /** Stored media path: the flavor's image, else the product's. */
  image: string;
  unitPiastres: number;
  originalPiastres: number;
  /** The flavor's key (its English name), or 'Unflavored'. */
  flavor: string;
  flavorLabel: string;
  quantity: number;
  /** Units of this flavor in stock now; 0 when sold out or when the flavor no longer exists. */
  stock: number;
  /** Whether the product has flavor rows (else its own quantity is the stock). */
  hasFlavors: boolean;
}

/** The shopper's cart, oldest line first, with names, images and prices from the catalogue. */
export async function loadPricedCart(db: Db, userId: number, lang: Language): Promise<PricedCartLine[]> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      flavor: cartItems.flavor,
      quantity: cartItems.quantity,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      productImage: products.image,
      price: products.pricePiastres,
      finalPrice: products.finalPricePiastres,
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

  return rows.map((r) => {
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
      unitPiastres: r.finalPrice,
      originalPiastres: r.price,
      flavor: r.flavor,
      flavorLabel: lang === 'ar' && r.flavorNameAr ? r.flavorNameAr : r.flavor,
      quantity: r.quantity,
      stock: Math.max(0, stock),
      hasFlavors,
    };
  });
}
