import { asc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { languages, type Language } from '@atlas/shared/rules/locale';
import type { ProductDto } from '@atlas/shared/contract/products';
import {
  exerciseSlug,
  exerciseTypes,
  isMuscleGroup,
  muscleGroups,
  planExerciseType,
  planTypes,
  workoutDuration,
  workoutExerciseHref,
  type ExerciseDto,
  type ExerciseSummaryDto,
  type ExerciseType,
  type MuscleGroup,
  type PlanType,
  type TrainerCodeDto,
  type TrainerDetailsDto,
  type TrainerDto,
  type WorkoutDto,
} from '@atlas/shared/contract/training';
import type { Db } from './client';
import type { Catalogue } from './catalogue-read-model';
import { answerCache } from '../lib/answer-cache';
import { trainerCodes } from './promotions';
import { exercises, trainerFaqs, trainerProducts, trainers, workouts } from './schema/index';
import { AppError } from '../lib/app-error';
import type { MediaUrl } from '../lib/media';
import { prepareJson, type PreparedJson } from '../lib/prepared-json';
import { ReloadQueue } from './reload-queue';

/**
 * Trainers, the exercise library and the workout programmes as the public pages read them, kept
 * in memory like the catalogue (docs/decisions/0008): a few hundred rows, loaded whole, answered
 * as ready DTOs and serialized JSON per language. The triggers of migration 0004 announce every
 * change on the catalogue's channel ('@training'), which reloads everything; a writer in this
 * process also refreshes before it answers. Trainer details carry their products from the
 * catalogue read model, so those answers are also keyed by the catalogue's version.
 */
export interface Training {
  /** Every trainer, oldest first, or the first `limit`. */
  trainers(lang: Language, limit?: number): Promise<TrainerDto[]>;
  /** AppError 404 'Trainer not found' when there is none. */
  trainer(id: number, lang: Language): Promise<TrainerDetailsDto>;
  trainerIds(): Promise<number[]>;
  /** A type's exercises, or one muscle's; AppError 404 for a muscle group that does not exist. */
  exercises(type: ExerciseType, muscle: string | undefined, lang: Language): Promise<ExerciseSummaryDto[]>;
  /** One exercise by its slug (or its name, spaces or hyphens, any case); 404 when there is none. */
  exercise(type: ExerciseType, muscle: string, exercise: string, lang: Language): Promise<ExerciseDto>;
  /** Every exercise page's path segments, for the sitemap. */
  exercisePaths(): Promise<{ type: ExerciseType; muscle: MuscleGroup; slug: string }[]>;
  /** The library exercise a workout names (English name or slug), optionally in one muscle group. */
  findExercise(
    type: ExerciseType,
    name: string,
    muscle?: MuscleGroup,
  ): Promise<{ id: number; muscle: MuscleGroup } | undefined>;
  workouts(filter: { planType?: PlanType; day?: string }, lang: Language): Promise<WorkoutDto[]>;
  /** AppError 404 'Workout not found' when there is none. */
  workout(id: number, lang: Language): Promise<WorkoutDto>;

  trainersJson(lang: Language, limit?: number): Promise<PreparedJson>;
  trainerJson(id: number, lang: Language): Promise<PreparedJson>;
  exercisesJson(type: ExerciseType, muscle: string | undefined, lang: Language): Promise<PreparedJson>;
  exerciseJson(type: ExerciseType, muscle: string, exercise: string, lang: Language): Promise<PreparedJson>;
  workoutsJson(filter: { planType?: PlanType; day?: string }, lang: Language): Promise<PreparedJson>;

  /** Grows by one with every reload applied. */
  readonly version: number;
  /** Reloads from the database and waits for it. */
  refresh(): Promise<void>;
  /** Waits until every change heard of is loaded. */
  settled(): Promise<void>;
  start(): Promise<void>;
  stop(): void;
}

export interface TrainingOptions {
  db: Db;
  catalogue: Catalogue;
  media: MediaUrl;
  log: FastifyBaseLogger;
}

export function createTraining(options: TrainingOptions): Training {
  return new TrainingReadModel(options);
}

type TrainerRow = typeof trainers.$inferSelect;
type ExerciseRow = typeof exercises.$inferSelect;
type WorkoutRow = typeof workouts.$inferSelect;
type PerLanguage<T> = Record<Language, T>;

interface Snapshot {
  trainers: PerLanguage<TrainerDto[]>;
  trainerById: Map<number, PerLanguage<TrainerDto>>;
  /** By type, then muscle ('' for all of the type), summaries per language. */
  lists: Map<string, PerLanguage<ExerciseSummaryDto[]>>;
  /** `${type}/${muscle}/${slug}` → details per language. */
  exerciseByPath: Map<string, PerLanguage<ExerciseDto>>;
  exerciseRows: ExerciseRow[];
  workouts: PerLanguage<WorkoutDto[]>;
}

const RETRY_MS = 500;

function both<T>(make: (lang: Language) => T): PerLanguage<T> {
  return { en: make('en'), ar: make('ar') };
}

const pick = (lang: Language, en: string, ar: string) => (lang === 'ar' && ar ? ar : en);

/** The key an exercise is looked up by: slug form, so 'Pull Up', 'pull-up' and 'PULL-UP' agree. */
const lookupKey = (nameOrSlug: string) => exerciseSlug(nameOrSlug.replace(/-/g, ' '));

class TrainingReadModel implements Training {
  readonly #db: Db;
  readonly #catalogue: Catalogue;
  readonly #media: MediaUrl;
  readonly #log: FastifyBaseLogger;
  #snapshot: Snapshot | undefined;
  // a bounded number of distinct keys (ids, types, muscles and plan filters a client asks for)
  readonly #answers = answerCache({ entries: 2000, bytes: 16 * 1024 * 1024 });
  #version = 0;
  readonly #reload = new ReloadQueue({
    load: async () => {
      this.#snapshot = await this.#load();
      this.#version++;
      this.#answers.clear();
    },
    failed: (err) => {
      this.#log.error({ err }, 'training: loading trainers, exercises and workouts failed; retrying');
      // readers keep the last good content meanwhile
      return { retryMs: RETRY_MS, release: this.#snapshot !== undefined };
    },
  });
  #unsubscribe: (() => void) | undefined;

  constructor({ db, catalogue, media, log }: TrainingOptions) {
    this.#db = db;
    this.#catalogue = catalogue;
    this.#media = media;
    this.#log = log;
  }

  get version(): number {
    return this.#version;
  }

  async start(): Promise<void> {
    this.#unsubscribe = this.#catalogue.onNotice('training', () => this.#reload.request());
    this.#reload.begin();
    await this.settled();
  }

  stop(): void {
    this.#reload.stop();
    this.#unsubscribe?.();
  }

  async refresh(): Promise<void> {
    this.#reload.request();
    await this.settled();
  }

  async settled(): Promise<void> {
    await this.#reload.fresh();
  }

  // ---- reads -----------------------------------------------------------------------------

  async trainers(lang: Language, limit?: number): Promise<TrainerDto[]> {
    return trainersIn(this.#current() ?? (await this.#loaded()), lang, limit);
  }

  async trainer(id: number, lang: Language): Promise<TrainerDetailsDto> {
    const trainer = (this.#current() ?? (await this.#loaded())).trainerById.get(id)?.[lang];
    if (!trainer) throw AppError.notFound('Trainer not found');
    await this.#catalogue.settled();
    const products: ProductDto[] = [];
    for (const { id: productId } of trainer.products) {
      try {
        products.push(await this.#catalogue.get(productId, lang));
      } catch (err) {
        // a product removed since the trainer was loaded: the next reload drops the link too
        if (!(err instanceof AppError && err.statusCode === 404)) throw err;
      }
    }
    return { ...trainer, products };
  }

  async trainerIds(): Promise<number[]> {
    return [...(this.#current() ?? (await this.#loaded())).trainerById.keys()];
  }

  async exercises(
    type: ExerciseType,
    muscle: string | undefined,
    lang: Language,
  ): Promise<ExerciseSummaryDto[]> {
    return exercisesIn(this.#current() ?? (await this.#loaded()), type, muscle, lang);
  }

  async exercise(type: ExerciseType, muscle: string, exercise: string, lang: Language): Promise<ExerciseDto> {
    return exerciseIn(this.#current() ?? (await this.#loaded()), type, muscle, exercise, lang);
  }

  async exercisePaths(): Promise<{ type: ExerciseType; muscle: MuscleGroup; slug: string }[]> {
    return (this.#current() ?? (await this.#loaded())).exerciseRows.map((row) => ({
      type: row.type as ExerciseType,
      muscle: row.muscle as MuscleGroup,
      slug: row.slug,
    }));
  }

  async findExercise(
    type: ExerciseType,
    name: string,
    muscle?: MuscleGroup,
  ): Promise<{ id: number; muscle: MuscleGroup } | undefined> {
    const key = lookupKey(name);
    const row = (this.#current() ?? (await this.#loaded())).exerciseRows.find(
      (r) => r.type === type && lookupKey(r.slug) === key && (!muscle || r.muscle === muscle),
    );
    return row && { id: row.id, muscle: row.muscle as MuscleGroup };
  }

  async workouts(filter: { planType?: PlanType; day?: string }, lang: Language): Promise<WorkoutDto[]> {
    return workoutsIn(this.#current() ?? (await this.#loaded()), filter, lang);
  }

  async workout(id: number, lang: Language): Promise<WorkoutDto> {
    const found = (this.#current() ?? (await this.#loaded())).workouts[lang].find((w) => w.id === id);
    if (!found) throw AppError.notFound('Workout not found');
    return found;
  }

  // ---- serialized answers: kept per key until the next reload ------------------------------

  async trainersJson(lang: Language, limit?: number): Promise<PreparedJson> {
    const snapshot = this.#current() ?? (await this.#loaded());
    const key = `trainers/${lang}/${limit ?? ''}`;
    return this.#answers.get(key) ?? this.#remember(key, trainersIn(snapshot, lang, limit));
  }

  async trainerJson(id: number, lang: Language): Promise<PreparedJson> {
    if (!this.#current()) await this.#loaded();
    await this.#catalogue.settled();
    const key = `trainer/${id}/${lang}/${this.#catalogue.version}`;
    return this.#answers.get(key) ?? this.#remember(key, await this.trainer(id, lang));
  }

  async exercisesJson(type: ExerciseType, muscle: string | undefined, lang: Language): Promise<PreparedJson> {
    const snapshot = this.#current() ?? (await this.#loaded());
    const key = `exercises/${type}/${muscle ? muscleKey(muscle) : ''}/${lang}`;
    return this.#answers.get(key) ?? this.#remember(key, exercisesIn(snapshot, type, muscle, lang));
  }

  async exerciseJson(
    type: ExerciseType,
    muscle: string,
    exercise: string,
    lang: Language,
  ): Promise<PreparedJson> {
    const snapshot = this.#current() ?? (await this.#loaded());
    const key = `exercise/${type}/${muscleKey(muscle)}/${lookupKey(exercise)}/${lang}`;
    return this.#answers.get(key) ?? this.#remember(key, exerciseIn(snapshot, type, muscle, exercise, lang));
  }

  async workoutsJson(filter: { planType?: PlanType; day?: string }, lang: Language): Promise<PreparedJson> {
    const snapshot = this.#current() ?? (await this.#loaded());
    const key = `workouts/${filter.planType ?? ''}/${filter.day?.toLowerCase() ?? ''}/${lang}`;
    return this.#answers.get(key) ?? this.#remember(key, workoutsIn(snapshot, filter, lang));
  }

  #remember(key: string, value: unknown): PreparedJson {
    const answer = prepareJson(JSON.stringify(value));
    this.#answers.set(key, answer);
    return answer;
  }

  /** The content when every change heard of is applied (the common case: no waiting at all). */
  #current(): Snapshot | undefined {
    return this.#reload.current ? this.#snapshot : undefined;
  }

  async #loaded(): Promise<Snapshot> {
    await this.settled();
    if (!this.#snapshot) throw new Error('training content is not loaded');
    return this.#snapshot;
  }

  // ---- loading -----------------------------------------------------------------------------

  async #load(): Promise<Snapshot> {
    // one transaction: one snapshot of all five tables
    const rows = await this.#db.transaction(async (tx) => ({
      trainers: await tx.select().from(trainers).orderBy(asc(trainers.id)),
      faqs: await tx.select().from(trainerFaqs).orderBy(asc(trainerFaqs.position), asc(trainerFaqs.id)),
      products: await tx
        .select()
        .from(trainerProducts)
        .orderBy(asc(trainerProducts.position), asc(trainerProducts.productId)),
      exercises: await tx.select().from(exercises).orderBy(asc(exercises.position), asc(exercises.id)),
      workouts: await tx.select().from(workouts).orderBy(asc(workouts.position), asc(workouts.id)),
      codes: await trainerCodes(tx, new Date()),
    }));
    return {
      ...this.#trainerViews(rows.trainers, rows.faqs, rows.products, rows.codes),
      ...this.#exerciseViews(rows.exercises),
      exerciseRows: rows.exercises,
      workouts: this.#workoutViews(rows.workouts, rows.exercises),
    };
  }

  #trainerViews(
    trainerRows: TrainerRow[],
    faqRows: (typeof trainerFaqs.$inferSelect)[],
    productRows: (typeof trainerProducts.$inferSelect)[],
    codes: ReadonlyMap<number, TrainerCodeDto>,
  ): Pick<Snapshot, 'trainers' | 'trainerById'> {
    const trainerById = new Map<number, PerLanguage<TrainerDto>>();
    for (const row of trainerRows) {
      const faqs = faqRows.filter((f) => f.trainerId === row.id);
      const productIds = productRows.filter((p) => p.trainerId === row.id).map((p) => ({ id: p.productId }));
      trainerById.set(
        row.id,
        both((lang) => ({
          id: row.id,
          name: pick(lang, row.nameEn, row.nameAr),
          specialty: pick(lang, row.specialtyEn, row.specialtyAr),
          bio: pick(lang, row.bioEn, row.bioAr),
          image: row.image ? this.#media(row.image) : '',
          socials: row.socials,
          faq: faqs.map((f) => ({
            question: pick(lang, f.questionEn, f.questionAr),
            answer: pick(lang, f.answerEn, f.answerAr),
          })),
          products: productIds,
          createdAt: row.createdAt.toISOString(),
          ...(codes.has(row.id) ? { code: codes.get(row.id)! } : {}),
        })),
      );
    }
    const list = [...trainerById.values()];
    return { trainers: both((lang) => list.map((t) => t[lang])), trainerById };
  }

  #exerciseViews(rows: ExerciseRow[]): Pick<Snapshot, 'lists' | 'exerciseByPath'> {
    const lists = new Map<string, PerLanguage<ExerciseSummaryDto[]>>();
    const exerciseByPath = new Map<string, PerLanguage<ExerciseDto>>();
    const add = (key: string, dto: PerLanguage<ExerciseDto>) => {
      let list = lists.get(key);
      if (!list) lists.set(key, (list = { en: [], ar: [] }));
      for (const lang of languages) list[lang].push(summaryOf(dto[lang]));
    };
    for (const type of exerciseTypes) {
      lists.set(`${type}/`, { en: [], ar: [] });
      for (const muscle of muscleGroups) lists.set(`${type}/${muscle}`, { en: [], ar: [] });
    }
    for (const row of rows) {
      const dto = both<ExerciseDto>((lang) => ({
        id: row.id,
        name: pick(lang, row.nameEn, row.nameAr),
        slug: row.slug,
        type: row.type as ExerciseType,
        muscle: row.muscle as MuscleGroup,
        rating: row.rating as ExerciseDto['rating'],
        equipment: pick(lang, row.equipmentEn, row.equipmentAr),
        imageUrl: row.image ? this.#media(row.image) : '',
        videoUrl: row.videoUrl || null,
        description: pick(lang, row.descriptionEn, row.descriptionAr),
        variations: row.variations.map((v) => ({
          name: pick(lang, v.nameEn, v.nameAr),
          description: pick(lang, v.descriptionEn, v.descriptionAr),
        })),
      }));
      exerciseByPath.set(`${row.type}/${row.muscle}/${lookupKey(row.slug)}`, dto);
      add(`${row.type}/`, dto);
      add(`${row.type}/${row.muscle}`, dto);
    }
    return { lists, exerciseByPath };
  }

  #workoutViews(rows: WorkoutRow[], exerciseRows: ExerciseRow[]): PerLanguage<WorkoutDto[]> {
    const exerciseById = new Map(exerciseRows.map((e) => [e.id, e]));
    // in the order of the plan buttons, then as stored
    const ordered = [...rows].sort(
      (a, b) => planTypes.indexOf(a.planType as PlanType) - planTypes.indexOf(b.planType as PlanType),
    );
    return both((lang) =>
      ordered.map((row) => {
        const planType = row.planType as PlanType;
        return {
          _id: row.id,
          id: row.id,
          planType,
          day: row.day,
          duration: workoutDuration(planType, row.day),
          exercises: row.exercises.flatMap((item) => {
            const exercise = exerciseById.get(item.exerciseId);
            // an exercise removed from the library drops out of the programme rather than dangle
            if (!exercise || exercise.type !== planExerciseType(planType)) return [];
            const mg = exercise.muscle as MuscleGroup;
            const notes = pick(lang, item.notesEn, item.notesAr);
            return [
              {
                name: pick(lang, exercise.nameEn, exercise.nameAr),
                slug: exercise.slug,
                mg,
                sets: item.sets,
                reps: item.reps,
                notes: notes || null,
                href: workoutExerciseHref(planType, row.day, { mg, slug: exercise.slug }),
              },
            ];
          }),
        };
      }),
    );
  }
}

