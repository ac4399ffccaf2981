import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { exerciseSlug, planExerciseType } from '@atlas/shared/rules/training';
import type { Db } from './client';
import { contentItems, exercises, workouts, type WorkoutExerciseRow } from './schema/index';
import { renderExerciseArt } from '../lib/exercise-art';
import type { FileStore } from '../lib/file-store/file-store';
import { mediaKey, saveMedia } from '../lib/media';
import {
  GymExercisesFile,
  HomeExercisesFile,
  WarmExercisesFile,
  WorkoutsFile,
  type ExerciseContent,
  type WorkoutContent,
} from '@atlas/shared/content/training';
import { contentDir, readContent } from '../lib/content-files';

/**
 * The shop's own training content, the exercise library and the workout programmes of
 * content/*.json, written into the database at every start in every environment (production
 * too: it is the shop's content, not demo data), following later changes of the files:
 *
 * - Exercises belong to the files (no admin screen edits them): an exercise the files add or
 *   change is written, one they drop is deleted.
 * - Programme days can also be written by an admin. Each day the files changed since the last
 *   start is applied only if its row is still what the files last wrote; a day the admin edited
 *   or deleted stays as the admin left it. A row already there when the shop first meets a file's
 *   day is the admin's too.
 *
 * `content_items` keeps, per item, the hash of what the files last wrote. Several machines
 * starting at once take turns on an advisory lock.
 */
export interface ShopContentReport {
  exercises: { added: number; changed: number; removed: number };
  days: { added: number; changed: number; removed: number; kept: string[] };
}

/** The training content as the files hold it now. */
export interface ShopContent {
  exercises: ExerciseContent[];
  days: WorkoutContent[];
}

/** Reads (and checks) the exercise library and the programmes from a content folder. */
export function readShopContent(dir = contentDir): ShopContent {
  return {
    exercises: [
      ...readContent('exercises-home.json', HomeExercisesFile, dir),
      ...readContent('exercises-gym.json', GymExercisesFile, dir),
      ...readContent('exercises-warm.json', WarmExercisesFile, dir),
    ],
    days: readContent('workouts.json', WorkoutsFile, dir),
  };
}

const EXERCISE = 'exercise';
const DAY = 'workout-day';
/** Any constant shared by every process of the shop: the content writers queue on it. */
const LOCK = 727_154;

export async function syncShopContent(
  db: Db,
  files: FileStore,
  { log, content = readShopContent() }: { log?: FastifyBaseLogger; content?: ShopContent } = {},
): Promise<ShopContentReport> {
  const library = exerciseLibrary(content.exercises);
  // pictures first, outside the transaction: the file store may be a bucket across the network
  const stale = await staleExercises(db, library);
  for (const item of stale) await saveMedia(files, item.imagePath, item.svg);

  const report = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
    const exerciseChanges = await writeExercises(tx, library);
    const dayChanges = await writeProgrammeDays(tx, content.days);
    return { exercises: exerciseChanges.counts, days: dayChanges, dropped: exerciseChanges.droppedImages };
  });
  if (report.dropped.length) await files.delete(report.dropped.map(mediaKey));

  const { exercises: e, days: d } = report;
  if (e.added || e.changed || e.removed)
    log?.info(`exercise library from content/: ${e.added} added, ${e.changed} changed, ${e.removed} removed`);
  if (d.added || d.changed || d.removed)
    log?.info(
      `workout programmes from content/: ${d.added} days added, ${d.changed} changed, ${d.removed} removed`,
    );
  for (const day of d.kept)
    log?.info(`workout programmes: kept the admin's version of ${day}; content/workouts.json changed it too`);
  return { exercises: e, days: d };
}

