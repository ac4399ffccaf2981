import { apiRequest } from '@/lib/api-client';
import { parseCart } from './get-cart';
import { useCartMutation } from './cart-mutation';

export const clearCart = async () =>
  parseCart((await apiRequest<unknown>('/cart', { method: 'DELETE' })).data);

export const useClearCart = () => useCartMutation<void>(clearCart);
