/** Cart and order arithmetic in integer piastres (totals rounded to 2 decimals). */

export interface PricedLine {
  unitPiastres: number;
  quantity: number;
}

export function lineTotalPiastres(line: PricedLine): number {
  return line.unitPiastres * line.quantity;
}

/**
 * The largest order total: 10^15 − 1 piastres (9,999,999,999,999.99 EGP). The database holds far
 * more (bigint); the bound is the contract's, which sends EGP as JSON numbers with two decimals,
 * and a double carries 15 significant digits exactly. Beyond the reach of any real cart.
 */
export const MAX_ORDER_TOTAL_PIASTRES = 999_999_999_999_999;

export function cartTotalPiastres(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalPiastres(line), 0);
}

export function itemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** A line the shopper cannot check out as it stands: its flavor sold out or has fewer units left. */
export function lineBlocksCheckout(line: { quantity: number; stock: number }): boolean {
  return line.stock < line.quantity;
}
