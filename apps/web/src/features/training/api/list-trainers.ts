import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerDto } from '@atlas/shared/contract/training';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { trainerListKey } from '@/lib/query-keys';

export const trainersQuery = (lang: string) =>
  queryOptions({
    queryKey: trainerListKey(lang),
    queryFn: async ({ signal }) => (await apiRequest<TrainerDto[]>('/trainers', { signal })).data,
  });

export function useTrainers() {
  const { language } = useLanguage();
  return useQuery(trainersQuery(language));
}

/** The home page's coaches: the directory's first three (GET /trainers?limit=3). */
export const TEASER_COUNT = 3;
export const trainerTeasersQuery = (lang: string) =>
  queryOptions({
    queryKey: ['trainers', 'teasers', lang],
    queryFn: async ({ signal }) =>
      (await apiRequest<TrainerDto[]>('/trainers', { query: { limit: TEASER_COUNT }, signal })).data,
  });

export function useTrainerTeasers() {
  const { language } = useLanguage();
  return useQuery(trainerTeasersQuery(language));
}
