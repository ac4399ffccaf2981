import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { guestCart, type GuestLine } from '@/lib/guest-cart';
import { fetchGuestQuote, guestQuoteKey } from '@/lib/guest-quote';

/** A visitor's cart lines priced by the server; while a change is priced the last answer stays shown. */
export const guestCartQuery = (lines: readonly GuestLine[]) =>
  queryOptions({
    queryKey: guestQuoteKey({ items: [...lines] }),
    queryFn: async ({ signal }) => {
      const quote = await fetchGuestQuote({ items: [...lines] }, signal);
      // a product or flavor that no longer exists leaves the visitor's cart (the next quote is without it)
      for (const line of quote.unavailable) guestCart.removeLine(line);
      return quote.items;
    },
    placeholderData: keepPreviousData,
    // stock moves while the visitor browses: a price older than this is asked again when shown
    staleTime: 30_000,
  });
