import { describe, expect, it } from 'vitest';
import { SupplementPlanQuery } from '@atlas/shared/contract/supplement-plan';
import { planFormBounds, planFormFromSearch, planFormInput, planFormProblems } from './plan-form-values';

describe('the short form’s values', () => {
  it('has the bounds the contract checks', () => {
    const ok = (weightKg: number, trainingDays: number) =>
      SupplementPlanQuery.safeParse({ weightKg, goal: 'maintain', trainingDays }).success;
    const { weightKg, trainingDays } = planFormBounds;
    expect(ok(weightKg.min, trainingDays.min)).toBe(true);
    expect(ok(weightKg.max, trainingDays.max)).toBe(true);
    expect(ok(weightKg.min - 0.1, 3)).toBe(false);
    expect(ok(weightKg.max + 0.1, 3)).toBe(false);
    expect(ok(80, trainingDays.min - 1)).toBe(false);
    expect(ok(80, trainingDays.max + 1)).toBe(false);
  });

  it('names what is missing or out of bounds', () => {
    expect(planFormProblems({ weightKg: ' ', goal: '', trainingDays: '' })).toEqual({
      weightKg: 'required',
      goal: 'required',
      trainingDays: 'required',
    });
    expect(planFormProblems({ weightKg: '29.9', goal: 'maintain', trainingDays: '8' })).toEqual({
      weightKg: 'range',
      trainingDays: 'range',
    });
    expect(planFormProblems({ weightKg: 'abc', goal: 'maintain', trainingDays: '2.5' })).toEqual({
      weightKg: 'range',
      trainingDays: 'range',
    });
    expect(planFormProblems({ weightKg: '250', goal: 'build-muscle', trainingDays: '0' })).toEqual({});
  });

  it('gives the API’s values only when every field is right', () => {
    expect(planFormInput({ weightKg: ' 82.5 ', goal: 'lose-weight', trainingDays: '4' })).toEqual({
      weightKg: 82.5,
      goal: 'lose-weight',
      trainingDays: 4,
    });
    expect(planFormInput({ weightKg: '82', goal: '', trainingDays: '4' })).toBeNull();
  });

  it('reads a proposal from the address, and ignores one it cannot use', () => {
    expect(planFormFromSearch(new URLSearchParams('weightKg=70&goal=maintain&trainingDays=2'))).toEqual({
      weightKg: 70,
      goal: 'maintain',
      trainingDays: 2,
    });
    expect(planFormFromSearch(new URLSearchParams('weightKg=70&goal=fly&trainingDays=2'))).toBeNull();
    expect(planFormFromSearch(new URLSearchParams('trainingDays=2'))).toBeNull();
  });
});
