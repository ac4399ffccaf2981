import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FoodDto } from '@atlas/shared/contract/nutrition';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** The whole food table (about 8 KB compressed), fetched once when the shopper starts a search. */
export const foodsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['foods', lang],
    queryFn: async ({ signal }) => (await apiRequest<FoodDto[]>('/foods', { signal })).data,
    staleTime: Infinity,
  });

export function useFoods(enabled: boolean) {
  const { language } = useLanguage();
  return useQuery({ ...foodsQuery(language), enabled });
}
