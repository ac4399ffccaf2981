import type { OrderItemDto } from '../contract/orders';
import { UNFLAVORED } from '../contract/shop-constants';

/**
 * The flavor of an order line as its order names it (in the order's language), or `null` when the
 * line has none: the caller shows its own word for "unflavored".
 */
export function itemFlavor(item: Pick<OrderItemDto, 'flavor' | 'flavorLabel'>): string | null {
  const flavor = item.flavor?.trim();
  if (!flavor || flavor.toLowerCase() === UNFLAVORED.toLowerCase()) return null;
  return item.flavorLabel?.trim() || flavor;
}
