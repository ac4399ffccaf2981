import { describe, expect, it } from 'vitest';
import { proposeSupplements } from './supplement-plan';
import { candidate, catalogue, facts, needs, pumpEnergy, stimFree } from './supplement-plan-fixtures';

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
