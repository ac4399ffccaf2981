import type { CartLineInput } from '@atlas/shared/contract/cart';
import { apiRequest } from '@/lib/api-client';
import { parseCart } from './get-cart';
import { useCartMutation } from './cart-mutation';

/** Removes a whole line (one flavor of a product). */
export const removeLine = async ({ productId, selectedFlavor }: CartLineInput) =>
  parseCart(
    (
      await apiRequest<unknown>(`/cart/${productId}`, {
        method: 'DELETE',
        body: { productId, selectedFlavor },
      })
    ).data,
  );

export const useRemoveLine = () => useCartMutation(removeLine);
