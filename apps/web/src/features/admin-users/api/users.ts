import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CreateUserInput, UserRole } from '@atlas/shared/contract/admin-users';
import type { UserDto } from '@atlas/shared/contract/users';
import type { AdminSearchType } from '@atlas/shared/rules/admin-search';
import { TOTAL_COUNT_HEADER } from '@atlas/shared/contract/shop-constants';
import { useInvalidate } from '@/lib/admin/use-invalidate';
import { apiRequest } from '@/lib/api-client';
import { usersKey } from '@/lib/admin/query-keys';

/** Rows per page of the users table. */
export const USERS_PAGE_SIZE = 20;

export interface UserListParams {
  page: number;
  type?: AdminSearchType<'users'>;
  query?: string;
}

export const userListQuery = ({ page, type, query }: UserListParams) =>
  queryOptions({
    queryKey: [...usersKey, 'list', { page, type: query ? type : undefined, query }],
    queryFn: async ({ signal }) => {
      const { data, headers } = await apiRequest<UserDto[]>('/users', {
        signal,
        query: { page, limit: USERS_PAGE_SIZE, ...(query ? { type, query } : {}) },
      });
      const users = data ?? [];
      return { users, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? users.length) };
    },
    placeholderData: keepPreviousData,
  });

/** GET /users (admin): one page of accounts, filtered by the header search. */
export function useUserList(params: UserListParams) {
  return useQuery(userListQuery(params));
}

export const userDetailsQuery = (id: number) =>
  queryOptions({
    queryKey: [...usersKey, 'detail', id],
    queryFn: async ({ signal }) => (await apiRequest<UserDto>(`/users/${id}`, { signal })).data,
    retry: 1,
  });

/** GET /users/{id}: the account with its orders (the details modal). */
export function useUserDetails(id: number | null) {
  return useQuery({ ...userDetailsQuery(id ?? 0), enabled: id !== null });
}

function useInvalidateUsers() {
  return useInvalidate(usersKey);
}

/** PUT /users/admin/{id}: a new role. */
export function useChangeRole() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async ({ id, role }: { id: number; role: UserRole }) =>
      (await apiRequest<UserDto>(`/users/admin/${id}`, { method: 'PUT', body: { role } })).data,
    onSettled: invalidate,
  });
}

/** DELETE /users/admin/{id}. */
export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiRequest<{ message: string }>(`/users/admin/${id}`, { method: 'DELETE' })).data,
    onSettled: invalidate,
  });
}

/** POST /users/admin: a new, verified account. */
export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (input: CreateUserInput) =>
      (await apiRequest<UserDto>('/users/admin', { method: 'POST', body: input })).data,
    onSuccess: invalidate,
  });
}
