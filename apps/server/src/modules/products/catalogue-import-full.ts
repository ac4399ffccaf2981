import { flavorFacts, type SupplementFacts } from '@atlas/shared/contract/supplement-facts';
import {
  factsCells,
  overrideOf,
  productLevelDifference,
  sameFacts,
} from '@atlas/shared/rules/catalogue-sheet-facts';
import {
  CATALOGUE_BASE_COLUMNS,
  CATALOGUE_COLUMNS,
  CATALOGUE_FACTS_COLUMNS,
} from '@atlas/shared/rules/catalogue-sheet';
import type { SheetText } from './catalogue-file';
import {
  emptyPlan,
  fileRefused,
  importErrors,
  refusal,
  RowError,
  type Current,
  type FlavorFields,
  type FlavorRow,
  type Plan,
  type ProductFields,
  type ProductRow,
  type ReadRow,
} from './catalogue-import-plan';
import { cellsOf, readFullRow } from './catalogue-import-rows';

// A full catalogue file's plan: products created, fields and flavors changed, rows refused.

/**
 * The product's label after the import: its first row's, unless that row is its first flavor's
 * label unchanged (then the product's label stays, and with it that flavor's own values). All
 * rows without facts: no label.
 */
function factsPlan(
  first: ReadRow,
  now: ProductRow,
  own: readonly FlavorRow[],
): { product: SupplementFacts | null; changed: boolean } {
  const existing = own.find((f) => f.name.toLowerCase() === first.flavor.name.toLowerCase());
  const unchanged =
    first.facts &&
    now.facts &&
    existing?.facts &&
    sameFacts(first.facts, flavorFacts(now.facts, existing.facts)) &&
    !productLevelDifference(now.facts, first.facts);
  const product = unchanged ? now.facts : (first.facts ?? null);
  return { product, changed: !sameFacts(product, now.facts) };
}

/** Each facts cell that changes on a row, as a change of the preview. */
function noteFacts(
  before: SupplementFacts | null,
  after: SupplementFacts | null,
  note: (field: string, from: string, to: string) => void,
): void {
  if (sameFacts(before, after)) return;
  const from = factsCells(before);
  const to = factsCells(after);
  for (const column of CATALOGUE_FACTS_COLUMNS) {
    if (from[column] !== to[column]) note(column, from[column], to[column]);
  }
}

const PRODUCT_FIELDS: [keyof ProductFields, string][] = [
  ['nameEn', 'name'],
  ['nameAr', 'name_ar'],
  ['descriptionEn', 'description'],
  ['descriptionAr', 'description_ar'],
  ['brand', 'brand'],
  ['category', 'category'],
  ['pricePiastres', 'price'],
  ['discount', 'discount'],
  ['availableSize', 'size'],
  ['expirationDate', 'expiration_date'],
  ['image', 'image'],
  ['searchTerms', 'search_terms'],
];

const shown = (key: keyof ProductFields, value: ProductFields[keyof ProductFields]): string => {
  if (key === 'pricePiastres') return ((value as number) / 100).toFixed(2);
  if (Array.isArray(value)) return value.join(', ');
  return value === null ? '' : String(value);
};

