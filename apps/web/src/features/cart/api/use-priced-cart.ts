import { useMemo } from 'react';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CartDto } from '@atlas/shared/contract/cart';
import { useGuestLines, type GuestLine } from '@/lib/guest-cart';
import { cartSummary, useCart } from './get-cart';
import { priceGuestLines } from './guest-quote';

const empty: CartDto = [];

/** A visitor's lines priced by the server's guest quote. */
const guestCartQuery = (lines: readonly GuestLine[]) =>
  queryOptions({
    queryKey: ['guest-cart', lines],
    queryFn: ({ signal }) => priceGuestLines(lines, signal),
    // stock moves while the visitor browses: a price older than this is asked again when shown
    staleTime: 30_000,
  });

/**
 * Asks for a visitor's prices while the cart drawer's code loads (from the tap, or the pointer on
 * its way to the button) instead of once it has: the two no longer wait for each other.
 */
export function prefetchGuestCart(client: QueryClient, lines: readonly GuestLine[]): void {
  if (lines.length > 0) void client.prefetchQuery(guestCartQuery(lines));
}

/**
 * The cart with its lines priced, for the cart page and drawer: a shopper's as useCart loads it;
 * a visitor's lines priced by the server's guest quote (the lines are kept when that fails).
 */
export function usePricedCart() {
  const cart = useCart();
  const lines = useGuestLines();
  const visitor = !cart.isLoggedIn && lines.length > 0;
  const guest = useQuery({
    ...guestCartQuery(lines),
    enabled: visitor,
    // while a change is priced the last answer stays shown
    placeholderData: keepPreviousData,
  });
  const { refetch } = guest;
  const items = visitor && guest.data ? guest.data : empty;
  return useMemo(
    () =>
      visitor
        ? {
            ...cartSummary(items),
            isLoggedIn: false,
            isLoading: guest.isPending,
            isError: guest.isError,
            retry: () => void refetch(),
          }
        : { ...cart, isError: false, retry: () => undefined },
    [visitor, items, guest.isPending, guest.isError, refetch, cart],
  );
}
