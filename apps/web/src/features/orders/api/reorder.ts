import { useMutation } from '@tanstack/react-query';
import type { CartDto } from '@atlas/shared/contract/cart';
import type { ReorderDto } from '@atlas/shared/contract/reorder';
import { apiRequest } from '@/lib/api-client';

/**
 * How the shopper's cart takes a change made here. The cart feature owns the cart's query; the
 * app hands its helpers in, since features do not import each other.
 */
export interface CartSync {
  /** Stops a cart load on its way, which would land after the change's answer and undo it. */
  hold: () => Promise<void>;
  /** Keeps the server's answer as the cart. */
  keep: (cart: CartDto) => void;
}

export const reorder = async (userId: number, orderId: number): Promise<ReorderDto> =>
  (await apiRequest<ReorderDto>(`/users/${userId}/orders/${orderId}/reorder`, { method: 'POST' })).data;

/** Order again: the order's lines go back in the cart; the answer says what changed, line by line. */
export function useReorder(userId: number, orderId: number, cart: CartSync) {
  return useMutation({
    mutationFn: () => reorder(userId, orderId),
    onMutate: () => cart.hold(),
    onSuccess: (answer) => cart.keep(answer.cart),
  });
}
