import { describe, expect, it } from 'vitest';
import { dietGoals, type DietGoal } from './diet';
import {
  needsFromForm,
  planReasonKeys,
  planReasonTexts,
  proposeFromRanked,
  proposeSupplements,
  rankCandidates,
  type PlanCandidate,
} from './supplement-plan';
import {
  candidate,
  catalogue,
  facts,
  isolate,
  micronized,
  needs,
  pumpEnergy,
  stimFree,
  whey,
} from './supplement-plan-fixtures';

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
