import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerDetailsDto } from '@atlas/shared/contract/training';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

export const trainerQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['trainers', 'detail', lang, id],
    queryFn: async ({ signal }) => (await apiRequest<TrainerDetailsDto>(`/trainers/${id}`, { signal })).data,
    retry: false,
    retryOnMount: false,
  });

export function useTrainer(id: number) {
  const { language } = useLanguage();
  return useQuery({ ...trainerQuery(id, language), enabled: Number.isInteger(id) && id > 0 });
}
