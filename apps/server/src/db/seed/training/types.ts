/**
 * Shapes of the demo training content (trainers, exercises, workout programmes), written by us.
 * The content lives in content/*.json; its schemas, and these types, in
 * packages/shared/src/content/training.ts.
 */
import type {
  BilingualText,
  ExerciseContent,
  TrainerContent,
  WorkoutContent,
  WorkoutExerciseContent,
} from '@atlas/shared/content/training';
import type { ExerciseRating, ExerciseType, MuscleGroup, PlanType } from '@atlas/shared/rules/training';

export type { ExerciseRating, ExerciseType, MuscleGroup, PlanType };
export { equipmentKinds, type EquipmentKind, type TrainerPortrait } from '@atlas/shared/content/training';

export type Bilingual = BilingualText;
export type SeedExercise = ExerciseContent;
export type SeedTrainer = TrainerContent;
export type SeedWorkoutExercise = WorkoutExerciseContent;
export type SeedWorkout = WorkoutContent;
