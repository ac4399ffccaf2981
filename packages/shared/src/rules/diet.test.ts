import { describe, expect, it } from 'vitest';
import {
  bmi,
  bmiBand,
  bodyFat,
  dietGoals,
  dietPlanAllowance,
  dietTargets,
  macroCalories,
  mifflinStJeor,
  roundBmi,
  withinTolerance,
  type BodyInput,
} from './diet';

const man: BodyInput = { age: 30, gender: 'male', weight: 80, height: 180, waist: 85, neck: 38 };
const woman: BodyInput = { age: 25, gender: 'female', weight: 60, height: 165, waist: 80, neck: 32 };

describe('body metrics', () => {
  it('BMI is weight over height in metres squared, shown to one decimal, banded as WHO', () => {
    // 80 / 1.8² = 24.69…
    expect(roundBmi(bmi(80, 180))).toBe(24.7);
    expect(bmiBand(24.69)).toBe('normal');
    expect(bmiBand(18.49)).toBe('underweight');
    expect(bmiBand(25)).toBe('overweight');
    expect(bmiBand(30)).toBe('obesity-1');
    expect(bmiBand(35)).toBe('obesity-2');
    expect(bmiBand(40)).toBe('obesity-3');
  });

  it('resting energy by Mifflin-St Jeor', () => {
    // 10·80 + 6.25·180 − 5·30 + 5 = 800 + 1125 − 150 + 5
    expect(mifflinStJeor(man)).toBe(1780);
    // 10·60 + 6.25·165 − 5·25 − 161 = 600 + 1031.25 − 125 − 161
    expect(mifflinStJeor(woman)).toBe(1345.25);
  });

  it("men's body fat by the US Navy formula", () => {
    // 495 / (1.0324 − 0.19077·log10(47) + 0.15456·log10(180)) − 450 = 495 / 1.061989 − 450 = 16.1
    expect(bodyFat(man)).toEqual({ percent: 16.1, method: 'us-navy' });
  });

  it("women's body fat by the US Navy formula when the hip is given, else by RFM", () => {
    // 64 − 20·(165/80) + 12 = 34.75
    expect(bodyFat(woman)).toEqual({ percent: 34.8, method: 'rfm' });
    // 495 / (1.29579 − 0.35004·log10(143) + 0.221·log10(165)) − 450
    //   = 495 / (1.29579 − 0.754454 + 0.490064) − 450 = 495 / 1.0314 − 450 = 29.93
    expect(bodyFat({ ...woman, hip: 95 })).toEqual({ percent: 29.9, method: 'us-navy' });
  });

  it('falls back to RFM when the Navy measures make no sense (neck wider than waist)', () => {
    // 64 − 20·(180/35)
    expect(bodyFat({ ...man, waist: 35, neck: 40 })).toEqual({ percent: 2, method: 'rfm' });
    expect(bodyFat({ ...man, waist: 100, neck: 40 }).method).toBe('us-navy');
  });
});

