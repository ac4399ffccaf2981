import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardDto } from '@atlas/shared/contract/admin';
import type { AdminProductDto } from '@atlas/shared/contract/admin-products';
import type { UserDto } from '@atlas/shared/contract/users';
import { apiRequest } from '@/lib/api-client';
import { adminDashboardKey, usersKey } from '@/lib/admin/query-keys';

export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminDashboardKey,
    queryFn: async ({ signal }) => (await apiRequest<DashboardDto>('/admin/dashboard', { signal })).data,
  });

/** The five newest products (by dateAdded). */
export const recentProductsQuery = () =>
  queryOptions({
    queryKey: [...adminDashboardKey, 'recent-products'],
    queryFn: async ({ signal }) =>
      (await apiRequest<AdminProductDto[]>('/products/admin', { query: { limit: 5 }, signal })).data,
  });

/** The five newest users (by createdAt). */
export const recentUsersQuery = () =>
  queryOptions({
    // under ['users']: the users screen's changes refresh it
    queryKey: [...usersKey, 'recent'],
    queryFn: async ({ signal }) =>
      (await apiRequest<UserDto[]>('/users', { query: { sort: 'newest', limit: 5 }, signal })).data,
  });

/**
 * The dashboard's loads run in parallel; each that fails falls back (zero figures, an empty
 * list) and is logged, as the spec says, and the screen says which part is missing.
 */
export function useDashboard() {
  const figures = useQuery(dashboardQuery());
  const products = useQuery(recentProductsQuery());
  const users = useQuery(recentUsersQuery());
  for (const [name, query] of [
    ['dashboard figures', figures],
    ['recent products', products],
    ['recent users', users],
  ] as const) {
    if (query.error) console.error(`admin dashboard: ${name} failed to load`, query.error);
  }
  return { figures, products, users };
}
