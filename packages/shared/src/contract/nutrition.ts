import { z } from 'zod';
import { multilineText, text } from './text';
import { credentialMessages, isValidEmail } from '../rules/credentials';
import { dietFormBounds, dietGoals, dietMeals, genders, type DietGoal } from '../rules/diet';
import { muscleGroups } from '../rules/training';
import type { MealPlanGoal } from '../content/meal-plans';

export * from '../rules/diet';

const id = z.coerce.number().int().positive().max(2_147_483_647);

// ---- foods and meal plans --------------------------------------------------------------------

/** A food of the nutrition table; values per 100 g. */
export const FoodDto = z
  .object({
    id: z.string(),
    name: z.string(),
    /** Absolute URL of the food group's picture. */
    image: z.string(),
    group: z.string(),
    calories: z.number(),
    protein: z.number(),
    fat: z.number(),
    carbs: z.number(),
    /** A household portion, when there is a natural one ('1 baladi loaf'). */
    portion: z.object({ grams: z.number(), label: z.string() }).nullable(),
  })
  .meta({ id: 'Food' });
export type FoodDto = z.infer<typeof FoodDto>;

/**
 * GET /foods?search=&limit= : a case-insensitive substring of the name in either language (blank:
 * every food); `limit` keeps the first n, the number matching is in X-Total-Count.
 */
export const FoodQuery = z.object({
  search: text().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(300).optional(),
});

export const MealItemDto = z.object({
  food: z.string(),
  name: z.string(),
  image: z.string(),
  /** What to put on the plate, in words ('200 g', '2 eggs (100 g)'). */
  quantity: z.string(),
  grams: z.number(),
});
export type MealItemDto = z.infer<typeof MealItemDto>;

/** One meal with its totals (calories, protein, carbs, fats, items). */
export const MealDto = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fats: z.number(),
  items: z.array(MealItemDto),
});
export type MealDto = z.infer<typeof MealDto>;

// a list of names alike in shape to Paymob's payment statuses (contract/paymob.ts); different values
/**
 * The specification's names of the meal planner's ten goals: its client identifies a plan by this
 * display name (`targetGoal`), in English whatever the language, so they are identifiers, not texts.
 */
export const mealPlanTargetGoalNames = [
  'Weight Loss',
  'Muscle Gain',
  'High Protein',
  'Balanced Diet',
  'Low Carb',
  'Vegetarian',
  'Keto',
  'Diabetic Friendly',
  'Heart Healthy',
  'Gluten Free',
] as const;
export type MealPlanTargetGoal = (typeof mealPlanTargetGoalNames)[number];

/** Each of our goal keys (content/meal-plans.json) by its name in the specification. */
export const mealPlanTargetGoals: Record<MealPlanGoal, MealPlanTargetGoal> = {
  'weight-loss': 'Weight Loss',
  'muscle-gain': 'Muscle Gain',
  'high-protein': 'High Protein',
  balanced: 'Balanced Diet',
  'low-carb': 'Low Carb',
  vegetarian: 'Vegetarian',
  keto: 'Keto',
  'diabetic-friendly': 'Diabetic Friendly',
  'heart-healthy': 'Heart Healthy',
  'gluten-free': 'Gluten Free',
};

export const MealPlanDto = z
  .object({
    /** Our goal key, kebab-case ('weight-loss', 'balanced'…). */
    goal: z.string(),
    /** The plan's id for the specification's client: the same key as `goal`, stable. */
    id: z.string(),
    /** The goal by the specification's display name ('Weight Loss', 'Balanced Diet'…), English in every language. */
    targetGoal: z.enum(mealPlanTargetGoalNames),
    plan: z.object({ breakfast: MealDto, lunch: MealDto, dinner: MealDto, snack: MealDto }),
  })
  .meta({ id: 'MealPlan' });
export type MealPlanDto = z.infer<typeof MealPlanDto>;

// ---- the diet form and plans -----------------------------------------------------------------

