import { and, inArray, sql } from 'drizzle-orm';
import { flavorFacts } from '@atlas/shared/rules/servings';
import { reorderReminderDue, type ReminderLine } from '@atlas/shared/rules/reorder-reminder';
import type { Db } from './client';
import { latestPlanNeeds } from './plan-needs';
import { productFlavors, products, reorderReminders } from './schema/index';

/**
 * Inside the transaction that writes the order: schedules its one reminder, due as
 * rules/reorder-reminder.ts says from the facts its products carry now, when a line is a
 * supplement with facts. Nothing for an order without one.
 */
export async function scheduleReorderReminder(
  tx: Db,
  order: {
    orderId: number;
    userId: number;
    placedAt: Date;
    lines: readonly { productId: number; flavor: string; quantity: number }[];
  },
): Promise<Date | null> {
  const productIds = [...new Set(order.lines.map((line) => line.productId))];
  if (productIds.length === 0) return null;
  const rows = await tx
    .select({ id: products.id, category: products.category, facts: products.facts })
    .from(products)
    .where(inArray(products.id, productIds));
  const withFacts = rows.filter((row) => row.facts);
  if (withFacts.length === 0) return null;
  const overrides = await tx
    .select({ productId: productFlavors.productId, name: productFlavors.name, facts: productFlavors.facts })
    .from(productFlavors)
    .where(
      and(
        inArray(
          productFlavors.productId,
          withFacts.map((row) => row.id),
        ),
        sql`${productFlavors.facts} is not null`,
      ),
    );
  const byId = new Map(withFacts.map((row) => [row.id, row]));
  const lines: ReminderLine[] = order.lines.map((line) => {
    const product = byId.get(line.productId);
    const override = overrides.find(
      (o) => o.productId === line.productId && o.name.toLowerCase() === line.flavor.toLowerCase(),
    );
    return {
      productId: line.productId,
      category: product?.category ?? '',
      units: line.quantity,
      facts: product?.facts ? flavorFacts(product.facts, override?.facts) : null,
    };
  });
  const due = reorderReminderDue(lines, await latestPlanNeeds(tx, order.userId), order.placedAt);
  if (!due) return null;
  await tx
    .insert(reorderReminders)
    .values({ orderId: order.orderId, userId: order.userId, dueAt: due.dueAt })
    .onConflictDoNothing({ target: reorderReminders.orderId });
  return due.dueAt;
}
