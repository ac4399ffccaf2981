/**
 * Demo gym exercise library for Atlas (content/exercises-gym.json): 9 exercises per muscle group,
 * written by us in English and Arabic. Ordered by muscle (chest, back, shoulders, arms, legs, abs,
 * calves) and, within a muscle, from foundational lifts to accessory work. Workout programmes link
 * to these by English name.
 */
import { GymExercisesFile } from '@atlas/shared/content/training';
import { readContent } from '../../../lib/content-files';
import type { SeedExercise } from './types';

export const gymExercises: SeedExercise[] = readContent('exercises-gym.json', GymExercisesFile);
