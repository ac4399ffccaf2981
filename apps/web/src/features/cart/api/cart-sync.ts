import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CartDto } from '@atlas/shared/contract/cart';
import { cancelCartLoad, setCartData } from './get-cart';

/**
 * For a change another feature makes that answers with the cart (the app hands it over, since
 * features do not import each other): hold a cart load on its way, then keep the answer.
 */
export function useCartSync() {
  const client = useQueryClient();
  return useMemo(
    () => ({ hold: () => cancelCartLoad(client), keep: (cart: CartDto) => setCartData(client, cart) }),
    [client],
  );
}
