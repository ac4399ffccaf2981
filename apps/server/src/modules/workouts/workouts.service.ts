import { and, eq, ne, sql } from 'drizzle-orm';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import {
  isMuscleGroup,
  parsePlanType,
  planExerciseType,
  planTypes,
  type WorkoutInput,
} from '@atlas/shared/contract/training';
import type { Db } from '../../db/client';
import { workouts, type WorkoutExerciseRow } from '../../db/schema/index';
import type { Training } from '../../db/training-read-model';
import { AppError } from '../../lib/app-error';

const invalid = (message: string, fields: Record<string, string>) =>
  new AppError(ErrorCode.validation, 400, message, fields);

/**
 * A workout as stored: the plan type checked, every exercise resolved to a library exercise of the
 * plan's kind (so every link of the programme opens a real exercise page), notes in both languages.
 */
async function toRow(training: Training, input: WorkoutInput) {
  const planType = parsePlanType(input.planType);
  if (!planType) {
    const message = `planType must be one of ${planTypes.join(', ')}`;
    throw invalid(message, { planType: message });
  }
  // the bro split links its exercises by day, so each day is a muscle group holding them
  if (planType === 'bro-split' && !isMuscleGroup(input.day)) {
    const message = 'a bro-split day is a muscle group: chest, back, shoulders, arms, legs, abs or calves';
    throw invalid(message, { day: message });
  }
  const type = planExerciseType(planType);
  const items: WorkoutExerciseRow[] = [];
  for (const [index, item] of input.exercises.entries()) {
    const muscle = planType === 'bro-split' && isMuscleGroup(input.day) ? input.day : item.mg;
    const found = await training.findExercise(type, item.name, muscle);
    if (!found) {
      const message = `there is no ${type} exercise named '${item.name}'${muscle ? ` for ${muscle}` : ''}`;
      throw invalid(message, { [`exercises.${index}.name`]: message });
    }
    items.push({
      exerciseId: found.id,
      sets: item.sets,
      reps: item.reps,
      notesEn: item.notes ?? '',
      notesAr: item.notesAr ?? item.notes ?? '',
    });
  }
  return { planType, day: input.day, exercises: items };
}

async function assertDayFree(db: Db, planType: string, day: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: workouts.id })
    .from(workouts)
    .where(
      and(
        eq(workouts.planType, planType),
        sql`lower(${workouts.day}) = ${day.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(workouts.id, exceptId),
      ),
    );
  if (taken) {
    throw new AppError(ErrorCode.conflict, 409, `This plan already has a '${day}' day`, {
      day: 'already in this plan',
    });
  }
}

/** The unique index decides a race the check above lost. */
function isUniqueViolation(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

async function guardedWrite<T>(
  db: Db,
  planType: string,
  day: string,
  exceptId: number | undefined,
  write: () => Promise<T>,
) {
  await assertDayFree(db, planType, day, exceptId);
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) await assertDayFree(db, planType, day, exceptId);
    throw err;
  }
}

export async function createWorkout(db: Db, training: Training, input: WorkoutInput): Promise<number> {
  const row = await toRow(training, input);
  const id = await guardedWrite(db, row.planType, row.day, undefined, async () => {
    const [created] = await db
      .insert(workouts)
      .values({
        ...row,
        position: sql`coalesce((select max(position) + 1 from workouts where plan_type = ${row.planType}), 0)`,
      })
      .returning({ id: workouts.id });
    return created!.id;
  });
  await training.refresh();
  return id;
}

export async function updateWorkout(
  db: Db,
  training: Training,
  id: number,
  input: WorkoutInput,
): Promise<void> {
  const row = await toRow(training, input);
  const updated = await guardedWrite(db, row.planType, row.day, id, () =>
    db.update(workouts).set(row).where(eq(workouts.id, id)).returning({ id: workouts.id }),
  );
  if (updated.length === 0) throw AppError.notFound('Workout not found');
  await training.refresh();
}

export async function deleteWorkout(db: Db, training: Training, id: number): Promise<void> {
  const deleted = await db.delete(workouts).where(eq(workouts.id, id)).returning({ id: workouts.id });
  if (deleted.length === 0) throw AppError.notFound('Workout not found');
  await training.refresh();
}
