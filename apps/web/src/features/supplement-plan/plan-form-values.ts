import { dietGoals, type DietGoal } from '@atlas/shared/rules/diet';

/**
 * The short form's bounds, as the contract's SupplementPlanQuery states them (a test compares the
 * two): the contract carries zod, which no public page loads.
 */
export const planFormBounds = {
  weightKg: { min: 30, max: 250 },
  trainingDays: { min: 0, max: 7 },
} as const;

export const DEFAULT_TRAINING_DAYS = 3;

export interface PlanFormInput {
  weightKg: number;
  goal: DietGoal;
  trainingDays: number;
}

/** The form as typed: text, as the fields hold it. */
export interface PlanFormValues {
  weightKg: string;
  goal: DietGoal | '';
  trainingDays: string;
}

export type PlanFormProblem = 'required' | 'range';

const isGoal = (value: string | null): value is DietGoal =>
  value !== null && (dietGoals as readonly string[]).includes(value);

/** Training days as a whole number 0–7, or null for anything else. */
export function parseTrainingDays(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const n = Number(raw);
  const { min, max } = planFormBounds.trainingDays;
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** What is wrong with each field: missing, or out of its bounds. */
export function planFormProblems(
  values: PlanFormValues,
): Partial<Record<keyof PlanFormValues, PlanFormProblem>> {
  const out: Partial<Record<keyof PlanFormValues, PlanFormProblem>> = {};
  const weight = values.weightKg.trim();
  const n = Number(weight);
  if (weight === '') out.weightKg = 'required';
  else if (!Number.isFinite(n) || n < planFormBounds.weightKg.min || n > planFormBounds.weightKg.max)
    out.weightKg = 'range';
  if (!values.goal) out.goal = 'required';
  if (values.trainingDays.trim() === '') out.trainingDays = 'required';
  else if (parseTrainingDays(values.trainingDays) === null) out.trainingDays = 'range';
  return out;
}

/** The form's values as the API takes them, or null while any field is wrong. */
export function planFormInput(values: PlanFormValues): PlanFormInput | null {
  if (Object.keys(planFormProblems(values)).length > 0) return null;
  return {
    weightKg: Number(values.weightKg.trim()),
    goal: values.goal as DietGoal,
    trainingDays: Number(values.trainingDays),
  };
}

/** A proposal asked for in the address (`?weightKg=&goal=&trainingDays=`), so a reload or a way back keeps it. */
export function planFormFromSearch(search: URLSearchParams): PlanFormInput | null {
  const goal = search.get('goal');
  return planFormInput({
    weightKg: search.get('weightKg') ?? '',
    goal: isGoal(goal) ? goal : '',
    trainingDays: search.get('trainingDays') ?? '',
  });
}

export function planFormSearch(input: PlanFormInput): Record<string, string> {
  return {
    weightKg: String(input.weightKg),
    goal: input.goal,
    trainingDays: String(input.trainingDays),
  };
}
