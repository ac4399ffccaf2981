import { MAX_LINE_QUANTITY, UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import { MAX_GUEST_LINES, guestCart, type GuestLine } from './guest-cart';

type LineKey = Pick<GuestLine, 'productId' | 'selectedFlavor'>;

/** One line per product and flavor, the flavor compared case-insensitively as the server's cart does. */
const same = (a: LineKey, b: LineKey) =>
  a.productId === b.productId && a.selectedFlavor.toLowerCase() === b.selectedFlavor.toLowerCase();

/**
 * Adds units of one flavor: merged into its line (at most MAX_LINE_QUANTITY), or a new line while
 * the cart has room. `added` is false when nothing could be added.
 */
export function addGuestLine(
  lines: readonly GuestLine[],
  line: GuestLine,
): { lines: readonly GuestLine[]; added: boolean } {
  const selectedFlavor = line.selectedFlavor || UNFLAVORED;
  const existing = lines.find((l) => same(l, { productId: line.productId, selectedFlavor }));
  if (existing) {
    const quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + line.quantity);
    if (quantity === existing.quantity) return { lines, added: false };
    return { lines: lines.map((l) => (l === existing ? { ...l, quantity } : l)), added: true };
  }
  if (lines.length >= MAX_GUEST_LINES) return { lines, added: false };
  const quantity = Math.min(MAX_LINE_QUANTITY, line.quantity);
  return { lines: [...lines, { productId: line.productId, selectedFlavor, quantity }], added: true };
}

/** One unit less (never below 1: the trash removes the line). */
export const removeOneGuestUnit = (lines: readonly GuestLine[], line: LineKey) =>
  lines.map((l) => (same(l, line) && l.quantity > 1 ? { ...l, quantity: l.quantity - 1 } : l));

export const removeGuestLine = (lines: readonly GuestLine[], line: LineKey) =>
  lines.filter((l) => !same(l, line));

/** The changes a visitor makes to their cart, written to the browser's store. */
export const guestCartLines = {
  /** Returns false when the cart is full or the line at its most. */
  add(line: GuestLine): boolean {
    const next = addGuestLine(guestCart.lines(), line);
    if (next.added) guestCart.set(next.lines);
    return next.added;
  },
  removeOne: (line: LineKey) => guestCart.set(removeOneGuestUnit(guestCart.lines(), line)),
  removeLine: (line: LineKey) => guestCart.set(removeGuestLine(guestCart.lines(), line)),
};
