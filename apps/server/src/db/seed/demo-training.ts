import { count, inArray } from 'drizzle-orm';
import { exerciseSlug, planExerciseType } from '@atlas/shared/rules/training';
import type { Db } from '../client';
import {
  exercises,
  products,
  trainerFaqs,
  trainerProducts,
  trainers,
  workouts,
  type WorkoutExerciseRow,
} from '../schema/index';
import { saveMedia } from '../../lib/media';
import { renderExerciseArt } from '../../lib/exercise-art';
import { renderTrainerPortrait } from '../../lib/trainer-art';
import { trainers as seedTrainers } from './training/trainers';
import { gymExercises } from './training/exercises-gym';
import { homeExercises } from './training/exercises-home';
import { warmExercises } from './training/exercises-warm';
import { workouts as seedWorkouts } from './training/workouts';
import type { SeedExercise } from './training/types';

const DAY_MS = 86_400_000;

export const seedExercises: SeedExercise[] = [...homeExercises, ...gymExercises, ...warmExercises];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function isEmpty(
  db: Db,
  table: typeof trainers | typeof exercises | typeof workouts,
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0) === 0;
}

/**
 * The demo trainers (with generated portraits, FAQs and recommended products), the exercise
 * library (with a generated figure per exercise) and the four programmes. Each part is seeded
 * when its table is empty; images are written before the rows. Returns what was added.
 */
export async function seedDemoTraining(
  db: Db,
  dataDir: string,
  now = new Date(),
): Promise<{ trainers: number; exercises: number; workouts: number }> {
  const added = { trainers: 0, exercises: 0, workouts: 0 };
  if (await isEmpty(db, exercises)) added.exercises = await seedExerciseLibrary(db, dataDir);
  if (await isEmpty(db, trainers)) added.trainers = await seedCoaches(db, dataDir, now);
  if (await isEmpty(db, workouts)) added.workouts = await seedProgrammes(db);
  return added;
}

async function seedExerciseLibrary(db: Db, dataDir: string): Promise<number> {
  const rows = await Promise.all(
    seedExercises.map(async (e, position) => {
      const exercise = exerciseSlug(e.name.en);
      const image = await saveMedia(
        dataDir,
        `exercises/${e.type}/${e.muscle}/${exercise}.svg`,
        renderExerciseArt({ muscle: e.muscle, kind: e.kind, type: e.type }),
      );
      return {
        type: e.type,
        muscle: e.muscle,
        slug: exercise,
        nameEn: e.name.en,
        nameAr: e.name.ar,
        rating: e.rating,
        equipmentEn: e.equipment.en,
        equipmentAr: e.equipment.ar,
        descriptionEn: e.description.en,
        descriptionAr: e.description.ar,
        image,
        variations: e.variations.map((v) => ({
          nameEn: v.name.en,
          nameAr: v.name.ar,
          descriptionEn: v.description.en,
          descriptionAr: v.description.ar,
        })),
        position,
      };
    }),
  );
  await db.insert(exercises).values(rows);
  return rows.length;
}

async function seedCoaches(db: Db, dataDir: string, now: Date): Promise<number> {
  const wanted = [...new Set(seedTrainers.flatMap((t) => t.products))];
  const found = wanted.length
    ? await db
        .select({ id: products.id, name: products.nameEn })
        .from(products)
        .where(inArray(products.nameEn, wanted))
    : [];
  const productIdByName = new Map(found.map((p) => [p.name, p.id]));
  const images = await Promise.all(
    seedTrainers.map((t, index) =>
      saveMedia(
        dataDir,
        `trainers/${String(index + 1).padStart(2, '0')}-${slug(t.name.en)}.svg`,
        renderTrainerPortrait(t.portrait),
      ),
    ),
  );
  await db.transaction(async (tx) => {
    for (const [index, t] of seedTrainers.entries()) {
      // joined one after another, a few weeks apart: the directory shows the newest first
      const createdAt = new Date(now.getTime() - (seedTrainers.length - index) * 21 * DAY_MS);
      const [row] = await tx
        .insert(trainers)
        .values({
          nameEn: t.name.en,
          nameAr: t.name.ar,
          specialtyEn: t.specialty.en,
          specialtyAr: t.specialty.ar,
          bioEn: t.bio.en,
          bioAr: t.bio.ar,
          image: images[index]!,
          createdAt,
        })
        .returning({ id: trainers.id });
      const trainerId = row!.id;
      if (t.faq.length) {
        await tx.insert(trainerFaqs).values(
          t.faq.map((f, position) => ({
            trainerId,
            position,
            questionEn: f.question.en,
            questionAr: f.question.ar,
            answerEn: f.answer.en,
            answerAr: f.answer.ar,
          })),
        );
      }
      // a demo catalogue without one of the products (e.g. edited by hand) just skips it
      const productRows = t.products.flatMap((name, position) => {
        const productId = productIdByName.get(name);
        return productId === undefined ? [] : [{ trainerId, productId, position }];
      });
      if (productRows.length) await tx.insert(trainerProducts).values(productRows);
    }
  });
  return seedTrainers.length;
}

async function seedProgrammes(db: Db): Promise<number> {
  const library = await db
    .select({ id: exercises.id, type: exercises.type, muscle: exercises.muscle, slug: exercises.slug })
    .from(exercises);
  const idOf = new Map(library.map((e) => [`${e.type}/${e.muscle}/${e.slug}`, e.id]));
  const rows = seedWorkouts.map((w, position) => ({
    planType: w.planType,
    day: w.day,
    position,
    exercises: w.exercises.flatMap((e): WorkoutExerciseRow[] => {
      const exerciseId = idOf.get(`${planExerciseType(w.planType)}/${e.mg}/${exerciseSlug(e.name)}`);
      if (exerciseId === undefined) return [];
      return [
        {
          exerciseId,
          sets: e.sets,
          reps: e.reps,
          notesEn: e.notes?.en ?? '',
          notesAr: e.notes?.ar ?? '',
        },
      ];
    }),
  }));
  await db.insert(workouts).values(rows);
  return rows.length;
}
