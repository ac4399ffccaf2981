import { asc, eq, inArray } from 'drizzle-orm';
import type { Language } from '@atlas/shared/rules/locale';
import { UNFLAVORED, type CartItemDto } from '@atlas/shared/contract/cart';
import { lineTotalPiastres } from '@atlas/shared/rules/cart';
import { piastresToEgp } from '@atlas/shared/rules/pricing';
import { caffeineMgPerDay, pricePerServingPiastres } from '@atlas/shared/rules/servings';
import { flavorFacts, type SupplementFacts } from '@atlas/shared/contract/supplement-facts';
import { automaticPrices, offerBadge, type AutomaticOffer } from '@atlas/shared/rules/promotions';
import type { MediaUrl } from '../lib/media';
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
  /** The flavor's supplement facts (the product's with the flavor's own values); null without. */
  facts: SupplementFacts | null;
}

/** A line to price: a cart row, or a line of a visitor's cart kept in the browser. */
export interface LineToPrice {
  productId: number;
  /** The flavor's name, matched case-insensitively (flavors of a product differ case-insensitively). */
  flavor: string;
  quantity: number;
}

/**
 * A line priced, or null when its product is gone. `flavorGone`: the product has no such flavor
 * (any more); the line is priced with stock 0 so that it blocks checkout.
 */
export type LinePricing = { line: PricedCartLine; flavorGone: boolean } | null;

/** Prices `lines` (in their order) from the catalogue and the automatic offers running at `now`. */
export async function priceLines(
  db: Db,
  lines: readonly LineToPrice[],
  lang: Language,
  now: Date,
): Promise<LinePricing[]> {
  if (lines.length === 0) return [];
  const rows = await db
    .select({
      productId: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      image: products.image,
      price: products.pricePiastres,
      discount: products.discount,
      category: products.category,
      brand: products.brand,
      quantity: products.quantity,
      inStock: products.inStock,
      flavorName: productFlavors.name,
      flavorNameAr: productFlavors.nameAr,
      flavorImage: productFlavors.image,
      flavorQuantity: productFlavors.quantity,
      facts: products.facts,
      flavorFacts: productFlavors.facts,
    })
    .from(products)
    .leftJoin(productFlavors, eq(productFlavors.productId, products.id))
    .where(inArray(products.id, [...new Set(lines.map((l) => l.productId))]));
  const byProduct = new Map<number, typeof rows>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);

  const found = lines.map((line) => {
    const productRows = byProduct.get(line.productId);
    if (!productRows) return null;
    const product = productRows[0]!;
    const hasFlavors = product.flavorName !== null;
    const wanted = line.flavor.toLowerCase();
    const flavor = productRows.find((r) => r.flavorName?.toLowerCase() === wanted) ?? null;
    return { line, product, flavor, hasFlavors };
  });
  const known = found.filter((f) => f !== null);
  const offers = known.length ? await liveOffers(db, now) : [];
  const prices = automaticPrices(
    known.map(({ line, product }) => ({
      productId: product.productId,
      category: product.category,
      brand: product.brand,
      listPiastres: product.price,
      productDiscount: product.discount,
      quantity: line.quantity,
    })),
    offers,
  );
  let next = 0;
  return found.map((f): LinePricing => {
    if (!f) return null;
    const { line, product, flavor, hasFlavors } = f;
    const price = prices[next++]!;
    const unflavored = !hasFlavors && line.flavor.toLowerCase() === UNFLAVORED.toLowerCase();
    const stock = flavor ? flavor.flavorQuantity! : unflavored && product.inStock ? product.quantity : 0;
    const flavorKey = flavor ? flavor.flavorName! : unflavored ? UNFLAVORED : line.flavor;
    return {
      flavorGone: !flavor && !unflavored,
      line: {
        productId: product.productId,
        name: lang === 'ar' ? product.nameAr || product.nameEn : product.nameEn,
        image: flavor?.flavorImage || product.image,
        unitPiastres: price.unitPiastres,
        originalPiastres: product.price,
        productDiscount: product.discount,
        offer: price.offer,
        category: product.category,
        brand: product.brand,
        flavor: flavorKey,
        flavorLabel: lang === 'ar' && flavor?.flavorNameAr ? flavor.flavorNameAr : flavorKey,
        quantity: line.quantity,
        stock: Math.max(0, stock),
        hasFlavors,
        facts: product.facts ? flavorFacts(product.facts, flavor?.flavorFacts) : null,
      },
    };
  });
}

// alike in shape to the stock alerts' read of one shopper's alerts; each reads its own table
/**
 * The shopper's cart, oldest line first, priced by `priceLines` (a line whose flavor no longer
 * exists stays, with stock 0, until the shopper removes it).
 */
export async function loadPricedCart(
  db: Db,
  userId: number,
  lang: Language,
  now: Date,
): Promise<PricedCartLine[]> {
  const rows = await db
    .select({ productId: cartItems.productId, flavor: cartItems.flavor, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return (await priceLines(db, rows, lang, now)).flatMap((p) => (p ? [p.line] : []));
}

/** A priced line as the cart (and a guest's quote) answers it. */
export function toCartItemDto(line: PricedCartLine, lang: Language, media: MediaUrl): CartItemDto {
  return {
    productId: line.productId,
    name: line.name,
    image: media(line.image),
    price: piastresToEgp(line.unitPiastres),
    originalPrice: piastresToEgp(line.originalPiastres),
    selectedFlavor: line.flavor,
    flavorLabel: line.flavorLabel,
    quantity: line.quantity,
    total: piastresToEgp(lineTotalPiastres(line)),
    stock: line.stock,
    offer: line.offer ? offerBadge(line.offer, lang) : null,
    ...(line.facts
      ? {
          pricePerServing: piastresToEgp(pricePerServingPiastres(line.unitPiastres, line.facts)),
          caffeineMgPerDay: caffeineMgPerDay(line.facts),
          allergens: line.facts.allergens,
        }
      : {}),
  };
}