export function planFull(sheet: SheetText, current: Current, ownOrigins: readonly string[]): Plan {
  // the facts columns are all there or all absent (an older file: the facts are kept)
  const withFacts = CATALOGUE_FACTS_COLUMNS.some((c) => sheet.header.includes(c));
  const missing = (withFacts ? CATALOGUE_COLUMNS : CATALOGUE_BASE_COLUMNS).filter(
    (c) => !sheet.header.includes(c),
  );
  if (missing.length > 0)
    throw fileRefused('columns', importErrors.columns(missing), { columns: missing.join(', ') });
  const plan = emptyPlan('full', sheet);
  // rows by product: an id, or a new product's English name
  const groups = new Map<string, ReadRow[]>();
  for (const row of sheet.rows) {
    try {
      if (sheet.formulaRows.has(row.line)) throw new RowError('formulaRow');
      const read = readFullRow(cellsOf(sheet, row), row.line, current, ownOrigins, withFacts);
      const key =
        read.productId === null ? `new:${read.product.nameEn.toLowerCase()}` : `id:${read.productId}`;
      const group = groups.get(key);
      if (group) {
        const first = group[0]!;
        const differs = PRODUCT_FIELDS.find(
          ([k]) => shown(k, first.product[k]) !== shown(k, read.product[k]),
        );
        if (differs) throw new RowError('differs', { column: differs[1], row: String(first.line) });
        const twice = group.find((r) => r.flavor.name.toLowerCase() === read.flavor.name.toLowerCase());
        if (twice)
          throw new RowError('duplicateFlavor', {
            value: read.flavor.name || '(none)',
            row: String(twice.line),
          });
        if ((first.flavor.name === '') !== (read.flavor.name === ''))
          throw new RowError('flavorsMixed', { row: String(first.line) });
        // a flavor's label may differ in what a serving holds, never in what a serving is
        if (read.facts && !first.facts)
          throw new RowError('differs', { column: 'serving_size', row: String(first.line) });
        const level = read.facts && first.facts && productLevelDifference(first.facts, read.facts);
        if (level) throw new RowError('differs', { column: level, row: String(first.line) });
        group.push(read);
      } else groups.set(key, [read]);
    } catch (err) {
      if (!(err instanceof RowError)) throw err;
      plan.refusals.push(refusal(row.line, err.code, err.params));
    }
  }

  const newCategories = new Map<string, string>();
  for (const rows of groups.values()) {
    const { category } = rows[0]!.product;
    if (!current.categories.has(category.toLowerCase()) && !newCategories.has(category.toLowerCase()))
      newCategories.set(category.toLowerCase(), category);
  }
  plan.newCategories = [...newCategories.values()];

  for (const rows of groups.values()) {
    const first = rows[0]!;
    const label = first.product.nameEn;
    const labelAr = first.product.nameAr || current.products.get(first.productId ?? 0)?.nameAr || '';
    if (first.productId === null) {
      const flavors = rows.filter((r) => r.flavor.name !== '').map((r) => r.flavor);
      for (const r of rows)
        plan.created.push({ row: r.line, product: label, productAr: labelAr, flavor: r.flavor.name });
      if (flavors.some((f) => !f.image)) {
        const row = rows.find((r) => r.flavor.name && !r.flavor.image)!;
        plan.refusals.push(refusal(row.line, 'flavorImageMissing'));
        continue;
      }
      const facts = first.facts ?? null;
      plan.work.push({
        kind: 'create',
        product: first.product,
        flavors,
        quantity: flavors.length ? 0 : first.flavor.quantity,
        facts,
        flavorFacts: rows
          .filter((r) => r.flavor.name !== '')
          .map((r) => (facts && r.facts ? overrideOf(facts, r.facts) : null)),
      });
      continue;
    }
    const id = first.productId;
    const now = current.products.get(id)!;
    const nowValues: ProductFields = {
      nameEn: now.nameEn,
      nameAr: now.nameAr,
      descriptionEn: now.descriptionEn,
      descriptionAr: now.descriptionAr,
      brand: now.brand,
      category: now.category,
      pricePiastres: now.pricePiastres,
      discount: now.discount,
      availableSize: now.availableSize,
      expirationDate: now.expirationDate,
      image: now.image,
      searchTerms: now.searchTerms,
    };
    const changedRows = new Set<number>();
    const createdRows = new Set<number>();
    const update: Partial<ProductFields> = {};
    for (const [key, column] of PRODUCT_FIELDS) {
      const from = shown(key, nowValues[key]);
      const to = shown(key, first.product[key]);
      if (from === to) continue;
      (update as Record<string, unknown>)[key] = first.product[key];
      plan.changes.push({
        row: first.line,
        productId: id,
        product: label,
        productAr: labelAr,
        flavor: '',
        field: column,
        from,
        to,
      });
      changedRows.add(first.line);
    }
    if (Object.keys(update).length > 0) plan.work.push({ kind: 'update', id, product: update });
    const own = current.flavors.get(id) ?? [];
    const facts = first.facts === undefined ? undefined : factsPlan(first, now, own);
    if (facts?.changed) plan.work.push({ kind: 'facts', productId: id, facts: facts.product });
    for (const r of rows) {
      const note = (field: string, from: string, to: string) => {
        plan.changes.push({
          row: r.line,
          productId: id,
          product: label,
          productAr: labelAr,
          flavor: r.flavor.name,
          field,
          from,
          to,
        });
        changedRows.add(r.line);
      };
      if (r.flavor.name === '') {
        if (own.length > 0) {
          plan.refusals.push(refusal(r.line, 'nameTheFlavor'));
          continue;
        }
        if (now.quantity !== r.flavor.quantity) {
          note('quantity', String(now.quantity), String(r.flavor.quantity));
          plan.work.push({ kind: 'quantity', productId: id, quantity: r.flavor.quantity });
        }
        if (facts) noteFacts(now.facts, facts.product, note);
        continue;
      }
      const existing = own.find((f) => f.name.toLowerCase() === r.flavor.name.toLowerCase());
      if (!existing) {
        if (!r.flavor.image) {
          plan.refusals.push(refusal(r.line, 'flavorImageMissing'));
          continue;
        }
        plan.created.push({ row: r.line, product: label, productAr: labelAr, flavor: r.flavor.name });
        createdRows.add(r.line);
        const override = facts?.product && r.facts ? overrideOf(facts.product, r.facts) : null;
        plan.work.push({ kind: 'add-flavor', productId: id, flavor: r.flavor, facts: override });
        continue;
      }
      if (facts) {
        // the flavor's label as the shop shows it now, and as the file has it
        const before = now.facts && flavorFacts(now.facts, existing.facts);
        const after = facts.product && (r.facts ?? facts.product);
        noteFacts(before, after, note);
        // keep the stored override while it still gives the file's label
        const kept = facts.product && flavorFacts(facts.product, existing.facts);
        // (without a product label no flavor keeps one of its own)
        if (!sameFacts(kept, after) || (!facts.product && existing.facts)) {
          const override = facts.product && after && overrideOf(facts.product, after);
          plan.work.push({ kind: 'flavor-facts', productId: id, name: existing.name, facts: override });
        }
      }
      const set: Partial<FlavorFields> = {};
      const compare = <K extends keyof FlavorFields>(key: K, column: string, skip = false) => {
        if (skip || existing[key] === r.flavor[key]) return;
        set[key] = r.flavor[key];
        note(column, String(existing[key]), String(r.flavor[key]));
      };
      compare('name', 'flavor');
      compare('nameAr', 'flavor_ar');
      // a row without a flavor picture keeps the flavor's
      compare('image', 'flavor_image', !r.flavor.image);
      compare('quantity', 'quantity');
      if (Object.keys(set).length > 0)
        plan.work.push({ kind: 'flavor', productId: id, name: existing.name, set });
    }
    plan.unchangedRows += rows.filter((r) => !changedRows.has(r.line) && !createdRows.has(r.line)).length;
  }
  return plan;
}
