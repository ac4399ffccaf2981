import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfigDto } from '@atlas/shared/contract/config';
import { apiRequest } from '@/lib/api-client';
import { configKey } from '@/lib/query-keys';

export const configQuery = () =>
  queryOptions({
    queryKey: configKey,
    queryFn: async ({ signal }) => (await apiRequest<PublicConfigDto>('/config', { signal })).data,
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(configQuery());
