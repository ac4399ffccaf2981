import { queryOptions, useQuery } from '@tanstack/react-query';
import { CartDto } from '@atlas/shared/contract/cart';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { cartKey } from '@/lib/query-keys';

/**
 * The shopper's cart for the checkout summary. Same key and shape as the cart feature's query,
 * so both read and write one cache entry; an answer in another shape counts as an empty cart.
 */
export const checkoutCartQuery = (userId: number) =>
  queryOptions({
    queryKey: cartKey(userId),
    queryFn: async ({ signal }): Promise<CartDto> => {
      const parsed = CartDto.safeParse((await apiRequest<unknown>('/cart', { signal })).data);
      return parsed.success ? parsed.data : [];
    },
  });

/** Always fresh on arrival: stock may have moved since the cart was last shown. */
export function useCheckoutCart() {
  const { user } = useSession();
  return useQuery({ ...checkoutCartQuery(user?.id ?? 0), enabled: !!user, refetchOnMount: 'always' });
}
