import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntryDto } from '@atlas/shared/contract/admin';
import { TOTAL_COUNT_HEADER } from '@atlas/shared/contract/shop-constants';
import { apiRequest } from '@/lib/api-client';
import { adminAuditKey } from '@/lib/admin/query-keys';

export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilter {
  type?: string;
  query?: string;
  page: number;
}

export const auditQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: [...adminAuditKey, filter],
    queryFn: async ({ signal }) => {
      const { data, headers } = await apiRequest<AuditEntryDto[]>('/admin/audit', {
        query: { ...filter, limit: AUDIT_PAGE_SIZE },
        signal,
      });
      return { entries: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
    },
    placeholderData: keepPreviousData,
  });

export function useAudit(filter: AuditFilter) {
  return useQuery(auditQuery(filter));
}
