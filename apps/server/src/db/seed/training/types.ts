/** Shapes of the demo training content (trainers, exercises, workout programmes), written by us. */
import type { ExerciseRating, ExerciseType, MuscleGroup, PlanType } from '@atlas/shared/rules/training';

export type { ExerciseRating, ExerciseType, MuscleGroup, PlanType };

export interface Bilingual {
  en: string;
  ar: string;
}

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

export interface SeedExercise {
  type: ExerciseType;
  muscle: MuscleGroup;
  /**
   * English name: letters, digits, spaces and hyphens only (its slug is the lower-cased name with
   * spaces turned to hyphens, unique within type + muscle). Arabic: the name an Egyptian gym uses.
   */
  name: Bilingual;
  rating: ExerciseRating;
  /** What you need, in words ('Two dumbbells and a flat bench'); empty strings when nothing. */
  equipment: Bilingual;
  /** Drives the picture: the main piece of kit drawn next to the figure. */
  kind: EquipmentKind;
  /** 2–4 sentences: set-up, the movement, one key cue or common mistake. */
  description: Bilingual;
  variations: { name: Bilingual; description: Bilingual }[];
}

export interface SeedTrainer {
  name: Bilingual;
  /** A few words: 'Strength and muscle building'. */
  specialty: Bilingual;
  /** 3–5 sentences in the first or third person. */
  bio: Bilingual;
  faq: { question: Bilingual; answer: Bilingual }[];
  /** English names of demo products (apps/server/src/db/seed/catalogue.ts), 2–4. */
  products: string[];
  portrait: TrainerPortrait;
}

export interface TrainerPortrait {
  skin: string;
  hair: string;
  hairStyle: 'short' | 'buzz' | 'curly' | 'long' | 'hijab' | 'bun' | 'bald';
  beard: boolean;
  shirt: string;
  background: string;
}

export interface SeedWorkoutExercise {
  /** The English name of a library exercise of the plan's kind (gym, or home for 'home'). */
  name: string;
  /** The muscle group the exercise is filed under in the library. */
  mg: MuscleGroup;
  sets: number;
  /** '8-10', '12', '30s', '45-60s' */
  reps: string;
  notes?: Bilingual;
}

export interface SeedWorkout {
  planType: PlanType;
  day: string;
  exercises: SeedWorkoutExercise[];
}
