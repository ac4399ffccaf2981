import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerDto } from '@atlas/shared/contract/training';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export const trainersQuery = (lang: string) =>
  queryOptions({
    queryKey: ['trainers', 'list', lang],
    queryFn: async ({ signal }) => (await apiRequest<TrainerDto[]>('/trainers', { signal })).data,
  });

export function useTrainers() {
  const { language } = useLanguage();
  return useQuery(trainersQuery(language));
}
