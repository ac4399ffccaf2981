import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartDto } from '@atlas/shared/contract/cart';
import type { CartCodeDto } from '@atlas/shared/contract/promotions';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { cartCodeKey } from '@/lib/query-keys';
import { logOutOn401 } from './get-cart';

const none: CartCodeDto = { code: null, discount: 0, freeDelivery: false, refusal: null, minSubtotal: null };

/**
 * The code's answer belongs to one cart: the key carries the lines, so every change of the cart
 * asks the server again what the code takes off it now.
 */
const signature = (cart: CartDto) =>
  cart.map((l) => `${l.productId}:${l.selectedFlavor}:${l.quantity}:${l.price}`).join('|');
const codeKey = (userId: number, cart?: CartDto) =>
  cart ? ([...cartCodeKey(userId), signature(cart)] as const) : cartCodeKey(userId);

/** The code on the signed-in shopper's cart and what it takes off this cart; `none` without one. */
export function useCartCode(cart: CartDto) {
  const { user } = useSession();
  const query = useQuery({
    queryKey: codeKey(user?.id ?? 0, cart),
    queryFn: async ({ signal }) => {
      try {
        return (await apiRequest<CartCodeDto>('/cart/code', { signal })).data;
      } catch (err) {
        logOutOn401(err);
        throw err;
      }
    },
    enabled: !!user && cart.length > 0,
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
  return user && cart.length > 0 && query.data ? query.data : none;
}

/** Puts a code on the cart or takes it off; the answer is the code's effect on the cart now. */
export function useCartCodeChange() {
  const client = useQueryClient();
  const { user } = useSession();
  const settle = (answer: CartCodeDto) => {
    if (!user) return;
    // every cart's answer is stale now; the current one is the answer itself
    void client.invalidateQueries({ queryKey: codeKey(user.id) });
    for (const [key] of client.getQueriesData({ queryKey: codeKey(user.id) }))
      client.setQueryData(key, answer);
  };
  const apply = useMutation({
    mutationFn: async (code: string) =>
      (await apiRequest<CartCodeDto>('/cart/code', { method: 'PUT', body: { code } })).data,
    onSuccess: settle,
    onError: logOutOn401,
  });
  const remove = useMutation({
    mutationFn: async () => (await apiRequest<CartCodeDto>('/cart/code', { method: 'DELETE' })).data,
    onSuccess: settle,
    onError: logOutOn401,
  });
  return { apply, remove };
}

/** Why the server refused a code ('unknown', 'expired'…), and the minimum for 'below-minimum'. */
export function codeRefusal(err: unknown): { reason: string; minSubtotal: number | null } | null {
  if (!(err instanceof ApiError) || err.code !== 'COUPON_REFUSED') return null;
  const min = err.fields?.minSubtotal;
  return { reason: err.fields?.reason ?? 'unknown', minSubtotal: min === undefined ? null : Number(min) };
}
