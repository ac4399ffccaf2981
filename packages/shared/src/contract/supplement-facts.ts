/**
 * Supplement facts: what one serving of a product holds, as its label states it. Stored per
 * product (`products.facts`), with a flavor's own values where they differ
 * (`product_flavors.facts`, a FlavorFactsOverride merged over the product's). Amounts are per
 * serving; energy in kcal, macronutrients in grams to one decimal, actives in milligrams.
 *
 * Read:  ProductDto.facts (the product's), ProductDto.flavor_facts (a flavor's where it differs),
 *        ProductDto.pricePerServing / pricePer25gProtein (EGP, from rules/servings.ts).
 * Write: the admin product form and the catalogue spreadsheet (columns in rules/catalogue-sheet.ts).
 */
import { z } from 'zod';
import { flavorFacts } from '../rules/servings';
import { text } from './text';

export { flavorFacts };

/** What a serving is measured in: weighed powders, or counted units. */
export const servingUnits = ['g', 'ml', 'capsule', 'tablet', 'softgel', 'bar', 'cookie'] as const;
export type ServingUnit = (typeof servingUnits)[number];
/** Units counted, not weighed: a serving is a whole number of them. */
export const countedUnits: readonly ServingUnit[] = ['capsule', 'tablet', 'softgel', 'bar', 'cookie'];

/** The allergens a label must declare that shoppers here ask about. */
export const allergens = ['milk', 'soy', 'gluten', 'nuts', 'egg'] as const;
export type Allergen = (typeof allergens)[number];

/** Claims a shopper filters by. */
export const suitableFor = ['vegetarian', 'vegan', 'halal', 'gluten-free', 'lactose-free'] as const;
export type SuitableFor = (typeof suitableFor)[number];

/** A serving and a container's content are each at most this (grams, ml or units). */
const MAX_AMOUNT = 100_000;

const grams = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .finite()
    .min(0, `${field} cannot be negative`)
    .max(1000, `${field} must be at most 1000`)
    .overwrite((v) => Math.round(v * 10) / 10);
const milligrams = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .finite()
    .min(0, `${field} cannot be negative`)
    .max(100_000, `${field} must be at most 100000`)
    .overwrite((v) => Math.round(v));

export const factsMessages = {
  servingOverContainer: 'A serving cannot be larger than the container',
  servingsOverContainer: 'The servings cannot hold more than the container',
  macrosOverServing: 'Protein, carbohydrate and fat cannot weigh more than the serving',
  sugarOverCarbs: 'Sugar cannot exceed the carbohydrate it is part of',
  wholeUnits: 'A serving of capsules, tablets, bars or cookies is a whole number of them',
  veganNeedsNoMilkOrEgg: 'A product with milk or egg cannot be marked vegan',
  glutenFreeWithGluten: 'A product with gluten cannot be marked gluten-free',
} as const;

/** Another active ingredient of a serving (beta-alanine, L-citrulline, EGCG…), named in both languages. */
export const ActiveIngredient = z.object({
  en: text().trim().min(1, 'the ingredient needs a name').max(60),
  ar: text().trim().max(60).default(''),
  mg: milligrams('mg'),
});
export type ActiveIngredient = z.infer<typeof ActiveIngredient>;

/** What one serving holds. */
export const PerServing = z.object({
  energyKcal: z.coerce.number().finite().min(0, 'energy cannot be negative').max(5000).overwrite(Math.round),
  proteinG: grams('protein'),
  carbsG: grams('carbohydrate'),
  sugarG: grams('sugar'),
  fatG: grams('fat'),
  creatineMg: milligrams('creatine').default(0),
  caffeineMg: milligrams('caffeine').default(0),
  /** At most 12 others. */
  actives: z.array(ActiveIngredient).max(12).default([]),
});
export type PerServing = z.infer<typeof PerServing>;

const amount = z.coerce
  .number({ error: 'must be a number' })
  .finite()
  .positive('must be more than 0')
  .max(MAX_AMOUNT);

const SupplementFactsShape = z.object({
  /** One serving: 31 g, 2 capsules, 1 bar. */
  servingSize: amount,
  servingUnit: z.enum(servingUnits),
  /** The container's content in the serving's unit (2270 g, 120 capsules): a serving cannot exceed it. */
  containerSize: amount,
  servingsPerContainer: z.coerce.number().int('must be a whole number').min(1).max(10_000),
  /** The most servings a day the label's directions allow (caffeine is totalled at this). */
  maxServingsPerDay: z.coerce.number().int().min(1).max(10).default(1),
  perServing: PerServing,
  allergens: z.array(z.enum(allergens)).max(allergens.length).default([]),
  suitableFor: z.array(z.enum(suitableFor)).max(suitableFor.length).default([]),
});

/** Rules a label must satisfy, shared by the whole facts and a flavor's merged facts. */
export function checkFacts(f: z.infer<typeof SupplementFactsShape>, ctx: z.RefinementCtx): void {
  const issue = (message: string, path: (string | number)[]) =>
    ctx.addIssue({ code: 'custom', message, path });
  if (f.servingSize > f.containerSize) issue(factsMessages.servingOverContainer, ['servingSize']);
  // labels round the servings down; 2 % covers a scoop's rounding, never a whole serving more
  else if (f.servingSize * f.servingsPerContainer > f.containerSize * 1.02)
    issue(factsMessages.servingsOverContainer, ['servingsPerContainer']);
  if (countedUnits.includes(f.servingUnit) && !Number.isInteger(f.servingSize))
    issue(factsMessages.wholeUnits, ['servingSize']);
  const p = f.perServing;
  if (f.servingUnit === 'g' && p.proteinG + p.carbsG + p.fatG > f.servingSize * 1.02)
    issue(factsMessages.macrosOverServing, ['perServing', 'proteinG']);
  if (p.sugarG > p.carbsG) issue(factsMessages.sugarOverCarbs, ['perServing', 'sugarG']);
  if (f.suitableFor.includes('vegan') && (f.allergens.includes('milk') || f.allergens.includes('egg')))
    issue(factsMessages.veganNeedsNoMilkOrEgg, ['suitableFor']);
  if (f.suitableFor.includes('gluten-free') && f.allergens.includes('gluten'))
    issue(factsMessages.glutenFreeWithGluten, ['suitableFor']);
}

export const SupplementFacts = SupplementFactsShape.superRefine(checkFacts).meta({ id: 'SupplementFacts' });
export type SupplementFacts = z.infer<typeof SupplementFacts>;

/**
 * A flavor's own values where they differ from the product's (a cookies flavor with gluten, a
 * chocolate with more sugar): each part present replaces the product's whole part.
 */
export const FlavorFactsOverride = z
  .object({
    perServing: PerServing.optional(),
    allergens: z.array(z.enum(allergens)).max(allergens.length).optional(),
    suitableFor: z.array(z.enum(suitableFor)).max(suitableFor.length).optional(),
  })
  .meta({ id: 'FlavorFactsOverride' });
export type FlavorFactsOverride = z.infer<typeof FlavorFactsOverride>;

/** Whether a flavor's merged facts still satisfy the label's rules (its macros may outweigh a serving). */
export function flavorFactsProblems(product: SupplementFacts, override: FlavorFactsOverride): string[] {
  const merged = SupplementFactsShape.superRefine(checkFacts).safeParse(flavorFacts(product, override));
  return merged.success ? [] : merged.error.issues.map((i) => i.message);
}
