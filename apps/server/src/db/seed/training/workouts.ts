/**
 * The four built-in workout programmes (content/workouts.json): one entry per plan day, exercises
 * in the order they are done.
 */
import { WorkoutsFile } from '@atlas/shared/content/training';
import { readContent } from '../../../lib/content-files';
import type { SeedWorkout } from './types';

export const workouts: SeedWorkout[] = readContent('workouts.json', WorkoutsFile);
