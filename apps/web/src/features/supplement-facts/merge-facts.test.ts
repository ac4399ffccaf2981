import { describe, expect, it } from 'vitest';
import { flavorFacts } from '@atlas/shared/contract/supplement-facts';
import { productWithFacts, wheyFacts } from '@/test/facts-fixtures';
import { mergedFacts } from './merge-facts';

describe('mergedFacts', () => {
  it("merges a flavor's parts over the product's as the contract's flavorFacts does", () => {
    const product = productWithFacts();
    const overrides = [
      undefined,
      null,
      {},
      product.flavor_facts!.Cookies,
      { allergens: [] },
      { suitableFor: ['vegan' as const] },
    ];
    for (const override of overrides)
      expect(mergedFacts(wheyFacts(), override)).toEqual(flavorFacts(wheyFacts(), override));
  });
});
