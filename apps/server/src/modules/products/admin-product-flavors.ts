import { eq, inArray } from 'drizzle-orm';
import {
  completeFlavorRows,
  duplicateFlavorMessage,
  duplicateName,
  flavorRowsOf,
  type AdminProductInput,
  type CompleteFlavorRow,
  type FlavorRow,
} from '@atlas/shared/contract/admin-products';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import {
  flavorFactsProblems,
  type FlavorFactsOverride,
  type SupplementFacts,
} from '@atlas/shared/contract/supplement-facts';
import type { Db } from '../../db/client';
import { productFlavors } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { storedMediaPath } from '../../lib/media';

// The flavors a product write carries: read from the input, checked, given their facts, and made
// the product's flavors.

type FlavorDbRow = typeof productFlavors.$inferSelect;

export const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export const duplicateFlavor = (name: string) =>
  new AppError(ErrorCode.duplicateFlavor, 409, duplicateFlavorMessage(name), { flavor: name });

/** The flavor rows a write carries, images as stored; undefined when it carries none. */
export function sentFlavorRows(
  input: AdminProductInput,
  ownOrigins: readonly string[],
): FlavorRow[] | undefined {
  return flavorRowsOf(input)?.map((row) => ({
    ...row,
    image: row.image === undefined ? undefined : storedMediaPath(row.image, ownOrigins),
  }));
}

/** The flavor facts a write sends, by lower-cased flavor name: an override, null (clear) or absent (keep). */
export function sentFlavorFacts(input: AdminProductInput): Map<string, FlavorFactsOverride | null> {
  const sent = new Map<string, FlavorFactsOverride | null>();
  for (const row of input.flavors ?? []) {
    const name = row.name?.trim();
    if (name && row.facts !== undefined) sent.set(name.toLowerCase(), row.facts);
  }
  return sent;
}

export const factsMessages = {
  flavorWithoutProduct: (flavor: string) =>
    `${flavor}: enter the product's supplement facts before a flavor's own`,
  flavorBreaksRules: (flavor: string, problems: readonly string[]) =>
    `${flavor}: its supplement facts break the label's rules: ${problems.join('; ')}`,
} as const;

/**
 * Each flavor's override after the write: the one sent, else the current one (a flavor new to the
 * product has none). Without product facts no override stays; with them, each merged label must
 * satisfy the rules (400 naming the flavor).
 */
export function flavorOverrides(
  names: readonly string[],
  facts: SupplementFacts | null,
  sent: ReadonlyMap<string, FlavorFactsOverride | null>,
  current: readonly Pick<FlavorDbRow, 'name' | 'facts'>[] = [],
): (FlavorFactsOverride | null)[] {
  return names.map((name) => {
    const key = name.toLowerCase();
    const override = sent.has(key)
      ? sent.get(key)!
      : (current.find((f) => f.name.toLowerCase() === key)?.facts ?? null);
    if (!override) return null;
    if (!facts) {
      // an override sent explicitly without facts to merge it over is a mistake; a kept one goes
      if (!sent.has(key)) return null;
      throw new AppError(ErrorCode.validation, 400, factsMessages.flavorWithoutProduct(name), {
        flavors: factsMessages.flavorWithoutProduct(name),
      });
    }
    const problems = flavorFactsProblems(facts, override);
    if (problems.length > 0) {
      const message = factsMessages.flavorBreaksRules(name, problems);
      throw new AppError(ErrorCode.validation, 400, message, { flavors: message });
    }
    return override;
  });
}

export function keptFlavors(rows: readonly FlavorRow[], current: readonly CompleteFlavorRow[] = []) {
  const kept = completeFlavorRows(rows, current);
  const duplicate = duplicateName(kept.map((f) => f.name));
  if (duplicate !== undefined) throw duplicateFlavor(duplicate);
  return kept;
}

/**
 * Makes the product's flavors the wanted ones: matched by name case-insensitively (a change of
 * case renames), new ones added, the rest removed; the order is the wanted order.
 */
export async function reconcileFlavors(
  tx: Db,
  productId: number,
  current: readonly FlavorDbRow[],
  wanted: readonly (CompleteFlavorRow & { facts: FlavorFactsOverride | null })[],
): Promise<void> {
  const key = (name: string) => name.toLowerCase();
  const wantedKeys = new Set(wanted.map((f) => key(f.name)));
  const removed = current.filter((f) => !wantedKeys.has(key(f.name)));
  if (removed.length > 0) {
    await tx.delete(productFlavors).where(
      inArray(
        productFlavors.id,
        removed.map((f) => f.id),
      ),
    );
  }
  const added: (CompleteFlavorRow & { facts: FlavorFactsOverride | null; position: number })[] = [];
  for (const [position, flavor] of wanted.entries()) {
    const existing = current.find((f) => key(f.name) === key(flavor.name));
    if (!existing) {
      added.push({ ...flavor, position });
      continue;
    }
    if (
      existing.name !== flavor.name ||
      existing.nameAr !== flavor.nameAr ||
      existing.quantity !== flavor.quantity ||
      existing.image !== flavor.image ||
      !sameJson(existing.facts, flavor.facts) ||
      existing.position !== position
    ) {
      await tx
        .update(productFlavors)
        .set({ ...flavor, position })
        .where(eq(productFlavors.id, existing.id));
    }
  }
  if (added.length > 0) {
    await tx.insert(productFlavors).values(added.map((f) => ({ ...f, productId })));
  }
}
