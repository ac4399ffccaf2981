import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { notEnoughInventory } from '../lib/stock-errors';
import type { Db } from './client';
import { productFlavors, products } from './schema/index';

/** Units of one (product, flavor) to take (delta > 0) or give back (delta < 0). */
export interface StockMove {
  productId: number;
  /** The flavor's key (its English name), or 'Unflavored'. */
  flavor: string;
  /** Whether the units live in a flavor row; else the product's own quantity is its stock. */
  hasFlavors: boolean;
  delta: number;
}

/** Units of one (product, flavor) to take, e.g. a cart line. */
export type StockLine = Pick<StockMove, 'productId' | 'flavor' | 'hasFlavors'> & { quantity: number };

/**
 * products.in_stock as the flavors say: some flavor has units. A product without flavors keeps
 * its own flag (its quantity is its stock), as `productInStock` in the shared rules says.
 */
const inStockFromFlavors = sql`case
  when exists (select 1 from ${productFlavors} f where f.product_id = ${products.id})
  then exists (select 1 from ${productFlavors} f where f.product_id = ${products.id} and f.quantity > 0)
  else ${products.inStock} end`;

/**
 * After a flavor's units changed by `delta` (negative when taken): the product's quantity moves by
 * the same amount (it counts its flavors' units, as the demo catalogue sums them and every take
 * moves both) and in_stock follows the flavors.
 */
export async function refreshProductStock(tx: Db, productId: number, delta: number): Promise<void> {
  await tx
    .update(products)
    .set({ quantity: sql`greatest(${products.quantity} + ${delta}, 0)`, inStock: inStockFromFlavors })
    .where(eq(products.id, productId));
}

async function flavorStockNow(tx: Db, productId: number, flavor: string): Promise<number> {
  const [row] = await tx
    .select({ quantity: productFlavors.quantity })
    .from(productFlavors)
    .where(and(eq(productFlavors.productId, productId), eq(productFlavors.name, flavor)));
  return row?.quantity ?? 0;
}

/** Takes (n > 0) or gives back (n < 0) units of a flavor row; false when no row changed. */
async function moveFlavorUnits(tx: Db, { productId, flavor, delta }: StockMove): Promise<boolean> {
  const n = Math.abs(delta);
  const changed = await tx
    .update(productFlavors)
    .set({ quantity: sql`${productFlavors.quantity} ${delta > 0 ? sql`-` : sql`+`} ${n}` })
    .where(
      and(
        eq(productFlavors.productId, productId),
        eq(productFlavors.name, flavor),
        // taking is conditional, so concurrent buyers never drive the stock below zero
        delta > 0 ? sql`${productFlavors.quantity} >= ${n}` : undefined,
      ),
    )
    .returning({ left: productFlavors.quantity });
  if (changed.length === 0) return false;
  await refreshProductStock(tx, productId, -delta);
  return true;
}

/** The same for a product without flavors: its own quantity and in_stock flag. */
async function moveProductUnits(tx: Db, { productId, delta }: StockMove): Promise<boolean> {
  const n = Math.abs(delta);
  if (delta < 0) {
    await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${n}`, inStock: true })
      .where(eq(products.id, productId));
    return true;
  }
  const taken = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${n}`, inStock: sql`${products.quantity} - ${n} > 0` })
    .where(and(eq(products.id, productId), eq(products.inStock, true), sql`${products.quantity} >= ${n}`))
    .returning({ left: products.quantity });
  return taken.length > 0;
}

/**
 * Moves the units of every (product, flavor), all or none: inside the caller's transaction, a
 * take that finds too few units throws 409 'Not enough inventory' and the transaction rolls back.
 * Moves go in a fixed order (product id, then flavor) so concurrent orders, edits and cancels lock
 * the same rows in the same order. The product rows are locked first, as the admin's flavor
 * writes lock them (product, then flavor), so a checkout and an admin edit of the same product
 * wait for each other instead of deadlocking. Giving back skips a flavor that no longer exists.
 */
export async function moveUnits(tx: Db, moves: readonly StockMove[]): Promise<void> {
  const sorted = moves
    .filter((m) => m.delta !== 0)
    .sort((a, b) => a.productId - b.productId || a.flavor.localeCompare(b.flavor));
  const productIds = [...new Set(sorted.map((m) => m.productId))];
  if (productIds.length > 0) {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, productIds))
      .orderBy(asc(products.id))
      // not FOR UPDATE: the order's own lines hold KEY SHARE on these rows (their foreign keys),
      // which FOR UPDATE would wait on across concurrent checkouts; NO KEY UPDATE does not
      .for('no key update');
  }
  for (const move of sorted) {
    const moved = move.hasFlavors ? await moveFlavorUnits(tx, move) : await moveProductUnits(tx, move);
    if (moved || move.delta < 0) continue;
    throw notEnoughInventory(
      move.flavor,
      move.hasFlavors ? await flavorStockNow(tx, move.productId, move.flavor) : 0,
    );
  }
}

/** Takes the units of every line, or none (see moveUnits). */
export function takeUnits(tx: Db, lines: readonly StockLine[]): Promise<void> {
  return moveUnits(
    tx,
    lines.map(({ productId, flavor, hasFlavors, quantity }) => ({
      productId,
      flavor,
      hasFlavors,
      delta: quantity,
    })),
  );
}

/**
 * After an import set flavors' units: the product's quantity is their sum again and in_stock
 * follows them (the rows are locked by the importing transaction).
 */
export async function recountProductStock(tx: Db, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({
      quantity: sql`coalesce((select sum(${productFlavors.quantity}) from ${productFlavors} where ${productFlavors.productId} = ${productId}), ${products.quantity})`,
      inStock: inStockFromFlavors,
    })
    .where(eq(products.id, productId));
}

/**
 * A stock count from a supplier's delivery or a count: `set` the units, or `add` (negative to
 * take) them, never below zero. For a product without flavors (`flavor` empty) its own quantity.
 * Under the same row locks as checkout's takes, so neither loses the other's change.
 */
export async function setStock(
  tx: Db,
  productId: number,
  flavor: string,
  change: { set: number } | { add: number },
): Promise<void> {
  if (flavor) {
    const quantity =
      'set' in change ? sql`${change.set}` : sql`greatest(${productFlavors.quantity} + ${change.add}, 0)`;
    await tx
      .update(productFlavors)
      .set({ quantity })
      .where(and(eq(productFlavors.productId, productId), eq(productFlavors.name, flavor)));
    return;
  }
  const quantity =
    'set' in change ? sql`${change.set}` : sql`greatest(${products.quantity} + ${change.add}, 0)`;
  await tx
    .update(products)
    .set({ quantity, inStock: sql`${quantity} > 0` })
    .where(eq(products.id, productId));
}
