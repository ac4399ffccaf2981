import { queryOptions, useQuery } from '@tanstack/react-query';
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

export function useMealPlans() {
  const { language } = useLanguage();
  return useQuery(mealPlansQuery(language));
}
