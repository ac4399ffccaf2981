import type { CartAddInput } from '@atlas/shared/contract/cart';
import { apiRequest } from '@/lib/api-client';
import { parseCart } from './get-cart';
import { useCartMutation } from './cart-mutation';

/** Adds units of one flavor; the server prices the line and refuses more than the stock (409). */
export const addToCart = async (input: CartAddInput) =>
  parseCart((await apiRequest<unknown>('/cart/add', { method: 'POST', body: input })).data);

export const useAddToCart = () => useCartMutation(addToCart);
