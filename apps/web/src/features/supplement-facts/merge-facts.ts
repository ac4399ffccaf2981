import type { FlavorFactsOverride, SupplementFacts } from '@atlas/shared/contract/supplement-facts';

/**
 * A flavor's facts: the product's with the flavor's parts over them. The contract's `flavorFacts`
 * does the same, but its module brings zod with it, which no public page loads (merge-facts.test
 * keeps the two alike).
 */
export function mergedFacts(
  product: SupplementFacts,
  override: FlavorFactsOverride | null | undefined,
): SupplementFacts {
  if (!override) return product;
  return {
    ...product,
    perServing: override.perServing ?? product.perServing,
    allergens: override.allergens ?? product.allergens,
    suitableFor: override.suitableFor ?? product.suitableFor,
  };
}
