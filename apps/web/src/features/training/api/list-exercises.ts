import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseSummaryDto, ExerciseType } from '@atlas/shared/contract/training';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** A type's exercises (GET /{type}), or one muscle group's (`?muscle=`). */
export const exercisesQuery = (type: ExerciseType, muscle: string | undefined, lang: string) =>
  queryOptions({
    queryKey: ['exercises', 'list', lang, type, muscle ?? ''],
    queryFn: async ({ signal }) =>
      (await apiRequest<ExerciseSummaryDto[]>(`/${type}`, { query: muscle ? { muscle } : {}, signal })).data,
    retry: false,
    retryOnMount: false,
  });

export function useExercises(type: ExerciseType, muscle?: string) {
  const { language } = useLanguage();
  return useQuery(exercisesQuery(type, muscle, language));
}
