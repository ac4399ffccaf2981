/**
 * When to remind a shopper to order a supplement again: a few days before the first product of
 * an order runs out, at the servings a day their diet plan's proposal gives (or a plain default
 * without a plan). Pure; the order's placement time is passed in. The rule is explained in
 * docs/supplement-plan.md ("The reorder reminder").
 */
import type { SupplementFacts } from '../contract/supplement-facts';
import { planCategories, proposeSupplements, type PlanNeeds } from './supplement-plan';

/** Days before the first product runs out that the reminder is due: a delivery in Egypt takes up to this. */
export const REORDER_LEAD_DAYS = 5;
/** Training days a week assumed for a member, as the member's supplement plan assumes unless told. */
export const REMINDER_TRAINING_DAYS = 3;

const DAY_MS = 24 * 60 * 60_000;

export interface ReminderLine {
  productId: number;
  /** The catalogue's category ('Protein', 'Creatine', 'Pre Workout', …). */
  category: string;
  /** Containers bought. */
  units: number;
  /** The flavor's facts (the product's with the flavor's own values); null: not a supplement with facts. */
  facts: SupplementFacts | null;
}

export interface ReminderDue {
  dueAt: Date;
  /** The product that runs out first and the whole days it lasts from the placement. */
  productId: number;
  days: number;
}

/**
 * Servings a week of one product: what the proposal gives for its role when the shopper has a
 * plan (protein: the gap's servings, capped at 3 a day; creatine: one a day; a pre-workout: one
 * each training day); otherwise, or when the proposal would not take it, one a day (a
 * pre-workout: one on each of 3 training days).
 */
export function servingsPerWeek(
  line: Pick<ReminderLine, 'productId' | 'category'> & { facts: SupplementFacts },
  needs: PlanNeeds | null,
): number {
  if (needs) {
    const proposed = proposeSupplements(needs, [
      {
        productId: line.productId,
        category: line.category,
        pricePiastres: 0,
        facts: line.facts,
        flavors: [],
        productStock: 1,
      },
    ]).find((l) => l.productId === line.productId);
    if (proposed) return proposed.servingsPerWeek;
  }
  return line.category === planCategories.preWorkout ? REMINDER_TRAINING_DAYS : 7;
}

/**
 * When the reminder of an order is due: LEAD_DAYS before the first of its products runs out,
 * counted from the placement. A product's lines (two flavors, say) are taken one after the other,
 * so their days add up; a line lasts floor(units × servings a container × 7 ÷ servings a week)
 * days. Null when no line has facts, or when the first product runs out within the lead days
 * (the reminder would come before the order itself arrives).
 */
export function reorderReminderDue(
  lines: readonly ReminderLine[],
  needs: PlanNeeds | null,
  placedAt: Date,
): ReminderDue | null {
  const daysByProduct = new Map<number, number>();
  for (const line of lines) {
    if (!line.facts || line.units < 1) continue;
    const perWeek = servingsPerWeek({ ...line, facts: line.facts }, needs);
    if (perWeek <= 0) continue;
    const days = Math.floor((line.units * line.facts.servingsPerContainer * 7) / perWeek);
    daysByProduct.set(line.productId, (daysByProduct.get(line.productId) ?? 0) + days);
  }
  let first: { productId: number; days: number } | null = null;
  for (const [productId, days] of daysByProduct) {
    if (!first || days < first.days || (days === first.days && productId < first.productId))
      first = { productId, days };
  }
  if (!first || first.days <= REORDER_LEAD_DAYS) return null;
  return {
    dueAt: new Date(placedAt.getTime() + (first.days - REORDER_LEAD_DAYS) * DAY_MS),
    productId: first.productId,
    days: first.days,
  };
}
