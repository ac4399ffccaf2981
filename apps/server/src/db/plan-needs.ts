import { desc, eq } from 'drizzle-orm';
import type { DietPlanDataDto } from '@atlas/shared/contract/nutrition';
import { dietGoals, type DietGoal } from '@atlas/shared/rules/diet';
import { REMINDER_TRAINING_DAYS } from '@atlas/shared/rules/reorder-reminder';
import type { PlanNeeds } from '@atlas/shared/rules/supplement-plan';
import type { Db } from './client';
import { measurements } from './schema/index';

/**
 * The needs the shopper's latest diet plan states (its daily protein target and what its meals
 * hold), with the member's default training days; null without a plan.
 */
export async function latestPlanNeeds(db: Db, userId: number): Promise<PlanNeeds | null> {
  const [latest] = await db
    .select({ goal: measurements.goal, plan: measurements.planData })
    .from(measurements)
    .where(eq(measurements.userId, userId))
    .orderBy(desc(measurements.takenAt), desc(measurements.id))
    .limit(1);
  const plan = latest?.plan as DietPlanDataDto | null | undefined;
  if (!latest || !plan?.target || !plan.totals) return null;
  const goal = (dietGoals as readonly string[]).includes(latest.goal)
    ? (latest.goal as DietGoal)
    : 'maintain';
  return {
    proteinTargetG: plan.target.protein,
    proteinFromMealsG: plan.totals.protein,
    trainingDaysPerWeek: REMINDER_TRAINING_DAYS,
    goal,
  };
}
