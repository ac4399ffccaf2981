/**
 * Body metrics and diet maths of the diet-plan generator (docs/api-compatibility.md: our own
 * engine, offline). Pure functions; the clock is an argument. Sources of each formula are in
 * docs/nutrition/diet-engine.md. No zod here: the nutrition page imports it.
 */
import { SHOP_TIME_ZONE, sameZonedMonth, startOfZonedMonth, zonedMonth } from './shop-calendar';

export const dietGoals = [
  'lose-weight',
  'recomposition',
  'maintain',
  'build-muscle',
  'gain-weight',
  'performance',
] as const;
export type DietGoal = (typeof dietGoals)[number];

/** The nutrient guides: 1 carbohydrates, 2 protein, 3 fats and cholesterol. */
export const nutrientIds = ['1', '2', '3'] as const;
export type NutrientId = (typeof nutrientIds)[number];

export function isNutrientId(value: string | undefined): value is NutrientId {
  return (nutrientIds as readonly (string | undefined)[]).includes(value);
}

export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

/** The diet form's bounds; the upper ones are ours, to keep out typing slips. */
export const dietFormBounds = {
  age: { min: 1, max: 105 },
  weight: { min: 3, max: 400 },
  height: { min: 50, max: 260 },
  waist: { min: 30, max: 300 },
  neck: { min: 20, max: 100 },
  hip: { min: 40, max: 300 },
} as const;

export { SHOP_TIME_ZONE };
const DAY_MS = 86_400_000;

export interface BodyInput {
  age: number;
  gender: Gender;
  /** kg */
  weight: number;
  /** cm */
  height: number;
  /** cm */
  waist: number;
  /** cm */
  neck: number;
  /** cm; only women's US Navy formula needs it, and the form does not ask for it */
  hip?: number;
}

export const bmiBands = [
  'underweight',
  'normal',
  'overweight',
  'obesity-1',
  'obesity-2',
  'obesity-3',
] as const;
export type BmiBand = (typeof bmiBands)[number];

/** Weight divided by height in metres squared. */
export function bmi(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return weightKg / (metres * metres);
}

