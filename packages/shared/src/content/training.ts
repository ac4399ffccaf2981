import { z } from 'zod';
import {
  TRAINER_BIO_MAX,
  TRAINER_FAQ_ANSWER_MAX,
  TRAINER_FAQ_QUESTION_MAX,
  TRAINER_NAME_MAX,
  TRAINER_SPECIALTY_MAX,
} from '../contract/admin-trainers';
import { arabicText, duplicates, englishText } from './texts';
import {
  exerciseRatings,
  exerciseSlug,
  exerciseTypes,
  isMuscleGroup,
  muscleGroups,
  planTypes,
  type ExerciseType,
} from '../rules/training';

/**
 * The demo training content as data files (content/exercises-gym.json, exercises-home.json,
 * exercises-warm.json, trainers.json, workouts.json): the shapes the server checks them against
 * when it reads them. Limits follow what the admin forms accept, so seeded content stays editable.
 */

const english = englishText;
const arabic = arabicText;

/** A text in both languages, neither empty; the Arabic one in Arabic script. */
export const bilingualText = (max: number) => z.strictObject({ en: english(max), ar: arabic(max) });
export type BilingualText = z.infer<ReturnType<typeof bilingualText>>;

// ---- exercises -----------------------------------------------------------------------------

/** What the generated figure shows besides the highlighted muscle. */
export const equipmentKinds = [
  'bodyweight',
  'dumbbell',
  'barbell',
  'kettlebell',
  'machine',
  'cable',
  'band',
  'bench',
  'pull-up-bar',
  'mat',
] as const;
export type EquipmentKind = (typeof equipmentKinds)[number];

export const EXERCISE_NAME_MAX = 120;
const EXERCISE_NAME_PATTERN = /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/;
const EXERCISE_TEXT_MAX = 2000;
const EQUIPMENT_MAX = 200;

export const ExerciseVariationContent = z.strictObject({
  name: bilingualText(EXERCISE_NAME_MAX),
  description: bilingualText(EXERCISE_TEXT_MAX),
});

/** One exercise of the library; `type` is one of the exercise types, or the one its file holds. */
const exerciseContent = <T extends z.ZodType<ExerciseType>>(type: T) =>
  z
    .strictObject({
      type,
      muscle: z.enum(muscleGroups),
      /**
       * English name: letters, digits, spaces and hyphens only (its slug is the lower-cased name
       * with spaces turned to hyphens, unique within type + muscle). Arabic: the name an Egyptian
       * gym uses.
       */
      name: z.strictObject({
        en: english(EXERCISE_NAME_MAX).regex(
          EXERCISE_NAME_PATTERN,
          'must be words of letters and digits joined by single spaces or hyphens',
        ),
        ar: arabic(EXERCISE_NAME_MAX),
      }),
      rating: z.enum(exerciseRatings),
      /** What you need, in words ('Two dumbbells and a flat bench'); empty strings when nothing. */
      equipment: z.union([
        z.strictObject({ en: z.literal(''), ar: z.literal('') }),
        bilingualText(EQUIPMENT_MAX),
      ]),
      /** Drives the picture: the main piece of kit drawn next to the figure. */
      kind: z.enum(equipmentKinds),
      /** 2–4 sentences: set-up, the movement, one key cue or common mistake. */
      description: bilingualText(EXERCISE_TEXT_MAX),
      variations: z.array(ExerciseVariationContent),
    })
    .refine((e) => e.equipment.en !== '' || e.kind === 'bodyweight', {
      path: ['equipment'],
      message: "must name the kit unless the exercise's kind is 'bodyweight'",
    })
    .refine((e) => duplicates(e.variations.map((v) => v.name.en)).length === 0, {
      path: ['variations'],
      message: 'variation names must be unique',
    });

export const ExerciseContent = exerciseContent(z.enum(exerciseTypes));
export type ExerciseContent = z.infer<typeof ExerciseContent>;

/** One library file: exercises of one type, each slug unique within its muscle group. */
const exercisesFile = (type: ExerciseType) =>
  z
    .array(exerciseContent(z.literal(type)))
    .min(1)
    .superRefine((list, ctx) => {
      for (const key of duplicates(list.map((e) => `${e.muscle}/${exerciseSlug(e.name.en)}`))) {
        ctx.addIssue({ code: 'custom', message: `two exercises share the slug ${type}/${key}` });
      }
    });

export const GymExercisesFile = exercisesFile('gym');
export const HomeExercisesFile = exercisesFile('home');
export const WarmExercisesFile = exercisesFile('warm');

