import type { QueryClient } from '@tanstack/react-query';
import type { CartDto } from '@atlas/shared/contract/cart';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import type { TFunction } from '@/lib/translator';
import { isOutOfStock } from './cart-errors';
import { addToCart } from './api/add-to-cart';
import { getCart, setCartData } from './api/get-cart';
import { guestCartLines } from '@/lib/guest-cart-lines';
import { guestCart, type GuestLine } from '@/lib/guest-cart';

export interface MergeOutcome {
  /** Units added to the shopper's cart. */
  added: number;
  /** Units left out because the stock (or the shop's line limit) had no room for them. */
  leftOut: number;
}

const refusedLine = (err: unknown) =>
  err instanceof ApiError &&
  err.status >= 400 &&
  err.status < 500 &&
  err.status !== 401 &&
  !isOutOfStock(err);

const held = (cart: CartDto, line: GuestLine) =>
  cart.find((l) => l.productId === line.productId && l.selectedFlavor === line.selectedFlavor)?.quantity ?? 0;

/**
 * Moves a visitor's lines into the cart of the shopper who just signed in, stock permitting: a
 * line the stock cannot take whole is added with the units left. The browser's lines are taken
 * first, so another tab signing in at the same moment finds none; a failure other than stock
 * puts the lines not yet sent back, for the next page to try again. A short notice says what moved.
 */
export async function mergeGuestCart(client: QueryClient, t: TFunction): Promise<MergeOutcome> {
  const lines = guestCart.lines();
  guestCart.clear();
  const outcome: MergeOutcome = { added: 0, leftOut: 0 };
  let cart: CartDto | null = null;
  let index = 0;
  try {
    cart = await getCart();
    for (; index < lines.length; index++) {
      const line = lines[index]!;
      try {
        cart = await addToCart(line);
        outcome.added += line.quantity;
      } catch (err) {
        // a line the server refuses for itself (the product gone, over the line limit) is left out
        if (refusedLine(err)) {
          outcome.leftOut += line.quantity;
          continue;
        }
        if (!isOutOfStock(err)) throw err;
        const room = Number(err.fields?.stock ?? 0) - held(cart ?? [], line);
        const taken = room > 0 && room < line.quantity ? room : 0;
        if (taken) cart = await addToCart({ ...line, quantity: taken });
        outcome.added += taken;
        outcome.leftOut += line.quantity - taken;
      }
    }
  } catch (err) {
    for (const line of lines.slice(index)) guestCartLines.add(line);
    throw err;
  } finally {
    if (cart) setCartData(client, cart);
  }
  if (outcome.added + outcome.leftOut > 0)
    showToast({
      id: 'guest-cart-merged',
      color: outcome.leftOut ? 'orange' : 'teal',
      title: t('guest.merged.title'),
      message: t(outcome.leftOut ? 'guest.merged.partly' : 'guest.merged.all'),
    });
  return outcome;
}
