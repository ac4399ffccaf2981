import type { CartDto } from '@atlas/shared/contract/cart';
import type { GuestLine } from '@/lib/guest-cart';
import { guestCartLines } from '@/lib/guest-cart-lines';
import { fetchGuestQuote } from '@/lib/guest-quote';

/**
 * A visitor's cart lines priced by the server (loaded with the first view that shows prices).
 * A product or flavor that no longer exists leaves the visitor's cart.
 */
export async function priceGuestLines(lines: readonly GuestLine[], signal?: AbortSignal): Promise<CartDto> {
  const quote = await fetchGuestQuote({ items: [...lines] }, signal);
  for (const line of quote.unavailable) guestCartLines.removeLine(line);
  return quote.items;
}
