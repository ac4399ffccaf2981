/** Cart and order arithmetic in integer piastres (spec 000 §3: totals rounded to 2 decimals). */

export interface PricedLine {
  unitPiastres: number;
  quantity: number;
}

export function lineTotalPiastres(line: PricedLine): number {
  return line.unitPiastres * line.quantity;
}

/** The largest order total the database holds: a 32-bit integer of piastres (about 21.4 million EGP). */
export const MAX_ORDER_TOTAL_PIASTRES = 2_147_483_647;

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
