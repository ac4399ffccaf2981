import { and, desc, eq } from 'drizzle-orm';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import {
  bmi,
  dietPlanAllowance,
  roundBmi,
  type CanRequestDto,
  type DietFormInput,
  type DietPlanDataDto,
  type MeasurementDto,
} from '@atlas/shared/contract/nutrition';
import type { Language } from '@atlas/shared/rules/locale';
import type { Db } from '../../db/client';
import { lockUser } from '../../db/locks';
import { measurements } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { computeDietPlan } from '../../lib/nutrition/diet-engine';
import { dietPlanText, templateExplanation } from '../../lib/nutrition/diet-text';
import type { FoodTable } from '../../lib/nutrition/food-table';
import type { ChatClient } from '../../lib/ai/chat-client';
import { explainWithModel } from '../../lib/ai/diet-explainer';

type Row = typeof measurements.$inferSelect;

function toMeasurementDto(row: Row): MeasurementDto {
  const weight = Number(row.weight);
  const height = Number(row.height);
  return {
    id: row.id,
    date: row.takenAt.toISOString(),
    age: row.age,
    gender: row.gender,
    weight,
    height,
    waist: Number(row.waist),
    neck: Number(row.neck),
    hip: row.hip === null ? null : Number(row.hip),
    goal: row.goal,
    bmi: roundBmi(bmi(weight, height)),
    dietPlan: row.dietPlan,
    plan: (row.planData as DietPlanDataDto | null) ?? null,
  };
}

function limitReached(daysUntilNext: number): AppError {
  return new AppError(
    ErrorCode.dietPlanLimit,
    409,
    `You've already requested a diet plan this month. Please try again in ${daysUntilNext} days.`,
    { daysUntilNext: String(daysUntilNext) },
  );
}

async function latestRow(db: Db, userId: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(measurements)
    .where(eq(measurements.userId, userId))
    .orderBy(desc(measurements.takenAt), desc(measurements.id))
    .limit(1);
  return row;
}

export async function eligibility(db: Db, userId: number, now: Date): Promise<CanRequestDto> {
  const latest = await latestRow(db, userId);
  const allowance = dietPlanAllowance(latest?.takenAt ?? null, now);
  return {
    canRequest: allowance.canRequest,
    daysUntilNext: allowance.daysUntilNext,
    nextRequestAt: allowance.nextRequestAt?.toISOString() ?? null,
  };
}

interface NewMeasurement {
  form: DietFormInput;
  dietPlan: string;
  plan: DietPlanDataDto | null;
}

/**
 * Stores a plan, one a calendar month (docs/api-compatibility.md: enforced here, not only in the browser). The
 * user's row is locked so two requests at once cannot both pass the check. Saving the very plan
 * that was just stored (the spec's client saves what POST /diet-plan answered) returns that record.
 */
export async function saveMeasurement(
  db: Db,
  userId: number,
  entry: NewMeasurement,
  now: Date,
): Promise<{ measurement: MeasurementDto; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const latest = await latestRow(tx, userId);
    const allowance = dietPlanAllowance(latest?.takenAt ?? null, now);
    if (!allowance.canRequest) {
      if (latest && latest.dietPlan === entry.dietPlan)
        return { measurement: toMeasurementDto(latest), created: false };
      throw limitReached(allowance.daysUntilNext);
    }
    const { form } = entry;
    const [row] = await tx
      .insert(measurements)
      .values({
        userId,
        takenAt: now,
        age: form.age,
        gender: form.gender,
        weight: String(form.weight),
        height: String(form.height),
        waist: String(form.waist),
        neck: String(form.neck),
        hip: form.hip === undefined ? null : String(form.hip),
        goal: form.goal,
        dietPlan: entry.dietPlan,
        planData: entry.plan,
      })
      .returning();
    return { measurement: toMeasurementDto(row!), created: true };
  });
}

export interface DietPlanDeps {
  db: Db;
  foods: FoodTable;
  ai: { client: ChatClient; model: string } | null;
  log: { warn: (obj: object, msg: string) => void };
}

interface ComputedPlan {
  dietPlan: string;
  plan: DietPlanDataDto;
}

/** The engine's figures in words: the model's when one is configured and answers, else our template. */
async function composePlan(
  foods: FoodTable,
  ai: DietPlanDeps['ai'],
  log: DietPlanDeps['log'],
  form: DietFormInput,
  lang: Language,
): Promise<ComputedPlan> {
  const figures = computeDietPlan(form, foods, lang);
  const modelText = ai
    ? await explainWithModel(ai.client, ai.model, figures, form.goal, lang, log)
    : undefined;
  const explanation = modelText ?? templateExplanation(figures, form.goal, lang);
  const plan: DietPlanDataDto = { ...figures, explanation, aiExplanation: modelText !== undefined };
  return { dietPlan: dietPlanText(figures, explanation, lang), plan };
}

/**
 * POST /diet-plan: the engine's plan, optionally explained by the model, saved as the member's
 * measurement of the month. The limit is checked before the (slow) model call and again on save.
 */
export async function createDietPlan(
  deps: DietPlanDeps,
  userId: number,
  form: DietFormInput,
  lang: Language,
  now: Date,
): Promise<{ dietPlan: string; plan: DietPlanDataDto; measurement: MeasurementDto }> {
  const before = await eligibility(deps.db, userId, now);
  if (!before.canRequest) throw limitReached(before.daysUntilNext);

  const { dietPlan, plan } = await composePlan(deps.foods, deps.ai, deps.log, form, lang);
  const { measurement } = await saveMeasurement(deps.db, userId, { form, dietPlan, plan }, now);
  return { dietPlan, plan, measurement };
}

/**
 * POST /diet-plan from a visitor (the spec lists it without authentication; its client sends no
 * token and saves the text itself afterwards): the offline engine's plan, never the model (it
 * costs money per call), and nothing is stored.
 */
export async function visitorDietPlan(
  foods: FoodTable,
  form: DietFormInput,
  lang: Language,
): Promise<{ dietPlan: string; plan: DietPlanDataDto; measurement: null }> {
  const { dietPlan, plan } = await composePlan(foods, null, { warn: () => {} }, form, lang);
  return { dietPlan, plan, measurement: null };
}

export async function listMeasurements(db: Db, userId: number): Promise<MeasurementDto[]> {
  const rows = await db
    .select()
    .from(measurements)
    .where(eq(measurements.userId, userId))
    .orderBy(desc(measurements.takenAt), desc(measurements.id));
  return rows.map(toMeasurementDto);
}

export async function latestMeasurement(db: Db, userId: number): Promise<MeasurementDto> {
  const row = await latestRow(db, userId);
  if (!row) throw AppError.notFound('No measurements yet');
  return toMeasurementDto(row);
}

export async function deleteMeasurement(db: Db, userId: number, measurementId: number): Promise<void> {
  const deleted = await db
    .delete(measurements)
    .where(and(eq(measurements.id, measurementId), eq(measurements.userId, userId)))
    .returning({ id: measurements.id });
  if (deleted.length === 0) throw AppError.notFound('Measurement not found');
}
