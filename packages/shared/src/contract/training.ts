import { z } from 'zod';
import { multilineText, text } from './text';
import { ProductDto } from './products';
import { exerciseRatings, exerciseTypes, muscleGroups, planTypes } from '../rules/training';

export * from '../rules/training';

const id = z.coerce.number().int().positive().max(2_147_483_647);

// ---- trainers ------------------------------------------------------------------------------

export const TrainerIdParams = z.object({ id });

/** GET /trainers: every trainer, or the first `limit` (the home page shows three). */
export const TrainerListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const TrainerFaqDto = z.object({ question: z.string(), answer: z.string() });

/** A trainer as GET /trainers lists them, texts in the requested language. */
/** A trainer's code as the trainer's page shows it (docs/decisions/0019-promotions.md). */
export const TrainerCodeDto = z
  .object({
    code: z.string(),
    kind: z.enum(['percent', 'amount', 'free-delivery']),
    percent: z.number().int(),
    amount: z.number(),
    endsAt: z.string().nullable(),
  })
  .meta({ id: 'TrainerCode' });
export type TrainerCodeDto = z.infer<typeof TrainerCodeDto>;

export const TrainerDto = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** What the coach is known for, in a few words. */
    specialty: z.string(),
    bio: z.string(),
    /** Absolute URL of the portrait. */
    image: z.string(),
    /** Real profile links only, by network: instagram, facebook, x, youtube, tiktok. */
    socials: z.record(z.string(), z.string()),
    faq: z.array(TrainerFaqDto),
    products: z.array(z.object({ id: z.number().int() })),
    createdAt: z.string(),
    /** The trainer's code for their clients, when the shop shows it on the trainer's page. */
    code: TrainerCodeDto.optional(),
  })
  .meta({ id: 'Trainer' });
export type TrainerDto = z.infer<typeof TrainerDto>;

export const TrainerListDto = z.array(TrainerDto);

/** GET /trainers/{id}: the trainer with the recommended products resolved in the same answer. */
export const TrainerDetailsDto = TrainerDto.extend({ products: z.array(ProductDto) }).meta({
  id: 'TrainerDetails',
});
export type TrainerDetailsDto = z.infer<typeof TrainerDetailsDto>;

// ---- exercises -----------------------------------------------------------------------------

export const ExerciseTypeParams = z.object({ type: z.enum(exerciseTypes) });

/** GET /{type}?muscle=&exercise= ; `type` is accepted (the spec's client sends it) and ignored. */
export const ExerciseQuery = z.object({
  muscle: text().trim().max(40).optional(),
  exercise: text().trim().max(120).optional(),
  type: text().max(40).optional(),
});

export const ExerciseSummaryDto = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The last segment of the exercise's page path. */
    slug: z.string(),
    type: z.enum(exerciseTypes),
    muscle: z.enum(muscleGroups),
    rating: z.enum(exerciseRatings),
    /** What it needs, in words; empty when nothing is given. */
    equipment: z.string(),
    imageUrl: z.string(),
    videoUrl: z.string().nullable(),
  })
  .meta({ id: 'ExerciseSummary' });
export type ExerciseSummaryDto = z.infer<typeof ExerciseSummaryDto>;

export const ExerciseListDto = z.array(ExerciseSummaryDto);

export const ExerciseDto = ExerciseSummaryDto.extend({
  description: z.string(),
  variations: z.array(z.object({ name: z.string(), description: z.string() })),
}).meta({ id: 'Exercise' });
export type ExerciseDto = z.infer<typeof ExerciseDto>;

// ---- workouts ------------------------------------------------------------------------------

export const WorkoutIdParams = z.object({ id });
export const WorkoutPlanParams = z.object({ planType: text().trim().min(1).max(40) });
export const WorkoutDayParams = z.object({ day: text().trim().min(1).max(40) });
export const WorkoutFilterQuery = z.object({
  planType: text().trim().max(40).optional(),
  day: text().trim().max(40).optional(),
});

export const WorkoutExerciseDto = z.object({
  /** The library exercise's name in the requested language. */
  name: z.string(),
  slug: z.string(),
  /** The muscle group the exercise is filed under. */
  mg: z.enum(muscleGroups),
  sets: z.number().int(),
  reps: z.string(),
  notes: z.string().nullable(),
  /** The exercise page this links to. */
  href: z.string(),
});
export type WorkoutExerciseDto = z.infer<typeof WorkoutExerciseDto>;

export const WorkoutDto = z
  .object({
    _id: z.number().int(),
    id: z.number().int(),
    planType: z.enum(planTypes),
    day: z.string(),
    /** Minutes, as the spec's badge shows them; none for home days. */
    duration: z.enum(['60-75', '45-60']).nullable(),
    exercises: z.array(WorkoutExerciseDto),
  })
  .meta({ id: 'Workout' });
export type WorkoutDto = z.infer<typeof WorkoutDto>;

export const WorkoutListDto = z.array(WorkoutDto);

const DAY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const REPS_PATTERN = /^\d{1,3}(?:-\d{1,3})?s?$/;

export const WorkoutExerciseInput = z.object({
  /** A library exercise's English name or slug, of the plan's kind (home, or gym). */
  name: text({ error: 'name is required' }).trim().min(1, 'name is required').max(120),
  /** Its muscle group; found by name when left out. */
  mg: z.enum(muscleGroups).optional(),
  sets: z.coerce.number().int().min(1).max(10),
  reps: text({ error: 'reps is required' })
    .trim()
    .regex(REPS_PATTERN, "reps must look like '8', '8-10', '30s' or '45-60s'"),
  notes: multilineText().trim().max(300).optional(),
  /** The note in Arabic; the English note is used when left out. */
  notesAr: multilineText().trim().max(300).optional(),
});

/** POST /workouts and PUT /workouts/{id} (admin): one programme day. */
export const WorkoutInput = z.object({
  planType: text({ error: 'planType is required' }).trim().min(1).max(40),
  day: text({ error: 'day is required' })
    .trim()
    .toLowerCase()
    .regex(DAY_PATTERN, 'day must be lower-case words joined by hyphens')
    .max(40),
  exercises: z
    .array(WorkoutExerciseInput)
    .min(1, 'a workout needs at least one exercise')
    .max(20, 'a workout has at most 20 exercises'),
});
export type WorkoutInput = z.infer<typeof WorkoutInput>;
