import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanType, WorkoutDto } from '@atlas/shared/contract/training';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export interface WorkoutFilter {
  planType: PlanType;
  /** One day of the plan, or every day when left out. */
  day?: string;
}

/**
 * A day of a programme as its card shows it closed: a page carries its days without their
 * exercises (most of their weight), which its card fetches when opened.
 */
export type WorkoutDay = Omit<WorkoutDto, 'exercises'> & {
  exercises?: WorkoutDto['exercises'];
  exerciseCount: number;
};

export function workoutSummary({ exercises, ...day }: WorkoutDto): WorkoutDay {
  return { ...day, exerciseCount: exercises.length };
}

/** GET /workouts/filter?planType&day: the days of a plan, or one of them. */
export const workoutsQuery = ({ planType, day }: WorkoutFilter, lang: string) =>
  queryOptions({
    queryKey: ['workouts', 'list', lang, planType, day ?? ''],
    queryFn: async ({ signal }): Promise<WorkoutDay[]> =>
      (
        await apiRequest<WorkoutDto[]>('/workouts/filter', {
          query: { planType, ...(day ? { day } : {}) },
          signal,
        })
      ).data.map((w) => ({ ...w, exerciseCount: w.exercises.length })),
  });

export function useWorkouts(filter: WorkoutFilter, enabled = true) {
  const { language } = useLanguage();
  return useQuery({ ...workoutsQuery(filter, language), enabled });
}
