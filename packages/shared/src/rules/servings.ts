/**
 * What a serving costs and how long a container lasts. Integer piastres in, integer piastres out,
 * rounded half up once at the end (the shop's one rounding rule, rules/pricing.ts).
 */
import type { FlavorFactsOverride, SupplementFacts } from '../contract/supplement-facts';

/** The daily caffeine above which the cart warns: the level EFSA (2015) and the US FDA consider safe for healthy adults. */
export const CAFFEINE_DAILY_LIMIT_MG = 400;
/** Protein compared per this many grams: the usual scoop shoppers compare tubs by. */
export const PROTEIN_COMPARE_G = 25;

/** round(numerator / denominator) half up, for positive integers. */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The price of one serving, in piastres. */
export function pricePerServingPiastres(
  pricePiastres: number,
  facts: Pick<SupplementFacts, 'servingsPerContainer'>,
): number {
  return divideHalfUp(pricePiastres, facts.servingsPerContainer);
}

/**
 * The price of 25 g of protein, in piastres; null when a serving holds under 5 g of protein
 * (a vitamin or a pre-workout is not bought for its protein, and the figure would mislead).
 */
export function pricePer25gProteinPiastres(
  pricePiastres: number,
  facts: Pick<SupplementFacts, 'servingsPerContainer' | 'perServing'>,
): number | null {
  const proteinG = facts.perServing.proteinG;
  if (proteinG < 5) return null;
  // grams to tenths so the division stays in integers: price × 25 / (protein × servings)
  const tenthsPerContainer = Math.round(proteinG * 10) * facts.servingsPerContainer;
  return divideHalfUp(pricePiastres * PROTEIN_COMPARE_G * 10, tenthsPerContainer);
}

/** Whole days one container lasts at this many servings a day (0 servings: never runs out → null). */
export function daysContainerLasts(
  facts: Pick<SupplementFacts, 'servingsPerContainer'>,
  servingsPerDay: number,
): number | null {
  if (servingsPerDay <= 0) return null;
  return Math.floor(facts.servingsPerContainer / servingsPerDay);
}

/**
 * The facts of one flavor: the product's with the flavor's parts over them. Here, not beside the
 * schema, so that public pages merge without loading zod.
 */
export function flavorFacts(
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

/** Whether a product is taken for its stimulant: it holds caffeine. */
export const isStimulant = (facts: Pick<SupplementFacts, 'perServing'>) => facts.perServing.caffeineMg > 0;

/** The caffeine a day of one product taken as its label allows at most (maxServingsPerDay). */
export const caffeineMgPerDay = (facts: Pick<SupplementFacts, 'perServing' | 'maxServingsPerDay'>) =>
  facts.perServing.caffeineMg * facts.maxServingsPerDay;

/**
 * The caffeine a day of the products in a cart, each at its caffeineMgPerDay; the same product
 * twice (two flavors, two tubs) counts once a day.
 */
export function dailyCaffeineMg(lines: readonly { productId: number; caffeineMgPerDay?: number }[]): {
  totalMg: number;
  products: { productId: number; mg: number }[];
} {
  const seen = new Map<number, number>();
  for (const { productId, caffeineMgPerDay: mg } of lines) {
    if (!mg || seen.has(productId)) continue;
    seen.set(productId, mg);
  }
  const products = [...seen].map(([productId, mg]) => ({ productId, mg }));
  return { totalMg: products.reduce((sum, p) => sum + p.mg, 0), products };
}
