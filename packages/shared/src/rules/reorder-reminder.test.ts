import { describe, expect, it } from 'vitest';
import type { PerServing, SupplementFacts } from '../contract/supplement-facts';
import {
  REORDER_LEAD_DAYS,
  reorderReminderDue,
  servingsPerWeek,
  type ReminderLine,
} from './reorder-reminder';
import type { PlanNeeds } from './supplement-plan';

function facts(servingsPerContainer: number, part: Partial<PerServing>): SupplementFacts {
  return {
    servingSize: 10,
    servingUnit: 'g',
    containerSize: 10 * servingsPerContainer,
    servingsPerContainer,
    maxServingsPerDay: 3,
    perServing: {
      energyKcal: 0,
      proteinG: 0,
      carbsG: 0,
      sugarG: 0,
      fatG: 0,
      creatineMg: 0,
      caffeineMg: 0,
      actives: [],
      ...part,
    },
    allergens: [],
    suitableFor: [],
  };
}

const line = (productId: number, category: string, f: SupplementFacts | null, units = 1): ReminderLine => ({
  productId,
  category,
  units,
  facts: f,
});

const whey = (units = 1) => line(1, 'Protein', facts(73, { proteinG: 24 }), units);
const creatine = (units = 1) => line(10, 'Creatine', facts(60, { creatineMg: 5000 }), units);
const preWorkout = (units = 1, caffeineMg = 150) => line(20, 'Pre Workout', facts(30, { caffeineMg }), units);
const vitamins = line(30, 'Vitamins & Health', facts(90, {}));
const shaker = line(40, 'Accessories', null, 3);

/** A plan whose meals leave a 50 g protein gap: 24 g servings → 3 a day (ceil 2.08 = 3). */
const plan = (gapG: number, goal: PlanNeeds['goal'] = 'build-muscle'): PlanNeeds => ({
  proteinTargetG: 150,
  proteinFromMealsG: 150 - gapG,
  trainingDaysPerWeek: 3,
  goal,
});

const placed = new Date('2026-05-01T10:00:00Z');
const days = (n: number) => new Date(placed.getTime() + n * 24 * 60 * 60_000);

describe('servings a week', () => {
  it('without a plan: one serving a day, a pre-workout on 3 training days', () => {
    expect(servingsPerWeek({ ...whey(), facts: whey().facts! }, null)).toBe(7);
    expect(servingsPerWeek({ ...creatine(), facts: creatine().facts! }, null)).toBe(7);
    expect(servingsPerWeek({ ...preWorkout(), facts: preWorkout().facts! }, null)).toBe(3);
    expect(servingsPerWeek({ ...vitamins, facts: vitamins.facts! }, null)).toBe(7);
  });

  it('with a plan: the proposal’s servings for the role (protein by the gap, capped at 3 a day)', () => {
    const w = { ...whey(), facts: whey().facts! };
    expect(servingsPerWeek(w, plan(40))).toBe(14); // 40 / 24 → 2 a day
    expect(servingsPerWeek(w, plan(120))).toBe(21); // 5 needed, capped at 3
    expect(servingsPerWeek({ ...creatine(), facts: creatine().facts! }, plan(40))).toBe(7);
    expect(servingsPerWeek({ ...preWorkout(), facts: preWorkout().facts! }, plan(40))).toBe(3);
  });

  it('with a plan that would not take the product: the default', () => {
    const w = { ...whey(), facts: whey().facts! };
    // a gap under 10 g is left to the meals
    expect(servingsPerWeek(w, plan(5))).toBe(7);
    // a mass gainer while losing weight
    const gainer = line(4, 'Mass Gainers', facts(16, { proteinG: 50 }));
    expect(servingsPerWeek({ ...gainer, facts: gainer.facts! }, plan(60, 'lose-weight'))).toBe(7);
    expect(servingsPerWeek({ ...gainer, facts: gainer.facts! }, plan(60, 'gain-weight'))).toBe(14);
    // a pre-workout above 400 mg of caffeine a serving is never proposed: 3 a week still
    const strong = preWorkout(1, 450);
    expect(servingsPerWeek({ ...strong, facts: strong.facts! }, plan(40))).toBe(3);
  });
});

describe('the reminder’s due date', () => {
  it('is LEAD_DAYS before the first product runs out, from the placement', () => {
    expect(REORDER_LEAD_DAYS).toBe(5);
    // whey 73 days at 1 a day, creatine 60, pre-workout 70 (30 × 7 / 3): creatine first
    const due = reorderReminderDue([whey(), creatine(), preWorkout(), vitamins], null, placed);
    expect(due).toEqual({ dueAt: days(55), productId: 10, days: 60 });
  });

  it('sizes each product to the plan', () => {
    // 3 scoops a day: floor(73 / 3) = 24 days; 2 tubs: floor(146 / 3) = 48
    expect(reorderReminderDue([whey(), creatine()], plan(60), placed)).toEqual({
      dueAt: days(19),
      productId: 1,
      days: 24,
    });
    expect(reorderReminderDue([whey(2), creatine()], plan(60), placed)?.days).toBe(48);
  });

  it('adds up the lines of one product (two flavors are taken one after the other)', () => {
    const chocolate = whey(1);
    const vanilla = { ...whey(2), facts: facts(73, { proteinG: 22 }) };
    expect(reorderReminderDue([chocolate, vanilla], null, placed)?.days).toBe(73 + 146);
    // 40 g gap: chocolate 24 g → 2 a day (36 days), vanilla 22 g → 2 a day (73 days)
    expect(reorderReminderDue([chocolate, vanilla], plan(40), placed)?.days).toBe(36 + 73);
  });

  it('a pre-workout alone lasts its training days: floor(30 × 7 / 3) = 70', () => {
    expect(reorderReminderDue([preWorkout()], null, placed)).toEqual({
      dueAt: days(65),
      productId: 20,
      days: 70,
    });
  });

  it('no reminder without a product with facts, or when the first runs out within the lead days', () => {
    expect(reorderReminderDue([shaker], null, placed)).toBeNull();
    expect(reorderReminderDue([], plan(40), placed)).toBeNull();
    const sample = line(50, 'Protein', facts(5, { proteinG: 24 }));
    expect(reorderReminderDue([sample, whey()], null, placed)).toBeNull();
    const six = line(51, 'Vitamins & Health', facts(6, {}));
    expect(reorderReminderDue([six], null, placed)).toEqual({ dueAt: days(1), productId: 51, days: 6 });
  });

  it('the same lines in any order give the same reminder (ties go to the lower product id)', () => {
    const a = line(7, 'Vitamins & Health', facts(60, {}));
    const forward = reorderReminderDue([a, creatine()], null, placed);
    const backward = reorderReminderDue([creatine(), a], null, placed);
    expect(forward).toEqual(backward);
    expect(forward?.productId).toBe(7);
  });
});
