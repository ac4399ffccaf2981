import { useCallback } from 'react';
import { UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import { currentUser } from '@/lib/session';
import { isOutOfStock } from '../cart-errors';
import { useAddToCart } from './add-to-cart';
import { isUnauthorized } from './get-cart';

/** What became of one line: in the cart, sold out now, the visitor's cart full, the session gone, or another failure. */
export type AddLineOutcome = 'added' | 'sold-out' | 'full' | 'signed-out' | 'failed';

/**
 * Adds one unit of a product's flavor (null: a product without flavors) for another feature that
 * adds several lines in one tap, and says what became of it instead of showing a message, so
 * that feature can report every line together. A visitor's line goes to the browser's cart, a
 * shopper's to the server (each answer kept as the cart, as the add-to-cart button does).
 */
export function useCartLineAdder(): (line: {
  productId: number;
  flavor: string | null;
}) => Promise<AddLineOutcome> {
  const { mutateAsync } = useAddToCart();
  return useCallback(
    async ({ productId, flavor }) => {
      const selectedFlavor = flavor ?? UNFLAVORED;
      // the session now, not at the last render (see AddToCartButton)
      if (!currentUser()) {
        const { guestCartLines } = await import('@/lib/guest-cart-lines');
        return guestCartLines.add({ productId, selectedFlavor, quantity: 1 }) ? 'added' : 'full';
      }
      try {
        await mutateAsync({ productId, selectedFlavor, quantity: 1 });
        return 'added';
      } catch (err) {
        if (isOutOfStock(err)) return 'sold-out';
        if (isUnauthorized(err)) return 'signed-out';
        console.error('Cart update failed', err);
        return 'failed';
      }
    },
    [mutateAsync],
  );
}
