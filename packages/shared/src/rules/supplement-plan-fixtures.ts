import type { FlavorFactsOverride, PerServing, SupplementFacts } from '../contract/supplement-facts';
import type { PlanCandidate, PlanNeeds } from './supplement-plan';

/** The candidates and needs the supplement-plan*.test.ts files propose from. */

export function perServing(part: Partial<PerServing>): PerServing {
  return {
    energyKcal: 0,
    proteinG: 0,
    carbsG: 0,
    sugarG: 0,
    fatG: 0,
    creatineMg: 0,
    caffeineMg: 0,
    actives: [],
    ...part,
  };
}

export function facts(
  servingsPerContainer: number,
  part: Partial<PerServing>,
  servingSize = 10,
): SupplementFacts {
  return {
    servingSize,
    servingUnit: 'g',
    containerSize: servingSize * servingsPerContainer,
    servingsPerContainer,
    maxServingsPerDay: 3,
    perServing: perServing(part),
    allergens: [],
    suitableFor: [],
  };
}

type Flavor = { name: string; stock: number; facts?: FlavorFactsOverride };

export function candidate(
  productId: number,
  category: string,
  pricePiastres: number,
  f: SupplementFacts,
  flavors: Flavor[] = [{ name: 'Unflavored', stock: 10 }],
  productStock = 0,
): PlanCandidate {
  return { productId, category, pricePiastres, facts: f, flavors, productStock };
}

// Modelled on the demo catalogue (content/products.json), prices after discount.
export const whey = candidate(
  1,
  'Protein',
  490_500, // 5450 EGP − 10 %
  facts(73, { energyKcal: 120, proteinG: 24, carbsG: 3, sugarG: 2, fatG: 1.5 }, 31),
  [
    { name: 'Double Chocolate', stock: 0 },
    { name: 'Vanilla Ice Cream', stock: 24 },
    { name: 'Strawberry', stock: 12 },
    { name: 'Cookies & Cream', stock: 31, facts: { allergens: ['milk', 'soy', 'gluten'] } },
  ],
);
export const isolate = candidate(2, 'Protein', 318_000, facts(30, { proteinG: 27, carbsG: 1 }, 30), [
  { name: 'French Vanilla', stock: 38 },
]);
export const proteinBar = candidate(3, 'Bars & Snacks', 108_000, facts(12, { proteinG: 20, carbsG: 20 }, 60));
export const gainer = candidate(4, 'Mass Gainers', 535_000, facts(16, { proteinG: 50, carbsG: 250 }, 334), [
  { name: 'Chocolate', stock: 29 },
]);
export const micronized = candidate(10, 'Creatine', 115_000, facts(60, { creatineMg: 5000 }, 5));
export const pureCreatine = candidate(11, 'Creatine', 98_500, facts(50, { creatineMg: 5000 }, 5));
export const pumpEnergy = candidate(20, 'Pre Workout', 124_550, facts(30, { caffeineMg: 150 }), [
  { name: 'Orange', stock: 36 },
  { name: 'Mixed Berry', stock: 24 },
]);
export const stimFree = candidate(21, 'Pre Workout', 138_000, facts(30, {}), [
  { name: 'Lemon Lime', stock: 28 },
]);
export const vitamins = candidate(30, 'Vitamins & Health', 89_000, facts(90, {}, 1));

export const catalogue = [
  whey,
  isolate,
  proteinBar,
  gainer,
  micronized,
  pureCreatine,
  pumpEnergy,
  stimFree,
  vitamins,
];

export const needs = (part: Partial<PlanNeeds>): PlanNeeds => ({
  proteinTargetG: 150,
  proteinFromMealsG: 102,
  trainingDaysPerWeek: 4,
  goal: 'maintain',
  ...part,
});
