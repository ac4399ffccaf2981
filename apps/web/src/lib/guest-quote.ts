import type { z } from 'zod';
import type { GuestQuoteDto, GuestQuoteInput } from '@atlas/shared/contract/guest';
import { apiRequest } from './api-client';

/** What the browser sends for a quote (defaults left to the server). */
export type GuestQuoteRequest = z.input<typeof GuestQuoteInput>;

/**
 * A visitor's lines priced by the server (the guest quote): the cart's lines as the server sees
 * them now and, with a governorate and a way of paying, the order's charges. The schema (and zod)
 * load with the first quote, so a visitor's first page does not carry them.
 */
export async function fetchGuestQuote(
  input: GuestQuoteRequest,
  signal?: AbortSignal,
): Promise<GuestQuoteDto> {
  const [{ GuestQuoteDto: schema }, { data }] = await Promise.all([
    import('@atlas/shared/contract/guest'),
    apiRequest<unknown>('/guest/quote', { method: 'POST', body: input, signal }),
  ]);
  return schema.parse(data);
}

/** The key of a quote: what was asked, so every change of the lines or choices asks again. */
export const guestQuoteKey = (input: GuestQuoteRequest) => ['guest-quote', input] as const;
