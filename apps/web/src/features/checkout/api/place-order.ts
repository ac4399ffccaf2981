import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartDto } from '@atlas/shared/contract/cart';
import { IDEMPOTENCY_HEADER, type OrderDto, type PlaceOrderInput } from '@atlas/shared/contract/orders';
import { apiRequest } from '@/lib/api-client';
import { addressesKey, cartKey, ordersKey, productsKey } from '@/lib/query-keys';

export type PlaceOrderBody = Partial<PlaceOrderInput> & Pick<PlaceOrderInput, 'paymentMethod'>;

/**
 * POST the order. The idempotency key names one checkout attempt: the same key sent twice
 * (double click, retry after a lost response) returns the one order instead of making two.
 */
export const placeOrder = async (userId: number, body: PlaceOrderBody, idempotencyKey: string) =>
  (
    await apiRequest<OrderDto>(`/users/${userId}/orders`, {
      method: 'POST',
      body,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    })
  ).data;

export function usePlaceOrder(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PlaceOrderBody; idempotencyKey: string }) =>
      placeOrder(userId, body, idempotencyKey),
    onSuccess: (_order, { body }) => {
      // The server emptied the cart in the order's transaction.
      client.setQueryData<CartDto>(cartKey(userId), []);
      void client.invalidateQueries({ queryKey: ordersKey(userId) });
      void client.invalidateQueries({ queryKey: productsKey });
      if (body.saveAddress) void client.invalidateQueries({ queryKey: addressesKey(userId) });
    },
  });
}