/** BMI to one decimal, as the measurements page shows it. */
export function roundBmi(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The WHO adult classification. */
export function bmiBand(value: number): BmiBand {
  if (value < 18.5) return 'underweight';
  if (value < 25) return 'normal';
  if (value < 30) return 'overweight';
  if (value < 35) return 'obesity-1';
  if (value < 40) return 'obesity-2';
  return 'obesity-3';
}

/** Resting energy by Mifflin-St Jeor (1990), kcal per day. */
export function mifflinStJeor({ weight, height, age, gender }: BodyInput): number {
  return 10 * weight + 6.25 * height - 5 * age + (gender === 'male' ? 5 : -161);
}

export type BodyFatMethod = 'us-navy' | 'rfm';

/**
 * Body fat percentage: the US Navy circumference formula (Hodgdon & Beckett, metric form) when
 * every measure it needs is there and sensible; otherwise the relative fat mass (Woolcott &
 * Bergman 2018), which needs only height and waist.
 */
export function bodyFat(body: BodyInput): { percent: number; method: BodyFatMethod } {
  const { gender, height, waist, neck, hip } = body;
  const log10 = Math.log10;
  let navy: number | undefined;
  if (gender === 'male' && waist - neck > 0) {
    navy = 495 / (1.0324 - 0.19077 * log10(waist - neck) + 0.15456 * log10(height)) - 450;
  } else if (gender === 'female' && hip !== undefined && waist + hip - neck > 0) {
    navy = 495 / (1.29579 - 0.35004 * log10(waist + hip - neck) + 0.221 * log10(height)) - 450;
  }
  if (navy !== undefined && Number.isFinite(navy) && navy >= 2 && navy <= 70) {
    return { percent: round1(navy), method: 'us-navy' };
  }
  const rfm = 64 - 20 * (height / waist) + (gender === 'female' ? 12 : 0);
  return { percent: round1(clamp(rfm, 2, 70)), method: 'rfm' };
}

/** We plan for a lightly active member (training 1–3 days a week): the form does not ask. */
export const ACTIVITY_FACTOR = 1.375;

interface GoalRule {
  /** change of energy against the daily need */
  energy: number;
  /** protein per kg of reference weight (ISSN position stand 2017: 1.4–2.0, up to 2.3–3.1 in a deficit) */
  proteinPerKg: number;
  /** share of energy from fat */
  fatShare: number;
}

const goalRules: Record<DietGoal, GoalRule> = {
  'lose-weight': { energy: -0.2, proteinPerKg: 1.8, fatShare: 0.3 },
  recomposition: { energy: -0.1, proteinPerKg: 2.2, fatShare: 0.28 },
  maintain: { energy: 0, proteinPerKg: 1.4, fatShare: 0.3 },
  'build-muscle': { energy: 0.1, proteinPerKg: 1.8, fatShare: 0.27 },
  'gain-weight': { energy: 0.15, proteinPerKg: 1.6, fatShare: 0.3 },
  performance: { energy: 0.05, proteinPerKg: 1.6, fatShare: 0.25 },
};

/** The daily protein per kg a plan for this goal aims at (the supplement short form uses it too). */
export const goalProteinPerKg = (goal: DietGoal): number => goalRules[goal].proteinPerKg;

/** No plan below these without a clinician (common adult floors), unless the daily need is lower. */
const energyFloor: Record<Gender, number> = { male: 1500, female: 1200 };
/** Protein above this share of energy crowds out the rest. */
const MAX_PROTEIN_SHARE = 0.35;

export interface DietTargets {
  bmr: number;
  tdee: number;
  calories: number;
  protein: number;
  fat: number;
  carbs: number;
  /** the weight protein is counted on: the weight itself, or the weight at BMI 25 when above it */
  referenceWeight: number;
  /** under 18: planned for healthy growth at the daily need, whatever the goal */
  growing: boolean;
}

/** Daily calories and macros (grams) for a body and a goal; the macros add up to the calories. */
export function dietTargets(body: BodyInput, goal: DietGoal): DietTargets {
  const rule = goalRules[goal];
  const growing = body.age < 18;
  const bmr = Math.max(mifflinStJeor(body), 300);
  const tdee = bmr * ACTIVITY_FACTOR;
  const wanted = tdee * (1 + (growing ? 0 : rule.energy));
  const calories = roundTo(Math.max(wanted, Math.min(energyFloor[body.gender], tdee)), 10);

  const metres = body.height / 100;
  const referenceWeight = Math.min(body.weight, 25 * metres * metres);
  const protein = Math.round(
    Math.min(rule.proteinPerKg * referenceWeight, (calories * MAX_PROTEIN_SHARE) / 4),
  );
  const fat = Math.round((calories * rule.fatShare) / 9);
  const carbs = Math.max(0, Math.round((calories - protein * 4 - fat * 9) / 4));
  return {
    bmr: Math.round(bmr),
    tdee: Math.round(tdee),
    calories,
    protein,
    fat,
    carbs,
    referenceWeight: round1(referenceWeight),
    growing,
  };
}

/** Energy of macros in grams (Atwater factors 4, 4, 9). */
export function macroCalories(m: { protein: number; carbs: number; fat: number }): number {
  return m.protein * 4 + m.carbs * 4 + m.fat * 9;
}

/** Where a meal's share of the day goes. */
export const mealShares = { breakfast: 0.25, lunch: 0.35, dinner: 0.25, snack: 0.15 } as const;
export type DietMeal = keyof typeof mealShares;
export const dietMeals = Object.keys(mealShares) as DietMeal[];

/** The plan's tolerance: the day's calories within 5 %, each macro within 10 % or 8 g. */
export const PLAN_TOLERANCE = { calories: 0.05, macro: 0.1, macroGrams: 8 } as const;

export function withinTolerance(
  actual: { calories: number; protein: number; carbs: number; fat: number },
  target: { calories: number; protein: number; carbs: number; fat: number },
): boolean {
  if (Math.abs(actual.calories - target.calories) > target.calories * PLAN_TOLERANCE.calories) return false;
  return (['protein', 'carbs', 'fat'] as const).every(
    (k) =>
      Math.abs(actual[k] - target[k]) <=
      Math.max(target[k] * PLAN_TOLERANCE.macro, PLAN_TOLERANCE.macroGrams),
  );
}

// ---------------------------------------------------------------------------------------------
// The monthly limit: one plan per calendar month of the shop's time zone.

export interface DietPlanAllowance {
  canRequest: boolean;
  /** whole days, rounded up, until the next plan may be asked for; 0 when it may be now */
  daysUntilNext: number;
  /** the 1st of next month, 00:00 in the shop's time zone, when the limit is used up */
  nextRequestAt: Date | null;
}

/**
 * Whether a member may ask for a plan now, given the date of their latest measurement: no when it
 * falls in the current calendar month; then the days until the 1st of next month are
 * ceil(time left / 86,400,000 ms).
 */
export function dietPlanAllowance(
  latest: Date | null,
  now: Date,
  timeZone = SHOP_TIME_ZONE,
): DietPlanAllowance {
  if (!latest || !sameZonedMonth(latest, now, timeZone)) {
    return { canRequest: true, daysUntilNext: 0, nextRequestAt: null };
  }
  const { year, month } = zonedMonth(now, timeZone);
  const next = startOfZonedMonth(
    month === 11 ? { year: year + 1, month: 0 } : { year, month: month + 1 },
    timeZone,
  );
  return {
    canRequest: false,
    daysUntilNext: Math.max(1, Math.ceil((next.getTime() - now.getTime()) / DAY_MS)),
    nextRequestAt: next,
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
