import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productFlavors } from '../db/schema/index';

/** Units of a product's flavor in stock now. */
export async function stockOf(db: Db, productId: number, name: string): Promise<number> {
  const [row] = await db
    .select({ q: productFlavors.quantity })
    .from(productFlavors)
    .where(and(eq(productFlavors.productId, productId), eq(productFlavors.name, name)));
  return row!.q;
}

/** Sets a flavor's stock (a test's arrangement; the shop moves stock only through db/stock.ts). */
export async function setStock(db: Db, productId: number, name: string, quantity: number): Promise<void> {
  await db
    .update(productFlavors)
    .set({ quantity })
    .where(and(eq(productFlavors.productId, productId), eq(productFlavors.name, name)));
}
