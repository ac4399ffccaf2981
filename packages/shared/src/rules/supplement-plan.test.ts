import { describe, expect, it } from 'vitest';
import type { FlavorFactsOverride, PerServing, SupplementFacts } from '../contract/supplement-facts';
import { dietGoals, type DietGoal } from './diet';
import {
  needsFromForm,
  planReasonKeys,
  planReasonTexts,
  proposeFromRanked,
  proposeSupplements,
  rankCandidates,
  type PlanCandidate,
  type PlanNeeds,
} from './supplement-plan';

function perServing(part: Partial<PerServing>): PerServing {
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

function facts(servingsPerContainer: number, part: Partial<PerServing>, servingSize = 10): SupplementFacts {
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

function candidate(
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
const whey = candidate(
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
const isolate = candidate(2, 'Protein', 318_000, facts(30, { proteinG: 27, carbsG: 1 }, 30), [
  { name: 'French Vanilla', stock: 38 },
]);
const proteinBar = candidate(3, 'Bars & Snacks', 108_000, facts(12, { proteinG: 20, carbsG: 20 }, 60));
const gainer = candidate(4, 'Mass Gainers', 535_000, facts(16, { proteinG: 50, carbsG: 250 }, 334), [
  { name: 'Chocolate', stock: 29 },
]);
const micronized = candidate(10, 'Creatine', 115_000, facts(60, { creatineMg: 5000 }, 5));
const pureCreatine = candidate(11, 'Creatine', 98_500, facts(50, { creatineMg: 5000 }, 5));
const pumpEnergy = candidate(20, 'Pre Workout', 124_550, facts(30, { caffeineMg: 150 }), [
  { name: 'Orange', stock: 36 },
  { name: 'Mixed Berry', stock: 24 },
]);
const stimFree = candidate(21, 'Pre Workout', 138_000, facts(30, {}), [{ name: 'Lemon Lime', stock: 28 }]);
const vitamins = candidate(30, 'Vitamins & Health', 89_000, facts(90, {}, 1));

const catalogue = [
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

const needs = (part: Partial<PlanNeeds>): PlanNeeds => ({
  proteinTargetG: 150,
  proteinFromMealsG: 102,
  trainingDaysPerWeek: 4,
  goal: 'maintain',
  ...part,
});

describe('the protein line', () => {
  it('picks the cheapest 25 g of protein and enough scoops for the gap', () => {
    const [line] = proposeSupplements(needs({ trainingDaysPerWeek: 0 }), catalogue);
    expect(line).toEqual({
      productId: 1,
      flavor: 'Cookies & Cream',
      role: 'protein',
      servingsPerDay: 2,
      servingsPerWeek: 14,
      // 73 servings / 2 a day = 36.5 → 36 whole days
      daysContainerLasts: 36,
      // 490,500 × 14 × 30 / (73 × 7) = 403,150.68… → 403,151 piastres
      costPerMonthPiastres: 403_151,
      reason: { key: 'plan.reason.protein', params: { servings: 2, gapG: 48, days: 36 } },
    });
  });

  it('rounds the servings up: 49 g takes 3 scoops of 24 g', () => {
    const [line] = proposeSupplements(needs({ proteinFromMealsG: 101, trainingDaysPerWeek: 0 }), catalogue);
    expect(line!.servingsPerDay).toBe(3);
    expect(line!.reason).toEqual({ key: 'plan.reason.protein', params: { servings: 3, gapG: 49, days: 24 } });
  });

  it('leaves a gap under 10 g to the meals, and proposes from 10 g', () => {
    expect(
      proposeSupplements(needs({ proteinFromMealsG: 140.1, trainingDaysPerWeek: 0 }), catalogue),
    ).toEqual([]);
    expect(proposeSupplements(needs({ proteinFromMealsG: 160, trainingDaysPerWeek: 0 }), catalogue)).toEqual(
      [],
    );
    const [line] = proposeSupplements(needs({ proteinFromMealsG: 140, trainingDaysPerWeek: 0 }), catalogue);
    expect(line).toMatchObject({
      role: 'protein',
      servingsPerDay: 1,
      servingsPerWeek: 7,
      daysContainerLasts: 73,
    });
  });

  it('stops at 3 servings a day and says the rest should come from food', () => {
    const [line] = proposeSupplements(needs({ proteinTargetG: 200, proteinFromMealsG: 80 }), catalogue);
    expect(line).toMatchObject({
      productId: 1,
      servingsPerDay: 3,
      servingsPerWeek: 21,
      daysContainerLasts: 24,
    });
    expect(line!.reason).toEqual({
      key: 'plan.reason.proteinCapped',
      params: { servings: 3, coveredG: 72, gapG: 120, days: 24 },
    });
  });

  it("never proposes more servings a day than the label's directions allow", () => {
    const twoADay = { ...whey, facts: { ...whey.facts, maxServingsPerDay: 2 } };
    const [line] = proposeSupplements(needs({ proteinTargetG: 200, proteinFromMealsG: 80 }), [twoADay]);
    expect(line).toMatchObject({ servingsPerDay: 2, servingsPerWeek: 14, daysContainerLasts: 36 });
    expect(line!.reason).toEqual({
      key: 'plan.reason.proteinCapped',
      params: { servings: 2, coveredG: 48, gapG: 120, days: 36 },
    });
  });

  it('proposes a powder before a bar, even a cheaper bar', () => {
    // 25 g of the bar: 3,750 piastres; of the whey: 6,999; the bar still comes second
    const cheapBar = candidate(9, 'Bars & Snacks', 36_000, {
      ...facts(12, { proteinG: 20 }),
      servingUnit: 'bar',
      servingSize: 1,
      containerSize: 12,
    });
    const [line] = proposeSupplements(needs({ trainingDaysPerWeek: 0 }), [cheapBar, whey]);
    expect(line!.productId).toBe(1);
    // with no powder in stock, the bar
    const soldOutWhey = { ...whey, flavors: whey.flavors.map((f) => ({ ...f, stock: 0 })) };
    expect(proposeSupplements(needs({ trainingDaysPerWeek: 0 }), [cheapBar, soldOutWhey])[0]!.productId).toBe(
      9,
    );
  });

  it('counts a product of another category with at least 15 g a serving', () => {
    const [line] = proposeSupplements(needs({ trainingDaysPerWeek: 0 }), [proteinBar, vitamins]);
    expect(line).toMatchObject({ productId: 3, role: 'protein', servingsPerDay: 3 });
    const snack = candidate(5, 'Bars & Snacks', 50_000, facts(33, { proteinG: 9 }));
    expect(proposeSupplements(needs({ trainingDaysPerWeek: 0 }), [snack, vitamins])).toEqual([]);
  });

  it('takes a mass gainer only for a goal that adds energy', () => {
    // 25 g: the gainer's 16,719 piastres against this bar's 62,500
    const dearBar = { ...proteinBar, pricePiastres: 600_000 };
    const pick = (goal: DietGoal) =>
      proposeSupplements(needs({ goal, trainingDaysPerWeek: 0 }), [dearBar, gainer])[0]!.productId;
    expect(pick('build-muscle')).toBe(4);
    expect(pick('gain-weight')).toBe(4);
    for (const goal of ['lose-weight', 'recomposition', 'maintain', 'performance'] as const) {
      expect(pick(goal)).toBe(3);
    }
  });

  it("uses the chosen flavor's own facts for its figures", () => {
    const override: FlavorFactsOverride = { perServing: perServing({ proteinG: 16 }) };
    const bar = candidate(6, 'Bars & Snacks', 60_000, facts(12, { proteinG: 20 }), [
      { name: 'Peanut Butter', stock: 27, facts: override },
      { name: 'Brownie', stock: 9 },
    ]);
    const [line] = proposeSupplements(needs({ proteinFromMealsG: 116, trainingDaysPerWeek: 0 }), [bar]);
    // 34 g at 16 g a bar (the flavor's value; the product's 20 g would take 2) = 3 bars
    expect(line).toMatchObject({ flavor: 'Peanut Butter', servingsPerDay: 3 });
  });
});

describe('creatine and pre-workout by training days', () => {
  const rows = [0, 1, 2, 3, 4, 5, 6, 7].map((days) => ({
    days,
    roles: days >= 3 ? ['creatine', 'pre-workout'] : days >= 2 ? ['creatine'] : [],
    preServingsPerDay: [0, 0, 0, 0.43, 0.57, 0.71, 0.86, 1][days]!,
    // 30 servings × 7 / training days, floored
    preDays: [0, 0, 0, 70, 52, 42, 35, 30][days]!,
  }));

  it.each(rows)('$days training days: $roles', ({ days, roles, preServingsPerDay, preDays }) => {
    const lines = proposeSupplements(needs({ proteinFromMealsG: 150, trainingDaysPerWeek: days }), catalogue);
    expect(lines.map((l) => l.role)).toEqual(roles);
    const creatine = lines.find((l) => l.role === 'creatine');
    if (creatine) {
      // creatine every day, rest days too: the cheapest serving is 1,916.67 piastres (60 for 1,150 EGP)
      expect(creatine).toEqual({
        productId: 10,
        flavor: 'Unflavored',
        role: 'creatine',
        servingsPerDay: 1,
        servingsPerWeek: 7,
        daysContainerLasts: 60,
        costPerMonthPiastres: 57_500,
        reason: { key: 'plan.reason.creatine', params: { days: 60 } },
      });
    }
    const pre = lines.find((l) => l.role === 'pre-workout');
    if (pre) {
      expect(pre).toMatchObject({
        productId: 20,
        flavor: 'Orange',
        servingsPerDay: preServingsPerDay,
        servingsPerWeek: days,
        daysContainerLasts: preDays,
        reason: { key: 'plan.reason.preWorkout', params: { trainingDays: days, days: preDays } },
      });
    }
  });

  it('prices a month of pre-workout to the piastre', () => {
    const pre = proposeSupplements(needs({ trainingDaysPerWeek: 4 }), catalogue).find(
      (l) => l.role === 'pre-workout',
    );
    // 124,550 × 4 × 30 / (30 × 7) = 71,171.43 → 71,171
    expect(pre!.costPerMonthPiastres).toBe(71_171);
    const five = proposeSupplements(needs({ trainingDaysPerWeek: 5 }), catalogue).find(
      (l) => l.role === 'pre-workout',
    );
    // 124,550 × 5 / 7 = 88,964.29 → 88,964
    expect(five!.costPerMonthPiastres).toBe(88_964);
  });

  it('rounds a month half up', () => {
    // 700 × 7 × 30 / (4 × 7) = 5,250 exactly; 701 → 5,257.5 → 5,258
    const creatine = (price: number) =>
      proposeSupplements(needs({ proteinFromMealsG: 150, trainingDaysPerWeek: 2 }), [
        candidate(12, 'Creatine', price, facts(4, { creatineMg: 5000 }, 5)),
      ])[0]!.costPerMonthPiastres;
    expect(creatine(700)).toBe(5250);
    expect(creatine(701)).toBe(5258);
  });

  it('lists protein, creatine and pre-workout in that order', () => {
    const lines = proposeSupplements(needs({ trainingDaysPerWeek: 5 }), catalogue);
    expect(lines.map((l) => [l.role, l.productId])).toEqual([
      ['protein', 1],
      ['creatine', 10],
      ['pre-workout', 20],
    ]);
  });
});

describe('caffeine', () => {
  const strong = (productId: number, caffeineMg: number, price = 50_000) =>
    candidate(productId, 'Pre Workout', price, facts(30, { caffeineMg }));

  it('never proposes a pre-workout above 400 mg of caffeine a day, however cheap', () => {
    const lines = proposeSupplements(needs({ trainingDaysPerWeek: 3 }), [strong(40, 450), pumpEnergy]);
    expect(lines.find((l) => l.role === 'pre-workout')!.productId).toBe(20);
    expect(proposeSupplements(needs({ trainingDaysPerWeek: 3 }), [strong(40, 401)])).toEqual([]);
  });

  it('allows exactly 400 mg', () => {
    const lines = proposeSupplements(needs({ trainingDaysPerWeek: 3 }), [strong(40, 400), pumpEnergy]);
    expect(lines.find((l) => l.role === 'pre-workout')!.productId).toBe(40);
  });

  it("counts the other lines' caffeine on a training day", () => {
    const coffeeWhey = candidate(7, 'Protein', 100_000, facts(30, { proteinG: 25, caffeineMg: 100 }));
    const lines = proposeSupplements(needs({ proteinFromMealsG: 110, trainingDaysPerWeek: 3 }), [
      coffeeWhey,
      strong(40, 300),
      stimFree,
    ]);
    // 2 scoops hold 200 mg: 300 mg more would pass 400, so the stimulant-free one
    expect(lines.map((l) => [l.role, l.productId])).toEqual([
      ['protein', 7],
      ['pre-workout', 21],
    ]);
  });
});

describe('stock', () => {
  it('skips a cheaper product whose flavors are all sold out', () => {
    const soldOut = candidate(8, 'Protein', 10_000, facts(73, { proteinG: 24 }), [
      { name: 'Chocolate', stock: 0 },
      { name: 'Vanilla', stock: 0 },
    ]);
    const [line] = proposeSupplements(needs({ trainingDaysPerWeek: 0 }), [soldOut, whey]);
    expect(line!.productId).toBe(1);
    const creatineSoldOut = {
      ...pureCreatine,
      pricePiastres: 1000,
      flavors: [{ name: 'Unflavored', stock: 0 }],
    };
    const lines = proposeSupplements(needs({ trainingDaysPerWeek: 2 }), [creatineSoldOut, micronized]);
    expect(lines.find((l) => l.role === 'creatine')!.productId).toBe(10);
  });

  it('never chooses a sold-out flavor, however early in the list', () => {
    const onlyLast = {
      ...whey,
      flavors: [
        { name: 'Double Chocolate', stock: 0 },
        { name: 'Strawberry', stock: 1 },
      ],
    };
    expect(proposeSupplements(needs({ trainingDaysPerWeek: 0 }), [onlyLast])[0]!.flavor).toBe('Strawberry');
  });

  it('takes the flavor with the most stock, the first listed on a tie', () => {
    const tied = {
      ...pumpEnergy,
      flavors: [
        { name: 'Orange', stock: 5 },
        { name: 'Mixed Berry', stock: 9 },
        { name: 'Lemon', stock: 9 },
      ],
    };
    const lines = proposeSupplements(needs({ proteinFromMealsG: 150, trainingDaysPerWeek: 3 }), [tied]);
    expect(lines[0]!.flavor).toBe('Mixed Berry');
  });

  it("uses the product's own stock when it has no flavors", () => {
    const plain = (stock: number) => ({ ...micronized, flavors: [], productStock: stock });
    const lines = proposeSupplements(needs({ proteinFromMealsG: 150, trainingDaysPerWeek: 2 }), [plain(3)]);
    expect(lines).toMatchObject([{ productId: 10, flavor: null, role: 'creatine' }]);
    expect(proposeSupplements(needs({ proteinFromMealsG: 150, trainingDaysPerWeek: 2 }), [plain(0)])).toEqual(
      [],
    );
  });
});

describe('allergens the shopper avoids', () => {
  it('proposes another flavor of the same product when the best-stocked one holds the allergen', () => {
    const [line] = proposeSupplements(needs({ trainingDaysPerWeek: 0, avoid: ['gluten'] }), catalogue);
    // Cookies & Cream (31 in stock) holds gluten: Vanilla Ice Cream (24) instead
    expect(line).toMatchObject({ productId: 1, flavor: 'Vanilla Ice Cream' });
  });

  it('passes over a product with nothing free of the allergen in stock, for every role', () => {
    const withMilk = (c: PlanCandidate): PlanCandidate => ({
      ...c,
      facts: { ...c.facts, allergens: ['milk'] },
    });
    const lines = proposeSupplements(needs({ trainingDaysPerWeek: 3, avoid: ['milk'] }), [
      withMilk(whey),
      isolate,
      withMilk(micronized),
      pureCreatine,
      withMilk(pumpEnergy),
      stimFree,
    ]);
    expect(lines.map((l) => [l.role, l.productId])).toEqual([
      ['protein', 2],
      ['creatine', 11],
      ['pre-workout', 21],
    ]);
    expect(proposeSupplements(needs({ trainingDaysPerWeek: 0, avoid: ['milk'] }), [withMilk(whey)])).toEqual(
      [],
    );
  });

  it('proposes as before when nothing is avoided', () => {
    const n = needs({ trainingDaysPerWeek: 5 });
    expect(proposeSupplements({ ...n, avoid: [] }, catalogue)).toEqual(proposeSupplements(n, catalogue));
  });
});

describe('determinism', () => {
  it('breaks a tie in price by the lower productId, whatever the order', () => {
    const a = candidate(51, 'Creatine', 100_000, facts(50, { creatineMg: 5000 }));
    const b = candidate(50, 'Creatine', 200_000, facts(100, { creatineMg: 5000 }));
    const needsTwo = needs({ proteinFromMealsG: 150, trainingDaysPerWeek: 2 });
    expect(proposeSupplements(needsTwo, [a, b])[0]!.productId).toBe(50);
    expect(proposeSupplements(needsTwo, [b, a])[0]!.productId).toBe(50);
  });

  it('gives the same proposal for the candidates in any order', () => {
    const expected = proposeSupplements(needs({ trainingDaysPerWeek: 5 }), catalogue);
    expect(proposeSupplements(needs({ trainingDaysPerWeek: 5 }), [...catalogue].reverse())).toEqual(expected);
  });

  it('gives the same proposal from candidates ranked once, for every need', () => {
    const ranked = rankCandidates(catalogue);
    for (const goal of dietGoals)
      for (let days = 0; days <= 7; days++)
        for (const fromMeals of [80, 102, 140, 150]) {
          const n = needs({ goal, trainingDaysPerWeek: days, proteinFromMealsG: fromMeals });
          expect(proposeFromRanked(n, ranked)).toEqual(proposeSupplements(n, catalogue));
        }
  });

  it('proposes nothing without candidates', () => {
    expect(proposeSupplements(needs({ proteinTargetG: 200, trainingDaysPerWeek: 7 }), [])).toEqual([]);
  });

  it('handles 10,000 candidates in one go', () => {
    const many: PlanCandidate[] = [];
    for (let i = 0; i < 10_000; i++) {
      const base = [whey, isolate, micronized, pumpEnergy, stimFree][i % 5]!;
      many.push({ ...base, productId: 1000 + i, pricePiastres: base.pricePiastres + i });
    }
    const lines = proposeSupplements(needs({ trainingDaysPerWeek: 5 }), many);
    expect(lines.map((l) => [l.role, l.productId])).toEqual([
      ['protein', 1000],
      ['creatine', 1002],
      ['pre-workout', 1003],
    ]);
  });
});

describe('needs from the short form', () => {
  const targets: Record<DietGoal, number> = {
    // 80 kg × the diet plan's protein per kg for the goal (rules/diet.ts)
    'lose-weight': 144, // × 1.8
    recomposition: 176, // × 2.2
    maintain: 112, // × 1.4
    'build-muscle': 144, // × 1.8
    'gain-weight': 128, // × 1.6
    performance: 128, // × 1.6
  };

  it.each(dietGoals)('%s', (goal) => {
    expect(needsFromForm({ weightKg: 80, goal, trainingDaysPerWeek: 4 })).toEqual({
      proteinTargetG: targets[goal],
      proteinFromMealsG: 80,
      trainingDaysPerWeek: 4,
      goal,
    });
  });

  it('rounds to whole grams', () => {
    expect(needsFromForm({ weightKg: 72.3, goal: 'build-muscle', trainingDaysPerWeek: 3 })).toMatchObject({
      proteinTargetG: 130, // 130.14
      proteinFromMealsG: 72,
    });
  });

  it('feeds the proposal: 80 kg building muscle on 4 days', () => {
    const lines = proposeSupplements(
      needsFromForm({ weightKg: 80, goal: 'build-muscle', trainingDaysPerWeek: 4 }),
      catalogue,
    );
    // a gap of 64 g: 3 scoops of 24 g
    expect(lines.map((l) => [l.role, l.productId, l.servingsPerDay])).toEqual([
      ['protein', 1, 3],
      ['creatine', 10, 1],
      ['pre-workout', 20, 0.57],
    ]);
  });
});

describe('reason texts', () => {
  it('has an English sentence for every key, naming every param the key gets', () => {
    expect(Object.keys(planReasonTexts.en).sort()).toEqual([...planReasonKeys].sort());
    const lines = [
      ...proposeSupplements(needs({ trainingDaysPerWeek: 7 }), catalogue),
      ...proposeSupplements(needs({ proteinTargetG: 250, trainingDaysPerWeek: 0 }), catalogue),
    ];
    expect(new Set(lines.map((l) => l.reason.key)).size).toBe(4);
    for (const { reason } of lines) {
      const placeholders = [...planReasonTexts.en[reason.key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders).toEqual(Object.keys(reason.params).sort());
      for (const value of Object.values(reason.params)) expect(typeof value).toBe('number');
    }
  });
});
