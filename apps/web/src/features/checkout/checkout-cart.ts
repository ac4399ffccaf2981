import type { CartDto } from '@atlas/shared/contract/cart';
import { cartTotalPiastres, lineBlocksCheckout } from '@atlas/shared/rules/cart';
import { egpToPiastres, piastresToEgp } from '@atlas/shared/rules/pricing';

/** The cart total in EGP, summed in piastres so it equals the server's total to the piastre. */
export function cartTotal(items: CartDto): number {
  return piastresToEgp(
    cartTotalPiastres(items.map((i) => ({ unitPiastres: egpToPiastres(i.price), quantity: i.quantity }))),
  );
}

/** Lines above their flavor's stock: while any exists the order cannot be placed. */
export const blockingLines = (items: CartDto) => items.filter(lineBlocksCheckout);
