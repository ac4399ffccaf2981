/**
 * What an admin's edit or cancel, and a kiosk order's expiry, do to stock: the catalogue as they see
 * it, the stock moves between an order's old and new lines, and giving back what a cancelled order
 * took.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import type { Db } from '../../db/client';
import { returnCouponUse } from '../../db/promotions';
import { orderItems, productFlavors, products } from '../../db/schema/index';
import { moveUnits, type StockMove } from '../../db/stock';

export type ItemRow = typeof orderItems.$inferSelect;

interface CatalogueFlavor {
  name: string;
  nameAr: string;
  image: string;
}

export interface CatalogueProduct {
  nameEn: string;
  nameAr: string;
  image: string;
  pricePiastres: number;
  finalPricePiastres: number;
  /** Flavor rows by lower-cased name; empty when the product's own quantity is its stock. */
  flavors: Map<string, CatalogueFlavor>;
}

export async function loadCatalogue(tx: Db, ids: number[]): Promise<Map<number, CatalogueProduct>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  const found = new Map<number, CatalogueProduct>();
  if (unique.length === 0) return found;
  const [rows, flavorRows] = await Promise.all([
    tx
      .select({
        id: products.id,
        nameEn: products.nameEn,
        nameAr: products.nameAr,
        image: products.image,
        pricePiastres: products.pricePiastres,
        finalPricePiastres: products.finalPricePiastres,
      })
      .from(products)
      .where(inArray(products.id, unique)),
    tx
      .select({
        productId: productFlavors.productId,
        name: productFlavors.name,
        nameAr: productFlavors.nameAr,
        image: productFlavors.image,
      })
      .from(productFlavors)
      .where(inArray(productFlavors.productId, unique))
      .orderBy(asc(productFlavors.position), asc(productFlavors.id)),
  ]);
  for (const { id, ...row } of rows) found.set(id, { ...row, flavors: new Map() });
  for (const f of flavorRows) found.get(f.productId)?.flavors.set(f.name.toLowerCase(), f);
  return found;
}

/** Units of one (product, flavor) to take (delta > 0) or give back (delta < 0). */
export type StockChange = Omit<StockMove, 'hasFlavors'>;

/**
 * Moves stock like checkout (db/stock.ts: one lock order, never overselling). A product gone from
 * the catalogue moves nothing; a flavor the product no longer has is a flavor row that is not
 * there: taking it answers 409, giving it back is skipped.
 */
export async function moveStock(
  tx: Db,
  changes: StockChange[],
  catalogue: Map<number, CatalogueProduct>,
): Promise<void> {
  const moves: StockMove[] = [];
  for (const change of changes) {
    const product = catalogue.get(change.productId);
    if (!product) continue;
    moves.push({ ...change, hasFlavors: product.flavors.size > 0 || change.flavor !== UNFLAVORED });
  }
  await moveUnits(tx, moves);
}

export async function orderItemsOf(tx: Db, orderId: number): Promise<ItemRow[]> {
  return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** Per (product, flavor): new units minus old units. Lines of products gone from the catalogue move nothing. */
export function stockMoves(
  oldItems: ItemRow[],
  lines: readonly { productId: number | null; flavor: string; quantity: number }[],
): StockChange[] {
  const moves = new Map<string, StockChange>();
  const add = (productId: number | null, flavor: string, delta: number) => {
    if (!productId) return;
    const key = `${productId}:${flavor}`;
    const move = moves.get(key) ?? { productId, flavor, delta: 0 };
    move.delta += delta;
    moves.set(key, move);
  };
  for (const item of oldItems) add(item.productId, item.flavor, -item.quantity);
  for (const line of lines) add(line.productId, line.flavor, line.quantity);
  return [...moves.values()];
}

/**
 * Inside the caller's transaction (order row locked): what a cancelled order took goes back:
 * every line's units to stock, and its code's use (once).
 */
export async function releaseOrder(tx: Db, orderId: number): Promise<void> {
  await returnCouponUse(tx, orderId);
  const oldItems = await orderItemsOf(tx, orderId);
  const catalogue = await loadCatalogue(
    tx,
    oldItems.map((item) => item.productId ?? 0),
  );
  await moveStock(tx, stockMoves(oldItems, []), catalogue);
}
