import type { ReorderDto, ReorderLineDto } from '@atlas/shared/contract/reorder';

export type ReorderNoteKey =
  'added' | 'discontinued' | 'flavorRemoved' | 'soldOut' | 'onlyLeft' | 'cartFull' | 'toppedUp';

/** What happened to one line of the order, as a sentence key under `orders.reorder.note` and its numbers. */
export function reorderNote(line: ReorderLineDto): { key: ReorderNoteKey; values: Record<string, number> } {
  switch (line.reason) {
    case 'discontinued':
      return { key: 'discontinued', values: {} };
    case 'flavor-removed':
      return { key: 'flavorRemoved', values: {} };
    case 'sold-out':
      return { key: 'soldOut', values: {} };
    case 'limited':
      if (line.added === 0) return { key: 'cartFull', values: { inCart: line.alreadyInCart } };
      if (line.alreadyInCart > 0) {
        return {
          key: 'toppedUp',
          values: { added: line.added, ordered: line.ordered, total: line.alreadyInCart + line.added },
        };
      }
      return {
        key: 'onlyLeft',
        values: { available: line.available ?? line.added, added: line.added, ordered: line.ordered },
      };
    default:
      return { key: 'added', values: { added: line.added } };
  }
}

/** A line that went back in the cart at another unit price than the order paid. */
export const priceChanged = (line: ReorderLineDto): boolean =>
  line.added > 0 && line.newPrice !== null && line.newPrice !== line.oldPrice;

/** Units that went back in the cart. */
export const unitsAdded = (lines: ReorderLineDto[]): number => lines.reduce((n, l) => n + l.added, 0);

/** Whether anything differs from the order as it was placed. */
export const anythingChanged = (lines: ReorderLineDto[]): boolean =>
  lines.some((l) => l.reason !== null || priceChanged(l));

/** The summary's title key: all in, in with changes, or nothing could be added. */
export function summaryTitle(answer: ReorderDto): string {
  if (unitsAdded(answer.lines) === 0) return 'orders.reorder.titleNone';
  return anythingChanged(answer.lines) ? 'orders.reorder.titleChanged' : 'orders.reorder.title';
}
