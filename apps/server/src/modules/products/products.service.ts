import { eq } from 'drizzle-orm';
import {
  flavorStockMessages,
  type FlavorStockUpdateInput,
  type ProductDto,
} from '@atlas/shared/contract/products';
import type { Language } from '@atlas/shared/rules/locale';
import type { Catalogue } from '../../db/catalogue-read-model';
import type { Db } from '../../db/client';
import { productFlavors, products } from '../../db/schema/index';
import { takeUnits } from '../../db/stock';
import { AppError } from '../../lib/app-error';

// Catalogue reads are answered by the read model (app.catalogue, db/catalogue-read-model.ts).

/**
 * Takes units of a flavor, now an admin tool: the
 * flavor is matched case-insensitively and the units are taken as checkout takes them (db/stock.ts),
 * so stock never goes negative.
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
    await takeUnits(tx, [{ productId: id, flavor: match.name, hasFlavors: true, quantity: input.quantity }]);
  });
  // the commit's notification has reached the catalogue: this waits for its reload
  return catalogue.get(id, lang);
}
