import { and, eq, sql } from 'drizzle-orm';
import {
  flavorStockMessages,
  type FlavorStockUpdateInput,
  type ProductDto,
} from '@atlas/shared/contract/products';
import type { Language } from '@atlas/shared/rules/locale';
import type { Catalogue } from '../../db/catalogue-read-model';
import type { Db } from '../../db/client';
import { productFlavors, products } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { notEnoughInventory } from '../../lib/stock-errors';

// Catalogue reads are answered by the read model (app.catalogue, db/catalogue-read-model.ts).

/**
 * Takes units of a flavor (spec 000 §5 customer flavor stock update), now an admin tool: the
 * flavor is matched case-insensitively and the decrement is conditional, so stock never goes negative.
 */
export async function decrementFlavorStock(
  db: Db,
  catalogue: Catalogue,
  id: number,
  input: FlavorStockUpdateInput,
  lang: Language,
): Promise<ProductDto> {
  if (input.productId !== undefined && input.productId !== id) {
    throw AppError.badRequest('productId does not match the product in the path', { productId: 'mismatch' });
  }
  await db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id));
    if (!product) throw AppError.notFound('Product not found');
    const flavors = await tx
      .select({ name: productFlavors.name })
      .from(productFlavors)
      .where(eq(productFlavors.productId, id));
    if (flavors.length === 0) throw AppError.badRequest(flavorStockMessages.noFlavors, { flavor: 'none' });
    const match = flavors.find((f) => f.name.toLowerCase() === input.flavor.toLowerCase());
    if (!match)
      throw AppError.badRequest(flavorStockMessages.unknownFlavor(input.flavor), { flavor: 'unknown' });
    const taken = await tx
      .update(productFlavors)
      .set({ quantity: sql`${productFlavors.quantity} - ${input.quantity}` })
      .where(
        and(
          eq(productFlavors.productId, id),
          eq(productFlavors.name, match.name),
          sql`${productFlavors.quantity} >= ${input.quantity}`,
        ),
      )
      .returning({ left: productFlavors.quantity });
    if (taken.length === 0) throw notEnoughInventory(match.name, 0);
    await tx
      .update(products)
      .set({
        quantity: sql`greatest(${products.quantity} - ${input.quantity}, 0)`,
        inStock: sql`exists (select 1 from ${productFlavors} f where f.product_id = ${products.id} and f.quantity > 0)`,
      })
      .where(eq(products.id, id));
  });
  // the commit's notification has reached the catalogue: this waits for its reload
  return catalogue.get(id, lang);
}
