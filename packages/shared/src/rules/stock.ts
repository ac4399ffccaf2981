/** Stock rules shared by the shop screens and (later) the order transaction. */

export const MIN_QUANTITY = 1;

/** A flavor's stock; 0 when unknown (out of stock when 0 or unknown). */
export function flavorStock(flavorQuantity: Record<string, number>, flavor: string | undefined): number {
  if (!flavor) return 0;
  const value = flavorQuantity[flavor];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

export function isFlavorAvailable(
  flavorQuantity: Record<string, number>,
  flavor: string | undefined,
): boolean {
  return flavorStock(flavorQuantity, flavor) > 0;
}

/** Quantity in 1..stock (docs/api-compatibility.md: bounded by the selected flavor's stock). */
export function clampQuantity(quantity: number, stock: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.max(MIN_QUANTITY, Math.min(Math.floor(quantity), Math.max(stock, MIN_QUANTITY)));
}
