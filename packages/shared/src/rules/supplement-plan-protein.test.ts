import { describe, expect, it } from 'vitest';
import type { FlavorFactsOverride } from '../contract/supplement-facts';
import type { DietGoal } from './diet';
import { proposeSupplements } from './supplement-plan';
import {
  candidate,
  catalogue,
  facts,
  gainer,
  needs,
  perServing,
  proteinBar,
  vitamins,
  whey,
} from './supplement-plan-fixtures';

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
