import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productFlavors, products } from '../../db/schema/index';
import { setStock } from '../../db/stock';
import type { Work } from './catalogue-import-plan';

/** Writes one step of an import's plan; notes the products whose flavors changed, to recount their stock. */
export async function applyWork(tx: Db, work: Work, touched: Set<number>): Promise<void> {
  switch (work.kind) {
    case 'create': {
      const [row] = await tx
        .insert(products)
        .values({
          ...work.product,
          quantity: work.quantity,
          inStock: work.flavors.length ? false : work.quantity > 0,
          facts: work.facts,
        })
        .returning({ id: products.id });
      if (work.flavors.length > 0) {
        await tx.insert(productFlavors).values(
          work.flavors.map((f, position) => ({
            ...f,
            productId: row!.id,
            position,
            facts: work.flavorFacts[position] ?? null,
          })),
        );
        touched.add(row!.id);
      }
      return;
    }
    case 'update':
      await tx.update(products).set(work.product).where(eq(products.id, work.id));
      return;
    case 'facts':
      await tx.update(products).set({ facts: work.facts }).where(eq(products.id, work.productId));
      return;
    case 'flavor-facts':
      await tx
        .update(productFlavors)
        .set({ facts: work.facts })
        .where(and(eq(productFlavors.productId, work.productId), eq(productFlavors.name, work.name)));
      return;
    case 'quantity':
      await tx
        .update(products)
        .set({ quantity: work.quantity, inStock: work.quantity > 0 })
        .where(eq(products.id, work.productId));
      return;
    case 'add-flavor': {
      const positions = await tx
        .select({ position: productFlavors.position })
        .from(productFlavors)
        .where(eq(productFlavors.productId, work.productId));
      const position = positions.reduce((max, p) => Math.max(max, p.position + 1), 0);
      await tx
        .insert(productFlavors)
        .values({ ...work.flavor, productId: work.productId, position, facts: work.facts });
      touched.add(work.productId);
      return;
    }
    case 'flavor':
      await tx
        .update(productFlavors)
        .set(work.set)
        .where(and(eq(productFlavors.productId, work.productId), eq(productFlavors.name, work.name)));
      touched.add(work.productId);
      return;
    case 'stock':
      await setStock(
        tx,
        work.productId,
        work.flavor,
        work.set === undefined ? { add: work.add! } : { set: work.set },
      );
      if (work.flavor) touched.add(work.productId);
      return;
  }
}
