import type { CSSProperties } from 'react';
import type { FlavorFactsOverride, SupplementFacts } from '@atlas/shared/contract/supplement-facts';

/**
 * The panel's height, as custom properties facts.module.css turns into a min-height: the space
 * the page keeps for it before its code has loaded, so that nothing moves when it appears.
 * Counted on the same facts the panel shows (a flavor's parts over the product's).
 */
export function factsSize(facts: SupplementFacts, override: FlavorFactsOverride | undefined): CSSProperties {
  const serving = override?.perServing ?? facts.perServing;
  // serving size, servings, the "per serving" header, energy, protein, carbohydrate, sugars, fat
  const rows = 8 + +(serving.creatineMg > 0) + +(serving.caffeineMg > 0) + serving.actives.length;
  const lines =
    +!!override +
    +((override?.allergens ?? facts.allergens).length > 0) +
    +((override?.suitableFor ?? facts.suitableFor).length > 0);
  return { '--facts-rows': rows, '--facts-lines': lines } as CSSProperties;
}