/** A stable JSON text (keys sorted at every level), so equal values always hash alike. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const hashOf = (value: unknown) => createHash('sha256').update(stableJson(value)).digest('base64url');

async function recordsOf(tx: Db, kind: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ key: contentItems.key, hash: contentItems.hash })
    .from(contentItems)
    .where(eq(contentItems.kind, kind));
  return new Map(rows.map((r) => [r.key, r.hash]));
}

async function record(tx: Db, kind: string, key: string, hash: string): Promise<void> {
  await tx
    .insert(contentItems)
    .values({ kind, key, hash })
    .onConflictDoUpdate({
      target: [contentItems.kind, contentItems.key],
      set: { hash, updatedAt: sql`now()` },
    });
}

async function forget(tx: Db, kind: string, key: string): Promise<void> {
  await tx.delete(contentItems).where(and(eq(contentItems.kind, kind), eq(contentItems.key, key)));
}

// ---------------------------------------------------------------------------------------------
// exercises

interface LibraryExercise {
  key: string;
  hash: string;
  imagePath: string;
  svg: string;
  values: Omit<typeof exercises.$inferInsert, 'id' | 'createdAt'>;
}

function exerciseLibrary(content: ExerciseContent[]): LibraryExercise[] {
  const perType = new Map<string, number>();
  return content.map((e) => {
    // the order within its own file, so an edit to one file moves nothing of the others
    const position = perType.get(e.type) ?? 0;
    perType.set(e.type, position + 1);
    const slug = exerciseSlug(e.name.en);
    const imagePath = `exercises/${e.type}/${e.muscle}/${slug}.svg`;
    const svg = renderExerciseArt({ muscle: e.muscle, kind: e.kind, type: e.type });
    const values = {
      type: e.type,
      muscle: e.muscle,
      slug,
      nameEn: e.name.en,
      nameAr: e.name.ar,
      rating: e.rating,
      equipmentEn: e.equipment.en,
      equipmentAr: e.equipment.ar,
      descriptionEn: e.description.en,
      descriptionAr: e.description.ar,
      image: `/media/${imagePath}`,
      videoUrl: null,
      variations: e.variations.map((v) => ({
        nameEn: v.name.en,
        nameAr: v.name.ar,
        descriptionEn: v.description.en,
        descriptionAr: v.description.ar,
      })),
      position,
    };
    return { key: `${e.type}/${e.muscle}/${slug}`, hash: hashOf({ values, svg }), imagePath, svg, values };
  });
}

const exerciseKey = (row: { type: string; muscle: string; slug: string }) =>
  `${row.type}/${row.muscle}/${row.slug}`;

async function libraryRows(tx: Db) {
  const rows = await tx
    .select({
      id: exercises.id,
      type: exercises.type,
      muscle: exercises.muscle,
      slug: exercises.slug,
      image: exercises.image,
    })
    .from(exercises);
  return new Map(rows.map((r) => [exerciseKey(r), r]));
}

async function staleExercises(db: Db, library: LibraryExercise[]): Promise<LibraryExercise[]> {
  const [records, rows] = [await recordsOf(db, EXERCISE), await libraryRows(db)];
  return library.filter((item) => records.get(item.key) !== item.hash || !rows.has(item.key));
}

async function writeExercises(tx: Db, library: LibraryExercise[]) {
  const [records, rows] = [await recordsOf(tx, EXERCISE), await libraryRows(tx)];
  const counts = { added: 0, changed: 0, removed: 0 };
  const droppedImages: string[] = [];
  for (const item of library) {
    const row = rows.get(item.key);
    if (row && records.get(item.key) === item.hash) continue;
    if (row) {
      await tx.update(exercises).set(item.values).where(eq(exercises.id, row.id));
      counts.changed++;
    } else {
      await tx.insert(exercises).values(item.values);
      counts.added++;
    }
    await record(tx, EXERCISE, item.key, item.hash);
  }
  // an exercise the files wrote and no longer hold; the programmes drop it (training read model)
  const inFiles = new Set(library.map((item) => item.key));
  for (const key of records.keys()) {
    if (inFiles.has(key)) continue;
    const row = rows.get(key);
    if (row) {
      await tx.delete(exercises).where(eq(exercises.id, row.id));
      if (row.image.startsWith('/media/exercises/')) droppedImages.push(row.image);
      counts.removed++;
    }
    await forget(tx, EXERCISE, key);
  }
  return { counts, droppedImages };
}

// ---------------------------------------------------------------------------------------------
// programme days

type DayValues = { planType: string; day: string; position: number; exercises: WorkoutExerciseRow[] };

const dayKey = (planType: string, day: string) => `${planType}/${day.toLowerCase()}`;
const dayHash = (v: DayValues) =>
  hashOf({ planType: v.planType, day: v.day, position: v.position, exercises: v.exercises });

async function writeProgrammeDays(
  tx: Db,
  programmeDays: WorkoutContent[],
): Promise<ShopContentReport['days']> {
  const library = await tx
    .select({ id: exercises.id, type: exercises.type, muscle: exercises.muscle, slug: exercises.slug })
    .from(exercises);
  const idOf = new Map(library.map((e) => [exerciseKey(e), e.id]));
  const wanted = programmeDays.map((w, position): DayValues & { key: string } => ({
    key: dayKey(w.planType, w.day),
    planType: w.planType,
    day: w.day,
    position,
    // an exercise the library does not have is left out rather than dangle
    exercises: w.exercises.flatMap((e) => {
      const exerciseId = idOf.get(`${planExerciseType(w.planType)}/${e.mg}/${exerciseSlug(e.name)}`);
      return exerciseId === undefined
        ? []
        : [
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

  const records = await recordsOf(tx, DAY);
  const rows = new Map(
    (
      await tx
        .select({
          id: workouts.id,
          planType: workouts.planType,
          day: workouts.day,
          position: workouts.position,
          exercises: workouts.exercises,
        })
        .from(workouts)
    ).map((r) => [dayKey(r.planType, r.day), r]),
  );
  const report: ShopContentReport['days'] = { added: 0, changed: 0, removed: 0, kept: [] };

  for (const { key, ...values } of wanted) {
    const hash = dayHash(values);
    const last = records.get(key);
    if (last === hash) continue; // the files did not change this day: the row stands as it is
    const row = rows.get(key);
    if (!row) {
      // new in the files; a day the files wrote before and the admin deleted stays deleted
      if (last === undefined) {
        await tx.insert(workouts).values(values);
        report.added++;
      }
    } else if (last !== undefined && dayHash(row) === last) {
      await tx.update(workouts).set(values).where(eq(workouts.id, row.id));
      report.changed++;
    } else if (dayHash(row) !== hash) {
      report.kept.push(`${values.planType} ${values.day}`);
    }
    await record(tx, DAY, key, hash);
  }

  const inFiles = new Set(wanted.map((w) => w.key));
  const gone = [...records.keys()].filter((key) => !inFiles.has(key));
  for (const key of gone) {
    const row = rows.get(key);
    if (row && dayHash(row) === records.get(key)) {
      await tx.delete(workouts).where(eq(workouts.id, row.id));
      report.removed++;
    }
  }
  if (gone.length)
    await tx.delete(contentItems).where(and(eq(contentItems.kind, DAY), inArray(contentItems.key, gone)));
  return report;
}
