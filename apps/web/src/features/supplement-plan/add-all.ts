import type { SupplementPlanLineDto } from '@atlas/shared/contract/supplement-plan';

/** What became of one line (as the cart feature's line adder answers). */
export type LineOutcome = 'added' | 'sold-out' | 'full' | 'signed-out' | 'failed';

/**
 * How this feature puts a line in the cart: the cart feature owns the cart and the app hands its
 * adder in, since features do not import each other. One unit of the line's flavor.
 */
export type CartLineAdder = (line: { productId: number; flavor: string | null }) => Promise<LineOutcome>;

export interface AddAllResult {
  added: SupplementPlanLineDto[];
  /** The lines left out, each with why. */
  missed: { line: SupplementPlanLineDto; outcome: Exclude<LineOutcome, 'added'> }[];
}

/**
 * Every line of the proposal, one after the other (each answer is the whole cart, so the last one
 * holds them all). A line that fails does not stop the others; a session that ended does, since the
 * rest would fail the same way.
 */
export async function addAllLines(
  lines: readonly SupplementPlanLineDto[],
  add: CartLineAdder,
): Promise<AddAllResult> {
  const result: AddAllResult = { added: [], missed: [] };
  let signedOut = false;
  for (const line of lines) {
    const outcome: LineOutcome = signedOut
      ? 'signed-out'
      : await add({ productId: line.productId, flavor: line.flavor }).catch((): LineOutcome => 'failed');
    if (outcome === 'added') result.added.push(line);
    else result.missed.push({ line, outcome });
    if (outcome === 'signed-out') signedOut = true;
  }
  return result;
}
