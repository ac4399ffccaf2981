import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { GuestLookupInput, GuestOrderDto } from '@atlas/shared/contract/guest';
import { apiRequest } from '@/lib/api-client';

/** An order found by its number and the e-mail or mobile it was placed with (404 otherwise). */
export const lookupOrder = async (input: GuestLookupInput) =>
  (await apiRequest<GuestOrderDto>('/guest/orders/lookup', { method: 'POST', body: input })).data;

export const useLookupOrder = () => useMutation({ mutationFn: lookupOrder });

/** The e-mailed link's order, opened by its token (404 when the token does not fit the order). */
export const guestOrderQuery = (orderId: number, token: string) =>
  queryOptions({
    queryKey: ['guest-order', orderId, token],
    queryFn: async ({ signal }) =>
      (await apiRequest<GuestOrderDto>(`/guest/orders/${orderId}`, { query: { token }, signal })).data,
    retry: false,
  });

export const useGuestOrder = (orderId: number | null, token: string) =>
  useQuery({ ...guestOrderQuery(orderId ?? 0, token), enabled: orderId !== null && token !== '' });
