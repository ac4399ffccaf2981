import { useEffect, useMemo } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CartDto } from '@atlas/shared/contract/cart';
import { cartTotalPiastres, itemCount, lineBlocksCheckout } from '@atlas/shared/rules/cart';
import { egpToPiastres, piastresToEgp } from '@atlas/shared/rules/pricing';
import { ApiError, apiRequest } from '@/lib/api-client';
import { clearSession, currentUser, useSession } from '@/lib/session';
import { useGuestLines } from '@/lib/guest-cart';
import { cartKey } from '@/lib/query-keys';

/**
 * A cart answer in another shape empties the cart. The schema (and zod) load with
 * the first cart answer, so a visitor's first page does not carry them.
 */
export async function parseCart(data: unknown): Promise<CartDto> {
  const { CartDto } = await import('@atlas/shared/contract/cart');
  const parsed = CartDto.safeParse(data);
  return parsed.success ? parsed.data : [];
}

/** A 401 on any cart call logs the shopper out. */
export function isUnauthorized(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}

export function logOutOn401(err: unknown): void {
  if (isUnauthorized(err)) clearSession('lost');
}

export const getCart = async (signal?: AbortSignal) =>
  parseCart((await apiRequest<unknown>('/cart', { signal })).data);

export const cartQuery = (userId: number) =>
  queryOptions({
    queryKey: cartKey(userId),
    queryFn: async ({ signal }) => {
      try {
        return await getCart(signal);
      } catch (err) {
        logOutOn401(err);
        throw err;
      }
    },
    // stock moves while the shopper browses: a cart older than this is reloaded when shown again
    staleTime: 30_000,
    retry: (count, err) => !isUnauthorized(err) && count < 1,
  });

/**
 * Keeps the server's answer as the signed-in shopper's cart. The session is read now, not taken
 * from a render: right after hydration a render can still be the server's (a visitor).
 */
export function setCartData(client: QueryClient, cart: CartDto): void {
  const user = currentUser();
  if (user) client.setQueryData(cartKey(user.id), cart);
}

/** Stops a load of the signed-in shopper's cart that is on its way (a change's answer replaces it). */
export async function cancelCartLoad(client: QueryClient): Promise<void> {
  const user = currentUser();
  if (user) await client.cancelQueries({ queryKey: cartKey(user.id) });
}

/** Reloads the cart unless a load is already running (then that one answers). */
export function refreshCart(client: QueryClient, userId: number): Promise<void> {
  return client.invalidateQueries({ queryKey: cartKey(userId) }, { cancelRefetch: false });
}

const empty: CartDto = [];

/** The figures every view of a cart shows, from its priced lines. */
export function cartSummary(items: CartDto) {
  return {
    items,
    count: itemCount(items),
    total: piastresToEgp(
      cartTotalPiastres(items.map((i) => ({ unitPiastres: egpToPiastres(i.price), quantity: i.quantity }))),
    ),
    /** Some line's flavor sold out or has fewer units left than the line holds. */
    blocked: items.some(lineBlocksCheckout),
  };
}

/**
 * The signed-in shopper's cart from the server; whatever was loaded goes at logout. A failed
 * load shows an empty cart. A visitor's lines are in this browser (guest-cart): here they are only
 * counted (the header's badge); `usePricedCart` prices them.
 */
export function useCart() {
  const { user } = useSession();
  const client = useQueryClient();
  const query = useQuery({ ...cartQuery(user?.id ?? 0), enabled: !!user });
  const visitorCount = itemCount(useGuestLines());

  useEffect(() => {
    if (!user) client.removeQueries({ queryKey: cartKey() });
  }, [user, client]);

  const items = user && !query.isError ? (query.data ?? empty) : empty;
  return useMemo(
    () => ({
      ...cartSummary(items),
      ...(user ? {} : { count: visitorCount }),
      isLoggedIn: !!user,
      isLoading: !!user && query.isPending,
    }),
    [items, user, visitorCount, query.isPending],
  );
}
