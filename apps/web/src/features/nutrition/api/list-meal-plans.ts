import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { MealPlanDto } from '@atlas/shared/contract/nutrition';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** The meal planner's ten goals with their day of meals (GET /meal-plans). */
export const mealPlansQuery = (lang: string) =>
  queryOptions({
    queryKey: ['meal-plans', lang],
    queryFn: async ({ signal }) => (await apiRequest<MealPlanDto[]>('/meal-plans', { signal })).data,
    staleTime: Infinity,
  });

/** What the planner shows: the goals to choose from and one goal's day. */
export interface MealPlannerView {
  goals: string[];
  plan: MealPlanDto;
}

/** The goal shown first. */
export const FIRST_GOAL = 'weight-loss';

/** The planner's view of one goal, cut from the whole list (fetched once). */
export function plannerView(plans: MealPlanDto[], goal: string): MealPlannerView {
  return { goals: plans.map((p) => p.goal), plan: plans.find((p) => p.goal === goal) ?? plans[0]! };
}

/**
 * One goal's view. A page arrives with the first goal's alone (the other nine are most of the
 * page's data); choosing another fetches the whole list once, and every goal is then at hand.
 */
export const mealPlannerQuery = (client: QueryClient, goal: string, lang: string) =>
  queryOptions({
    queryKey: ['meal-plans', lang, 'planner', goal],
    queryFn: async () => plannerView(await client.ensureQueryData(mealPlansQuery(lang)), goal),
    staleTime: Infinity,
  });

export function useMealPlanner(goal: string) {
  const { language } = useLanguage();
  const client = useQueryClient();
  const query = useQuery({ ...mealPlannerQuery(client, goal, language), placeholderData: keepPreviousData });
  const prefetch = (next: string) => void client.prefetchQuery(mealPlannerQuery(client, next, language));
  return { ...query, prefetch };
}
