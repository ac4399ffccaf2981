import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CartDto } from '@atlas/shared/contract/cart';
import { useGuestLines } from '@/lib/guest-cart';
import { cartSummary, useCart } from './get-cart';
import { priceGuestLines } from './guest-quote';

const empty: CartDto = [];

/**
 * The cart with its lines priced, for the cart page and drawer: a shopper's as useCart loads it;
 * a visitor's lines priced by the server's guest quote (the lines are kept when that fails).
 */
export function usePricedCart() {
  const cart = useCart();
  const lines = useGuestLines();
  const visitor = !cart.isLoggedIn && lines.length > 0;
  const guest = useQuery({
    queryKey: ['guest-cart', lines],
    queryFn: ({ signal }) => priceGuestLines(lines, signal),
    enabled: visitor,
    // while a change is priced the last answer stays shown
    placeholderData: keepPreviousData,
    // stock moves while the visitor browses: a price older than this is asked again when shown
    staleTime: 30_000,
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