// ---- trainers ------------------------------------------------------------------------------

export const hairStyles = ['short', 'buzz', 'curly', 'long', 'hijab', 'bun', 'bald'] as const;
export type HairStyle = (typeof hairStyles)[number];

/** A colour as '#rrggbb': drawn straight into the portrait's SVG. */
const colour = z.string().regex(/^#[0-9a-f]{6}$/i, "must be a colour like '#1c1512'");

export const TrainerPortrait = z.strictObject({
  skin: colour,
  hair: colour,
  hairStyle: z.enum(hairStyles),
  beard: z.boolean(),
  shirt: colour,
  background: colour,
});
export type TrainerPortrait = z.infer<typeof TrainerPortrait>;

export const TrainerFaqContent = z.strictObject({
  question: bilingualText(TRAINER_FAQ_QUESTION_MAX),
  answer: bilingualText(TRAINER_FAQ_ANSWER_MAX),
});

export const TrainerContent = z.strictObject({
  name: bilingualText(TRAINER_NAME_MAX),
  /** A few words: 'Strength and muscle building'. */
  specialty: bilingualText(TRAINER_SPECIALTY_MAX),
  /** 3–5 sentences in the first or third person. */
  bio: bilingualText(TRAINER_BIO_MAX),
  faq: z.array(TrainerFaqContent).min(3).max(5),
  /** English names of demo products (apps/server/src/db/seed/catalogue.ts), 2–4, no repeats. */
  products: z
    .array(english(200))
    .min(2)
    .max(4)
    .refine((names) => duplicates(names).length === 0, 'must not name a product twice'),
  portrait: TrainerPortrait,
});
export type TrainerContent = z.infer<typeof TrainerContent>;

/** The coaches, oldest first; English names unique. */
export const TrainersFile = z
  .array(TrainerContent)
  .min(1)
  .superRefine((list, ctx) => {
    for (const name of duplicates(list.map((t) => t.name.en))) {
      ctx.addIssue({ code: 'custom', message: `two trainers are called ${name}` });
    }
  });

// ---- workouts ------------------------------------------------------------------------------

/** As the admin workout form accepts them (contract/training.ts WorkoutInput). */
const DAY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const REPS_PATTERN = /^\d{1,3}(?:-\d{1,3})?s?$/;
const NOTE_MAX = 300;

export const WorkoutExerciseContent = z.strictObject({
  /** The English name of a library exercise of the plan's kind (gym, or home for 'home'). */
  name: english(EXERCISE_NAME_MAX),
  /** The muscle group the exercise is filed under in the library. */
  mg: z.enum(muscleGroups),
  sets: z.number().int().min(1).max(10),
  /** '8-10', '12', '30s', '45-60s' */
  reps: z.string().regex(REPS_PATTERN, "must look like '8', '8-10', '30s' or '45-60s'"),
  notes: bilingualText(NOTE_MAX).optional(),
});
export type WorkoutExerciseContent = z.infer<typeof WorkoutExerciseContent>;

export const WorkoutContent = z
  .strictObject({
    planType: z.enum(planTypes),
    day: z.string().max(40).regex(DAY_PATTERN, 'must be lower-case words joined by hyphens'),
    /** In the order they are done. */
    exercises: z.array(WorkoutExerciseContent).min(1).max(20),
  })
  .superRefine((w, ctx) => {
    // the bro split links its exercises through the day (rules/training.ts workoutExerciseHref)
    if (w.planType !== 'bro-split') return;
    if (!isMuscleGroup(w.day)) {
      ctx.addIssue({ code: 'custom', path: ['day'], message: 'a bro-split day must be a muscle group' });
      return;
    }
    for (const [index, e] of w.exercises.entries()) {
      if (e.mg !== w.day) {
        ctx.addIssue({
          code: 'custom',
          path: ['exercises', index, 'mg'],
          message: `a bro-split ${w.day} day lists ${w.day} exercises only`,
        });
      }
    }
  });
export type WorkoutContent = z.infer<typeof WorkoutContent>;

/** One entry per plan day, in the order they are shown; each plan's days unique. */
export const WorkoutsFile = z
  .array(WorkoutContent)
  .min(1)
  .superRefine((list, ctx) => {
    for (const key of duplicates(list.map((w) => `${w.planType}/${w.day}`))) {
      ctx.addIssue({ code: 'custom', message: `the plan day ${key} appears twice` });
    }
  });
