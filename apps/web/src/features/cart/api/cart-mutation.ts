import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartDto } from '@atlas/shared/contract/cart';
import { currentUser } from '@/lib/session';
import { isOutOfStock } from '../cart-errors';
import { cancelCartLoad, logOutOn401, refreshCart, setCartData } from './get-cart';

/**
 * A cart change: the server answers with the whole cart, which replaces ours. A 401 logs the
 * shopper out; an out-of-stock answer reloads the cart so the lines show the stock left now.
 */
export function useCartMutation<V>(mutationFn: (variables: V) => Promise<CartDto>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    // a cart load already on its way would land after this change's answer and undo it
    onMutate: () => cancelCartLoad(client),
    onSuccess: (cart) => setCartData(client, cart),
    onError: (err) => {
      logOutOn401(err);
      // the session now, not at the last render (see setCartData)
      const user = currentUser();
      if (user && isOutOfStock(err)) void refreshCart(client, user.id);
    },
  });
}
