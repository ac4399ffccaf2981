import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchSuggestionsDto } from '@atlas/shared/contract/search';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** Suggestions are asked for from this many characters on. */
export const MIN_QUERY_LENGTH = 2;

export const suggestionsQuery = (q: string, lang: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', lang, q],
    queryFn: async ({ signal }) =>
      (await apiRequest<SearchSuggestionsDto>('/search/suggestions', { query: { q }, signal })).data,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** GET /search/suggestions for what has been typed (nothing is asked below MIN_QUERY_LENGTH). */
export function useSuggestions(q: string) {
  const { language } = useLanguage();
  const query = q.trim();
  return useQuery({ ...suggestionsQuery(query, language), enabled: query.length >= MIN_QUERY_LENGTH });
}
