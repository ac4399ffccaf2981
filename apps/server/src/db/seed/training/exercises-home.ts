/**
 * Demo exercise library (content/exercises-home.json): training at home with bodyweight, a chair,
 * a mat, a stair, a resistance band, a pair of dumbbells or a doorway pull-up bar. Written by us;
 * ordered by muscle group, then from easiest to hardest. Workout programmes link to some of these
 * by their English name.
 */
import { HomeExercisesFile } from '@atlas/shared/content/training';
import { readContent } from '../../../lib/content-files';
import type { SeedExercise } from './types';

export const homeExercises: SeedExercise[] = readContent('exercises-home.json', HomeExercisesFile);
