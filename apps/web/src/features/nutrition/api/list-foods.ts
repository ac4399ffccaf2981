import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FoodDto } from '@atlas/shared/contract/nutrition';
import { TOTAL_COUNT_HEADER } from '@atlas/shared/contract/shop-constants';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** How many matches a search shows; the rest are counted. */
export const FOODS_SHOWN = 60;

/** GET /foods?search=&limit=: the first matches in either language, and how many match in all. */
export const foodSearchQuery = (term: string, lang: string) =>
  queryOptions({
    queryKey: ['foods', lang, term],
    queryFn: async ({ signal }) => {
      const { data, headers } = await apiRequest<FoodDto[]>('/foods', {
        query: { search: term, limit: FOODS_SHOWN },
        signal,
      });
      return { foods: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
    },
    staleTime: Infinity,
  });

/** A blank term asks nothing (blank input is ignored). */
export function useFoodSearch(term: string) {
  const { language } = useLanguage();
  return useQuery({
    ...foodSearchQuery(term, language),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
}