const bounded = (name: keyof typeof dietFormBounds, integer = false) => {
  const { min, max } = dietFormBounds[name];
  let n = z.coerce.number({ error: `${name} must be a number` });
  if (integer) n = n.int(`${name} must be a whole number`);
  return n.min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`);
};

/** Goals as other clients may name them, mapped to ours. */
const goalAliases: Record<string, DietGoal> = {
  'weight-loss': 'lose-weight',
  'lose-fat': 'recomposition',
  'fat-loss': 'recomposition',
  maintenance: 'maintain',
  'maintain-weight': 'maintain',
  'muscle-gain': 'build-muscle',
  'gain-muscle': 'build-muscle',
  'weight-gain': 'gain-weight',
  'sports-performance': 'performance',
};

/** A goal key from any spelling: 'Build muscle', 'build_muscle', 'muscle-gain'. */
export function parseDietGoal(value: string): DietGoal | undefined {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if ((dietGoals as readonly string[]).includes(key)) return key as DietGoal;
  return goalAliases[key];
}

const goal = text()
  .max(60)
  .transform((value, ctx) => {
    const parsed = parseDietGoal(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: `goal must be one of: ${dietGoals.join(', ')}` });
      return z.NEVER;
    }
    return parsed;
  })
  .pipe(z.enum(dietGoals));

const gender = text()
  .max(20)
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.enum(genders, { error: 'gender must be male or female' }));

/** The diet form; `hip` is optional and only refines women's body fat. */
export const DietFormInput = z.object({
  age: bounded('age', true),
  weight: bounded('weight'),
  height: bounded('height'),
  waist: bounded('waist'),
  neck: bounded('neck'),
  hip: bounded('hip').optional(),
  gender,
  goal,
});
export type DietFormInput = z.infer<typeof DietFormInput>;

/**
 * `?format=json` on POST /diet-plan and POST /gym-machine/identify: JSON with the figures; without
 * it, the spec's text answer (decision 0009).
 */
export const TextOrJsonQuery = z.object({ format: z.enum(['text', 'json']).default('text') });

export const DietPlanDataDto = z
  .object({
    bmi: z.number(),
    bmiBand: z.string(),
    bodyFat: z.number(),
    bodyFatMethod: z.enum(['us-navy', 'rfm']),
    bmr: z.number(),
    tdee: z.number(),
    activityFactor: z.number(),
    growing: z.boolean(),
    target: z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() }),
    totals: z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() }),
    meals: z.array(z.object({ meal: z.enum(dietMeals) }).extend(MealDto.shape)),
    /** Why these targets: the engine's words, or the configured model's. */
    explanation: z.string(),
    /** Whether the explanation was written by the configured language model. */
    aiExplanation: z.boolean(),
  })
  .meta({ id: 'DietPlanData' });
export type DietPlanDataDto = z.infer<typeof DietPlanDataDto>;

// ---- measurements ----------------------------------------------------------------------------

export const UserIdParams = z.object({ id });
export const MeasurementParams = z.object({ id, measurementId: id });

/**
 * POST /users/{id}/measurements: the form's fields plus the plan's text. The `date`
 * a client sends is accepted and ignored: the server's clock dates the record, or the monthly
 * limit could be dodged by backdating.
 */
export const MeasurementInput = DietFormInput.extend({
  dietPlan: multilineText().trim().min(1, 'dietPlan is required').max(20_000),
  date: z.unknown().optional(),
});
export type MeasurementInput = z.infer<typeof MeasurementInput>;

export const MeasurementDto = z
  .object({
    id: z.number().int(),
    date: z.string(),
    age: z.number(),
    gender: z.string(),
    weight: z.number(),
    height: z.number(),
    waist: z.number(),
    neck: z.number(),
    hip: z.number().nullable(),
    goal: z.string(),
    /** weight / height in metres squared, one decimal */
    bmi: z.number(),
    dietPlan: z.string(),
    /** The engine's figures and meals, when the shop's engine made the plan. */
    plan: DietPlanDataDto.nullable(),
  })
  .meta({ id: 'Measurement' });
export type MeasurementDto = z.infer<typeof MeasurementDto>;

export const MeasurementListDto = z.array(MeasurementDto);

export const DietPlanResultDto = z
  .object({
    dietPlan: z.string(),
    plan: DietPlanDataDto,
    /** null for a visitor: a visitor's plan is not stored */
    measurement: MeasurementDto.nullable(),
  })
  .meta({ id: 'DietPlanResult' });
export type DietPlanResultDto = z.infer<typeof DietPlanResultDto>;

export const CanRequestDto = z
  .object({
    canRequest: z.boolean(),
    daysUntilNext: z.number().int(),
    nextRequestAt: z.string().nullable(),
  })
  .meta({ id: 'DietPlanEligibility' });
export type CanRequestDto = z.infer<typeof CanRequestDto>;

// ---- contact ---------------------------------------------------------------------------------

/** The spec's one message for any missing contact field. */
export const FILL_ALL = 'Please fill out all fields';

export const ContactInput = z
  .object({
    name: text({ error: FILL_ALL }).trim().min(1, FILL_ALL).max(100),
    email: text({ error: FILL_ALL })
      .trim()
      .min(1, FILL_ALL)
      .max(254, credentialMessages.emailInvalid)
      .refine(isValidEmail, credentialMessages.emailInvalid),
    message: multilineText({ error: FILL_ALL }).trim().min(1, FILL_ALL).max(5000),
  })
  .meta({ id: 'ContactInput' });
export type ContactInput = z.infer<typeof ContactInput>;

export const ContactSubmissionDto = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    date: z.string(),
    handled: z.boolean(),
  })
  .meta({ id: 'ContactSubmission' });
export type ContactSubmissionDto = z.infer<typeof ContactSubmissionDto>;

/** Paged, and searchable by the admin header search (type email, name or message). */
export const ContactListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  type: z.enum(['email', 'name', 'message']).optional(),
  query: text().trim().max(100).optional(),
});
export type ContactListQuery = z.infer<typeof ContactListQuery>;

export const ContactIdParams = z.object({ id });
export const ContactHandledInput = z.object({ handled: z.boolean() });

// ---- gym machines ----------------------------------------------------------------------------

export const MachineIdentifyDto = z
  .object({
    /** The answer as HTML (the spec's text response), built from our catalogue and escaped. */
    html: z.string(),
    machine: z.object({ id: z.string(), name: z.string(), muscle: z.enum(muscleGroups) }),
  })
  .meta({ id: 'MachineIdentify' });
export type MachineIdentifyDto = z.infer<typeof MachineIdentifyDto>;

/** GET /gym-machine/identify: whether photos can be identified here (an identifier is configured). */
export const IdentifierStatusDto = z.object({
  available: z.boolean(),
  kind: z.enum(['vision', 'none']),
});
export type IdentifierStatusDto = z.infer<typeof IdentifierStatusDto>;
