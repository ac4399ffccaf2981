import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseDto, ExerciseType } from '@atlas/shared/contract/training';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export const exerciseQuery = (type: ExerciseType, muscle: string, exercise: string, lang: string) =>
  queryOptions({
    queryKey: ['exercises', 'detail', lang, type, muscle, exercise],
    queryFn: async ({ signal }) =>
      (await apiRequest<ExerciseDto>(`/${type}`, { query: { muscle, exercise }, signal })).data,
    retry: false,
    retryOnMount: false,
  });

export function useExercise(type: ExerciseType, muscle: string, exercise: string) {
  const { language } = useLanguage();
  return useQuery(exerciseQuery(type, muscle, exercise, language));
}