/** A muscle segment as written by a client ('Chest', ' chest'); 404 when it is no muscle group. */
function muscleKey(muscle: string): MuscleGroup {
  const key = muscle.trim().toLowerCase();
  if (!isMuscleGroup(key)) throw AppError.notFound('Muscle group not found');
  return key;
}

function summaryOf(dto: ExerciseDto): ExerciseSummaryDto {
  const { description: _description, variations: _variations, ...summary } = dto;
  return summary;
}

function trainersIn(snapshot: Snapshot, lang: Language, limit?: number): TrainerDto[] {
  const all = snapshot.trainers[lang];
  return limit === undefined ? all : all.slice(0, limit);
}

function exercisesIn(
  snapshot: Snapshot,
  type: ExerciseType,
  muscle: string | undefined,
  lang: Language,
): ExerciseSummaryDto[] {
  const key = muscle === undefined || muscle === '' ? '' : muscleKey(muscle);
  return snapshot.lists.get(`${type}/${key}`)?.[lang] ?? [];
}

function exerciseIn(
  snapshot: Snapshot,
  type: ExerciseType,
  muscle: string,
  exercise: string,
  lang: Language,
): ExerciseDto {
  const found = snapshot.exerciseByPath.get(`${type}/${muscleKey(muscle)}/${lookupKey(exercise)}`);
  if (!found) throw AppError.notFound('Exercise not found');
  return found[lang];
}

function workoutsIn(
  snapshot: Snapshot,
  filter: { planType?: PlanType; day?: string },
  lang: Language,
): WorkoutDto[] {
  const day = filter.day?.toLowerCase();
  return snapshot.workouts[lang].filter(
    (w) => (!filter.planType || w.planType === filter.planType) && (!day || w.day === day),
  );
}
