import { keepPreviousData, queryOptions, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import type { AdminOrderStatsDto, AdminOrderUpdateInput } from '@atlas/shared/contract/admin-orders';
import type { OrderDto, OrderStatus } from '@atlas/shared/contract/orders';
import { TOTAL_COUNT_HEADER } from '@atlas/shared/contract/shop-constants';
import type { AdminSearchType } from '@atlas/shared/rules/admin-search';
import { useInvalidate } from '@/lib/admin/use-invalidate';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { adminDashboardKey, usersKey } from '@/lib/admin/query-keys';
import { productQuery } from '@/lib/product-query';
import { productsKey } from '@/lib/query-keys';

/** Rows per page of the orders table. */
export const ORDERS_PAGE_SIZE = 20;

/** Every query of this feature starts with this key; a write invalidates them all. */
const KEY = ['admin-orders'] as const;

/** The answer was not the list the contract promises. */
export const BAD_FORMAT = 'BAD_FORMAT';

export interface OrderListParams {
  page: number;
  type?: AdminSearchType<'orders'>;
  query?: string;
  status?: OrderStatus;
}

export const orderListQuery = ({ page, type, query, status }: OrderListParams) =>
  queryOptions({
    queryKey: [...KEY, 'list', { page, type: query ? type : undefined, query, status }],
    queryFn: async ({ signal }) => {
      const { data, headers } = await apiRequest<OrderDto[]>('/users/admin/orders', {
        signal,
        query: { page, limit: ORDERS_PAGE_SIZE, status, ...(query ? { type, query } : {}) },
      });
      if (!Array.isArray(data))
        throw new ApiError(200, BAD_FORMAT, 'Invalid data format received from server');
      return { orders: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
    },
    placeholderData: keepPreviousData,
  });

/** GET /users/admin/orders: one page, newest first, filtered by the header search and status. */
export function useAdminOrders(params: OrderListParams) {
  return useQuery(orderListQuery(params));
}

export const orderStatsQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'stats'],
    queryFn: async ({ signal }) =>
      (await apiRequest<AdminOrderStatsDto>('/users/admin/order-stats', { signal })).data,
  });

/** GET /users/admin/order-stats: the revenue panel. */
export function useOrderStats() {
  return useQuery(orderStatsQuery());
}

/**
 * The edit modal's flavor choices: GET /products/{id} for each product of the order, shared
 * with the shop's product cache (same key), so a stock change refreshes both.
 */
export function useOrderProducts(ids: number[]) {
  const { language } = useLanguage();
  return useQueries({
    queries: ids.map((id) => productQuery(id, language)),
  });
}

/** After an edit or a cancel: the orders, the revenue and everything that shows stock. */
function useAfterWrite() {
  // the user-details modal lists each user's orders
  return useInvalidate(KEY, productsKey, adminDashboardKey, usersKey);
}

const orderPath = (order: Pick<OrderDto, 'userId' | 'id'>) =>
  `/users/admin/orders/${order.userId}/${order.id}`;

/** PUT /users/admin/orders/{userId}/{orderId}. */
export function useUpdateOrder() {
  const invalidate = useAfterWrite();
  return useMutation({
    mutationFn: async ({ order, input }: { order: OrderDto; input: AdminOrderUpdateInput }) =>
      (await apiRequest<OrderDto>(orderPath(order), { method: 'PUT', body: input })).data,
    onSettled: invalidate,
  });
}

/** DELETE /users/admin/orders/{userId}/{orderId}: cancels the order and returns its stock. */
export function useCancelOrder() {
  const invalidate = useAfterWrite();
  return useMutation({
    mutationFn: async (order: OrderDto) =>
      (await apiRequest<OrderDto>(orderPath(order), { method: 'DELETE' })).data,
    onSettled: invalidate,
  });
}
