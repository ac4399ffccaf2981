/**
 * The shop sized to the shopper's plan (rules/supplement-plan.ts, docs/supplement-plan.md).
 *
 *   GET /supplement-plan?weightKg=&goal=&trainingDays=[&allergenFree=]   SupplementPlanQuery → SupplementPlanDto
 *        anyone: the needs from the short form (weight, goal, training days, allergens to avoid)
 *   GET /users/{id}/supplement-plan?trainingDays=           MemberSupplementPlanQuery → SupplementPlanDto
 *        the member (or an admin): the needs from their latest diet plan (its daily protein and
 *        what its meals hold), avoiding the allergies saved in their profile; 404 without a plan
 */
import { z } from 'zod';
import { dietGoals } from '../rules/diet';
import { allergens } from './supplement-facts';
import { allergenFreeParam } from './allergen-filter';

const trainingDays = z.coerce
  .number({ error: 'trainingDays must be a number from 0 to 7' })
  .int('trainingDays must be a whole number from 0 to 7')
  .min(0, 'trainingDays must be a number from 0 to 7')
  .max(7, 'trainingDays must be a number from 0 to 7');

export const SupplementPlanQuery = z.object({
  weightKg: z.coerce
    .number({ error: 'weightKg must be a number from 30 to 250' })
    .finite()
    .min(30, 'weightKg must be a number from 30 to 250')
    .max(250, 'weightKg must be a number from 30 to 250'),
  goal: z.enum(dietGoals, { error: `goal must be one of ${dietGoals.join(', ')}` }),
  trainingDays,
  /** Allergens to avoid, comma-separated ('milk,gluten'): each product in a flavor free of them, or not at all. */
  allergenFree: allergenFreeParam,
});
export type SupplementPlanQuery = z.infer<typeof SupplementPlanQuery>;

export const MemberSupplementPlanQuery = z.object({ trainingDays: trainingDays.default(3) });

export const supplementPlanMessages = {
  noDietPlan: 'You have no diet plan yet: create one, or use the short form.',
} as const;

export const planRoles = ['protein', 'creatine', 'pre-workout'] as const;

export const SupplementPlanLineDto = z.object({
  role: z.enum(planRoles),
  productId: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** The in-stock flavor proposed (its English key), or null for a product without flavors. */
  flavor: z.string().nullable(),
  /** The flavor's name in the requested language. */
  flavorLabel: z.string().nullable(),
  /** EGP, one container, at today's price. */
  price: z.number(),
  /** EGP for one serving. */
  pricePerServing: z.number(),
  /** Protein and creatine: every day; a pre-workout: the average day (training days ÷ 7). */
  servingsPerDay: z.number(),
  servingsPerWeek: z.number().int(),
  daysContainerLasts: z.number().int(),
  /** EGP for 30 days. */
  costPerMonth: z.number(),
  /** The sentence that explains the line: a translation key and its figures. */
  reason: z.object({ key: z.string(), params: z.record(z.string(), z.number()) }),
});
export type SupplementPlanLineDto = z.infer<typeof SupplementPlanLineDto>;

export const SupplementPlanDto = z
  .object({
    /** Where the needs came from: the member's diet plan, or the short form. */
    source: z.enum(['diet-plan', 'form']),
    needs: z.object({
      proteinTargetG: z.number(),
      proteinFromMealsG: z.number(),
      trainingDaysPerWeek: z.number().int(),
      goal: z.enum(dietGoals),
      /** The allergens avoided: the form's allergenFree, or the member's saved allergies. */
      avoid: z.array(z.enum(allergens)),
    }),
    lines: z.array(SupplementPlanLineDto),
    /** EGP a month for every line together. */
    costPerMonth: z.number(),
  })
  .meta({ id: 'SupplementPlan' });
export type SupplementPlanDto = z.infer<typeof SupplementPlanDto>;
