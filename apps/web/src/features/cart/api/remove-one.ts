import type { CartLineInput } from '@atlas/shared/contract/cart';
import { apiRequest } from '@/lib/api-client';
import { parseCart } from './get-cart';
import { useCartMutation } from './cart-mutation';

/** One unit fewer of a line; the server drops the line at 0. */
export const removeOne = async (input: CartLineInput) =>
  parseCart((await apiRequest<unknown>('/cart/remove-one', { method: 'POST', body: input })).data);

export const useRemoveOne = () => useCartMutation(removeOne);
