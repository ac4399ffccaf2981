import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchAlternativesDto } from '@atlas/shared/contract/search';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export const searchAlternativesQuery = (q: string, lang: string) =>
  queryOptions({
    queryKey: ['products', 'alternatives', lang, q],
    queryFn: async ({ signal }) =>
      (await apiRequest<SearchAlternativesDto>('/search/alternatives', { query: { q }, signal })).data,
    staleTime: 60_000,
  });

/** GET /search/alternatives: for a search that found nothing, the closest and the most popular products. */
export function useSearchAlternatives(q: string) {
  const { language } = useLanguage();
  return useQuery(searchAlternativesQuery(q, language));
}
