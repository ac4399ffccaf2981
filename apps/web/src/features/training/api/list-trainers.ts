import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerDto } from '@atlas/shared/contract/training';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { trainerListKey } from '@/lib/query-keys';

/** What a directory card shows of a trainer; the list's answer carries more (a page sends no more than this). */
export type TrainerCardDto = Pick<TrainerDto, 'id' | 'name' | 'specialty' | 'bio' | 'image'>;

/** A card shows two lines of the bio: the page carries this much of it, the trainer's page all of it. */
export const CARD_BIO_LENGTH = 220;

export function trainerCard({ id, name, specialty, bio, image }: TrainerDto): TrainerCardDto {
  return { id, name, specialty, image, bio: cutText(bio, CARD_BIO_LENGTH) };
}

/** At most `max` characters, cut at a space when there is one near the end. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.75 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const trainersQuery = (lang: string) =>
  queryOptions({
    queryKey: trainerListKey(lang),
    queryFn: async ({ signal }): Promise<TrainerCardDto[]> =>
      (await apiRequest<TrainerDto[]>('/trainers', { signal })).data,
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
    queryFn: async ({ signal }): Promise<TrainerCardDto[]> =>
      (await apiRequest<TrainerDto[]>('/trainers', { query: { limit: TEASER_COUNT }, signal })).data,
  });

export function useTrainerTeasers() {
  const { language } = useLanguage();
  return useQuery(trainerTeasersQuery(language));
}
