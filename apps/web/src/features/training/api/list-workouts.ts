import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanType, WorkoutDto } from '@atlas/shared/contract/training';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export interface WorkoutFilter {
  planType: PlanType;
  /** One day of the plan, or every day when left out. */
  day?: string;
}

/** GET /workouts/filter?planType&day: the days of a plan, or one of them. */
export const workoutsQuery = ({ planType, day }: WorkoutFilter, lang: string) =>
  queryOptions({
    queryKey: ['workouts', 'list', lang, planType, day ?? ''],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<WorkoutDto[]>('/workouts/filter', {
          query: { planType, ...(day ? { day } : {}) },
          signal,
        })
      ).data,
  });

export function useWorkouts(filter: WorkoutFilter) {
  const { language } = useLanguage();
  return useQuery(workoutsQuery(filter, language));
}
