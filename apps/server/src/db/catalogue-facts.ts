import type { ProductDto } from '@atlas/shared/contract/products';
import type { Allergen, FlavorFactsOverride, SupplementFacts } from '@atlas/shared/contract/supplement-facts';
import { piastresToEgp } from '@atlas/shared/rules/pricing';
import { pricePer25gProteinPiastres, pricePerServingPiastres } from '@atlas/shared/rules/servings';

/**
 * The supplement-facts part of a catalogue entry, worked out once when the product is loaded, so
 * the listing's sorts and allergen filter cost no more than a comparison per product.
 */
export interface FactsEntry {
  readonly facts: SupplementFacts | null;
  /** The overrides of the flavors that have one, by English flavor name. */
  readonly flavorFacts: Readonly<Record<string, FlavorFactsOverride>>;
  /** At the price the shopper pays now; null without facts. */
  readonly servingPiastres: number | null;
  /** Null without facts or when a serving holds under 5 g of protein. */
  readonly protein25Piastres: number | null;
  /** The product's allergens and every flavor's; null without facts (nothing can be vouched for). */
  readonly allergens: ReadonlySet<Allergen> | null;
}

export const NO_FACTS: FactsEntry = Object.freeze({
  facts: null,
  flavorFacts: Object.freeze({}),
  servingPiastres: null,
  protein25Piastres: null,
  allergens: null,
});

export function factsEntry(
  facts: SupplementFacts | null,
  flavors: readonly { name: string; facts: FlavorFactsOverride | null }[],
  pricePiastres: number,
): FactsEntry {
  if (!facts) return NO_FACTS;
  const flavorFacts: Record<string, FlavorFactsOverride> = {};
  const allergens = new Set<Allergen>(facts.allergens);
  for (const flavor of flavors) {
    if (!flavor.facts) continue;
    flavorFacts[flavor.name] = flavor.facts;
    for (const allergen of flavor.facts.allergens ?? []) allergens.add(allergen);
  }
  return {
    facts,
    flavorFacts,
    servingPiastres: pricePerServingPiastres(pricePiastres, facts),
    protein25Piastres: pricePer25gProteinPiastres(pricePiastres, facts),
    allergens,
  };
}

/** The ProductDto fields of the facts; none when the product has no facts. */
export function factsDtoFields(entry: FactsEntry): Partial<ProductDto> {
  if (!entry.facts) return {};
  return {
    facts: entry.facts,
    ...(Object.keys(entry.flavorFacts).length > 0 ? { flavor_facts: entry.flavorFacts } : {}),
    ...(entry.servingPiastres === null ? {} : { pricePerServing: piastresToEgp(entry.servingPiastres) }),
    ...(entry.protein25Piastres === null
      ? {}
      : { pricePer25gProtein: piastresToEgp(entry.protein25Piastres) }),
  };
}

/** allergenFree: products with facts whose allergens (and every flavor's) include none of these. */
export function allergenFreeTest(excluded: readonly Allergen[]): (entry: FactsEntry) => boolean {
  return (entry) => entry.allergens !== null && excluded.every((a) => !entry.allergens!.has(a));
}

/** Ascending by a figure, entries without it last; ties by the caller's tiebreak. */
export function ascendingNullsLast(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

/** Whether two entries sort alike in the facts' orders. */
export function sameFactsKeys(a: FactsEntry, b: FactsEntry): boolean {
  return a.servingPiastres === b.servingPiastres && a.protein25Piastres === b.protein25Piastres;
}
