import type { TFunction } from '@/lib/translator';
import type { ExerciseType } from '@atlas/shared/rules/training';

const typeTitle: Record<ExerciseType, string> = {
  home: 'pages.exercisesHome',
  gym: 'pages.exercisesGym',
  warm: 'pages.exercisesWarm',
};

/** The breadcrumb of a type's page: /exercises/{type}. */
export function exerciseTypeCrumb(t: TFunction, type: ExerciseType) {
  return { label: t(typeTitle[type]), to: `/exercises/${type}` };
}
