import { eq, sql } from 'drizzle-orm';
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

/**
 * Runs a write of a plan's day; the unique index on (plan, lower(day)) refuses a second day of the
 * same name, which answers 409 naming the day.
 */
async function writeDay<T>(day: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const { code, cause } = (err ?? {}) as { code?: string; cause?: { code?: string } };
    if (code !== '23505' && cause?.code !== '23505') throw err;
    throw new AppError(ErrorCode.conflict, 409, `This plan already has a '${day}' day`, {
      day: 'already in this plan',
    });
  }
}

export async function createWorkout(db: Db, training: Training, input: WorkoutInput): Promise<number> {
  const row = await toRow(training, input);
  const id = await writeDay(row.day, async () => {
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
  const updated = await writeDay(row.day, () =>
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