describe('calorie and macro targets', () => {
  it('maintenance for the reference man, by hand', () => {
    // BMR 1780 × 1.375 = 2447.5 → 2450 kcal; protein 1.4 × 80 = 112 g; fat 30 % = 81.7 → 82 g;
    // carbs (2450 − 448 − 738) / 4 = 316 g
    expect(dietTargets(man, 'maintain')).toMatchObject({
      bmr: 1780,
      tdee: 2448,
      calories: 2450,
      protein: 112,
      fat: 82,
      carbs: 316,
      referenceWeight: 80,
      growing: false,
    });
  });

  it('weight loss takes 20 % off the daily need but never goes below the floor', () => {
    // 2447.5 × 0.8 = 1958 → 1960
    expect(dietTargets(man, 'lose-weight').calories).toBe(1960);
    const small: BodyInput = { age: 70, gender: 'female', weight: 45, height: 150, waist: 70, neck: 30 };
    // BMR 450 + 937.5 − 350 − 161 = 876.5; need 1205 → 964 wanted, floor 1200
    expect(dietTargets(small, 'lose-weight').calories).toBe(1200);
  });

  it('counts protein on the weight at BMI 25 for heavier people', () => {
    const heavy = { ...man, weight: 130 };
    // 25 × 1.8² = 81 kg; 1.8 g/kg → 146 g
    const t = dietTargets(heavy, 'lose-weight');
    expect(t.referenceWeight).toBe(81);
    expect(t.protein).toBe(146);
  });

  it('plans under-18s at their daily need whatever the goal', () => {
    const teen: BodyInput = { age: 15, gender: 'male', weight: 60, height: 170, waist: 70, neck: 33 };
    const t = dietTargets(teen, 'lose-weight');
    expect(t.growing).toBe(true);
    expect(t.calories).toBe(dietTargets(teen, 'maintain').calories);
  });

  it('macros add up to the calorie target for every goal and many bodies', () => {
    for (const goal of dietGoals) {
      for (const age of [1, 8, 17, 18, 30, 60, 105]) {
        for (const weight of [3, 20, 55, 80, 120, 250]) {
          for (const gender of ['male', 'female'] as const) {
            const t = dietTargets({ age, gender, weight, height: 50 + weight, waist: 60, neck: 30 }, goal);
            expect(t.protein).toBeGreaterThan(0);
            expect(t.carbs).toBeGreaterThanOrEqual(0);
            expect(Math.abs(macroCalories(t) - t.calories)).toBeLessThanOrEqual(6);
          }
        }
      }
    }
  });

  it('tolerance: 5 % on calories, 10 % or 8 g on each macro', () => {
    const target = { calories: 2000, protein: 150, carbs: 200, fat: 67 };
    expect(withinTolerance({ calories: 2095, protein: 135, carbs: 219, fat: 60 }, target)).toBe(true);
    expect(withinTolerance({ calories: 2110, protein: 150, carbs: 200, fat: 67 }, target)).toBe(false);
    expect(withinTolerance({ calories: 2000, protein: 134, carbs: 200, fat: 67 }, target)).toBe(false);
    expect(withinTolerance({ calories: 2000, protein: 150, carbs: 200, fat: 75 }, target)).toBe(true);
  });
});

describe('one diet plan per calendar month in Cairo', () => {
  const at = (iso: string) => new Date(iso);

  it('anyone without a plan, or with last month’s, may ask', () => {
    expect(dietPlanAllowance(null, at('2026-11-22T10:00:00Z'))).toEqual({
      canRequest: true,
      daysUntilNext: 0,
      nextRequestAt: null,
    });
    expect(dietPlanAllowance(at('2026-10-31T12:00:00Z'), at('2026-11-01T08:00:00Z')).canRequest).toBe(true);
  });

  it('a plan this month blocks until the 1st of next month, counted in whole days rounded up', () => {
    // Next: 2026-12-01 00:00 Cairo (UTC+2) = 2026-11-30T22:00Z; 8 days 12 hours away → 9
    const a = dietPlanAllowance(at('2026-11-03T09:00:00Z'), at('2026-11-22T10:00:00Z'));
    expect(a).toEqual({ canRequest: false, daysUntilNext: 9, nextRequestAt: at('2026-11-30T22:00:00Z') });
  });

  it('uses Cairo summer time (UTC+3) in summer', () => {
    // Next: 2026-08-01 00:00 Cairo = 2026-07-31T21:00Z; 16 days 9 hours away → 17
    const a = dietPlanAllowance(at('2026-07-01T06:00:00Z'), at('2026-07-15T12:00:00Z'));
    expect(a.daysUntilNext).toBe(17);
    expect(a.nextRequestAt).toEqual(at('2026-07-31T21:00:00Z'));
  });

  it('decides the month by the Cairo calendar, not by UTC', () => {
    // 2026-10-31T22:30Z is already 1 November 00:30 in Cairo
    expect(dietPlanAllowance(at('2026-10-31T22:30:00Z'), at('2026-11-15T10:00:00Z')).canRequest).toBe(false);
    // 2026-10-31T21:30Z is still 31 October 23:30 in Cairo
    expect(dietPlanAllowance(at('2026-10-31T21:30:00Z'), at('2026-11-15T10:00:00Z')).canRequest).toBe(true);
  });

  it('turns over at midnight of New Year in Cairo', () => {
    const latest = at('2026-12-10T10:00:00Z');
    const lastMinute = dietPlanAllowance(latest, at('2026-12-31T21:59:00Z'));
    expect(lastMinute).toMatchObject({ canRequest: false, daysUntilNext: 1 });
    expect(lastMinute.nextRequestAt).toEqual(at('2026-12-31T22:00:00Z'));
    expect(dietPlanAllowance(latest, at('2026-12-31T22:01:00Z')).canRequest).toBe(true);
  });
});
