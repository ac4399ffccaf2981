/**
 * Demo exercise library (content/exercises-warm.json): dynamic warm-up and mobility drills to do
 * before training, five per muscle group. Written by us; ordered by muscle group, then from easiest
 * to hardest.
 */
import { WarmExercisesFile } from '@atlas/shared/content/training';
import { readContent } from '../../../lib/content-files';
import type { SeedExercise } from './types';

export const warmExercises: SeedExercise[] = readContent('exercises-warm.json', WarmExercisesFile);
