import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ImportPreviewDto, ImportMode } from '@atlas/shared/contract/admin-products';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import {
  hasAtMostTwoDecimals,
  isImageUrl,
  MAX_PRICE_EGP,
  MAX_SEARCH_TERM_LENGTH,
  MAX_SEARCH_TERMS,
  MAX_STOCK,
} from '@atlas/shared/rules/admin-product';
import {
  flavorFacts,
  type FlavorFactsOverride,
  type SupplementFacts,
} from '@atlas/shared/contract/supplement-facts';
import {
  factsCells,
  overrideOf,
  productLevelDifference,
  readFactsCells,
  sameFacts,
} from '@atlas/shared/rules/catalogue-sheet-facts';
import {
  CATALOGUE_BASE_COLUMNS,
  CATALOGUE_COLUMNS,
  CATALOGUE_FACTS_COLUMNS,
  importReasonText,
  restoreCell,
  type CatalogueColumn,
  type ImportFileError,
  type ImportReason,
} from '@atlas/shared/rules/catalogue-sheet';
import { egpToPiastres } from '@atlas/shared/rules/pricing';
import type { Db } from '../../db/client';
import { productFlavors, products } from '../../db/schema/index';
import { recountProductStock, setStock } from '../../db/stock';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { storedMediaPath } from '../../lib/media';
import type { SheetText } from './catalogue-file';

type ProductRow = typeof products.$inferSelect;
type FlavorRow = typeof productFlavors.$inferSelect;

/** The columns a stock-only file needs (a supplier's delivery): which flavor, how many. */
const STOCK_COLUMNS = ['flavor', 'quantity'] as const;
/** Entries of each list the preview answers; the counts are always whole. */
const LISTED = 500;

export const importErrors = {
  columns: (missing: string[]) => `The file lacks the columns: ${missing.join(', ')}.`,
  stockColumns: 'A stock file needs the columns product_id or name, flavor and quantity.',
  changed: 'The catalogue changed since the preview. Preview the file again before importing it.',
  refused: 'Some rows are refused: fix them in the file and preview it again.',
} as const;

/** A refusal of the whole file: its reason's code goes in `fields.file` for the admin screen. */
export const fileRefused = (file: ImportFileError, message: string, more: Record<string, string> = {}) =>
  new AppError(ErrorCode.badRequest, 400, message, { file, ...more });

/** What an import would do to one product field or flavor, as the preview lists it. */
interface Change {
  row: number;
  productId: number | null;
  product: string;
  /** The product's Arabic name, the file's or else the catalogue's; empty when neither has one. */
  productAr: string;
  flavor: string;
  field: string;
  from: string;
  to: string;
}

/** A row read and checked: the product's fields and the flavor's, in stored form. */
interface ProductFields {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  brand: string;
  category: string;
  pricePiastres: number;
  discount: number;
  availableSize: string;
  expirationDate: string | null;
  image: string;
  searchTerms: string[];
}

interface FlavorFields {
  name: string;
  nameAr: string;
  quantity: number;
  image: string;
}

interface ReadRow {
  line: number;
  productId: number | null;
  product: ProductFields;
  flavor: FlavorFields;
  /** The row's label; null when its facts cells are empty, undefined when the file has no facts columns. */
  facts: SupplementFacts | null | undefined;
}

interface Plan {
  mode: ImportMode;
  rows: number;
  created: { row: number; product: string; productAr: string; flavor: string }[];
  changes: Change[];
  unchangedRows: number;
  refusals: ReturnType<typeof refusal>[];
  /** Categories the shop has no product in yet, as the file spells them. */
  newCategories: string[];
  /** What apply writes, in order. */
  work: Work[];
}

type Work =
  | {
      kind: 'create';
      product: ProductFields;
      flavors: FlavorFields[];
      quantity: number;
      facts: SupplementFacts | null;
      flavorFacts: (FlavorFactsOverride | null)[];
    }
  | { kind: 'facts'; productId: number; facts: SupplementFacts | null }
  | { kind: 'flavor-facts'; productId: number; name: string; facts: FlavorFactsOverride | null }
  | { kind: 'update'; id: number; product: Partial<ProductFields> }
  | { kind: 'flavor'; productId: number; name: string; set: Partial<FlavorFields> }
  | { kind: 'add-flavor'; productId: number; flavor: FlavorFields; facts: FlavorFactsOverride | null }
  | { kind: 'quantity'; productId: number; quantity: number }
  | { kind: 'stock'; productId: number; flavor: string; set?: number; add?: number };

/** The catalogue as it is now (rows locked when applying). */
interface Current {
  products: Map<number, ProductRow>;
  flavors: Map<number, FlavorRow[]>;
  categories: Set<string>;
}

async function loadCurrent(db: Db, lock: boolean): Promise<Current> {
  const productQuery = db.select().from(products).orderBy(asc(products.id));
  const all = lock ? await productQuery.for('update') : await productQuery;
  const flavorQuery = db
    .select()
    .from(productFlavors)
    .orderBy(asc(productFlavors.productId), asc(productFlavors.position), asc(productFlavors.id));
  const flavorRows = lock ? await flavorQuery.for('update') : await flavorQuery;
  const flavors = new Map<number, FlavorRow[]>();
  for (const f of flavorRows) {
    const list = flavors.get(f.productId);
    if (list) list.push(f);
    else flavors.set(f.productId, [f]);
  }
  return {
    products: new Map(all.map((p) => [p.id, p])),
    flavors,
    categories: new Set(all.map((p) => p.category.toLowerCase())),
  };
}

/** A refusal of one row: why, by code, with the row's values (the English text for other clients). */
class RowError extends Error {
  constructor(
    readonly code: ImportReason,
    readonly params: Record<string, string> = {},
  ) {
    super(importReasonText(code, params));
  }
}

const refusal = (row: number, code: ImportReason, params: Record<string, string> = {}) => ({
  row,
  code,
  params,
  reason: importReasonText(code, params),
});

function cellsOf(sheet: SheetText, row: SheetText['rows'][number]): Record<string, string> {
  const cells: Record<string, string> = {};
  sheet.header.forEach((name, i) => {
    cells[name] = restoreCell((row.cells[i] ?? '').trim());
  });
  return cells;
}

/** A text cell a spreadsheet would have run as a formula and that no apostrophe neutralised. */
function refuseFormulas(cells: Record<string, string>, columns: readonly string[]): void {
  for (const column of columns) {
    const value = cells[column] ?? '';
    if (/^[=+@]/.test(value) || /^-[^0-9]/.test(value)) throw new RowError('formula', { column });
  }
}

function number(value: string, column: string): number {
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new RowError('notNumber', { column, value: value || '(empty)' });
  return Number(value);
}

function wholeStock(value: string, column: string): number {
  const n = number(value, column);
  if (!Number.isInteger(n)) throw new RowError('notWhole', { column });
  if (n < 0) throw new RowError('negative', { column });
  if (n > MAX_STOCK) throw new RowError('tooLarge', { column, max: String(MAX_STOCK) });
  return n;
}

function required(cells: Record<string, string>, column: CatalogueColumn): string {
  const value = cells[column] ?? '';
  if (!value) throw new RowError('missing', { column });
  return value;
}

function readFullRow(
  cells: Record<string, string>,
  line: number,
  current: Current,
  ownOrigins: readonly string[],
  withFacts: boolean,
): ReadRow {
  refuseFormulas(cells, CATALOGUE_COLUMNS);
  const idText = cells.product_id ?? '';
  let productId: number | null = null;
  if (idText) {
    if (!/^\d+$/.test(idText)) throw new RowError('badId', { value: idText });
    productId = Number(idText);
    if (!current.products.has(productId)) throw new RowError('noProduct', { value: String(productId) });
  }
  // a category the shop has no product in yet is allowed (a new shop's first import has none);
  // the preview names each one so that a misspelling is seen before it is confirmed
  const category = required(cells, 'category');
  const price = number(required(cells, 'price'), 'price');
  if (price < 0 || price > MAX_PRICE_EGP) throw new RowError('priceRange', { max: String(MAX_PRICE_EGP) });
  if (!hasAtMostTwoDecimals(price)) throw new RowError('priceDecimals');
  const discount = number(cells.discount || '0', 'discount');
  if (!Number.isInteger(discount) || discount < 0 || discount > 100) throw new RowError('discountRange');
  const expiration = cells.expiration_date ?? '';
  if (expiration && !/^\d{4}-\d{2}-\d{2}$/.test(expiration))
    throw new RowError('badDate', { value: expiration });
  const image = required(cells, 'image');
  if (!isImageUrl(image)) throw new RowError('badImage', { column: 'image', value: image });
  const flavorImage = cells.flavor_image ?? '';
  if (flavorImage && !isImageUrl(flavorImage))
    throw new RowError('badImage', { column: 'flavor_image', value: flavorImage });
  const searchTerms = (cells.search_terms ?? '')
    .split(/[,،]/)
    .map((t) => t.trim())
    .filter(Boolean);
  if (searchTerms.length > MAX_SEARCH_TERMS || searchTerms.some((t) => t.length > MAX_SEARCH_TERM_LENGTH))
    throw new RowError('searchTerms', {
      max: String(MAX_SEARCH_TERMS),
      length: String(MAX_SEARCH_TERM_LENGTH),
    });
  const flavor = cells.flavor ?? '';
  if (flavor.length > 80) throw new RowError('flavorTooLong');
  let facts: SupplementFacts | null | undefined;
  if (withFacts) {
    const read = readFactsCells(cells);
    if (!read.ok) throw new RowError('badFacts', { column: read.column, problem: read.problem });
    facts = read.facts;
  }
  return {
    facts,
    line,
    productId,
    product: {
      nameEn: required(cells, 'name'),
      nameAr: required(cells, 'name_ar'),
      descriptionEn: required(cells, 'description'),
      descriptionAr: cells.description_ar ?? '',
      brand: cells.brand ?? '',
      category,
      pricePiastres: egpToPiastres(price),
      discount,
      availableSize: required(cells, 'size'),
      expirationDate: expiration || null,
      image: storedMediaPath(image, ownOrigins),
      searchTerms,
    },
    flavor: {
      name: flavor,
      nameAr: cells.flavor_ar ?? '',
      quantity: wholeStock(cells.quantity ?? '', 'quantity'),
      image: flavorImage ? storedMediaPath(flavorImage, ownOrigins) : '',
    },
  };
}

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

function emptyPlan(mode: ImportMode, sheet: SheetText): Plan {
  return {
    mode,
    rows: sheet.rows.length,
    created: [],
    changes: [],
    unchangedRows: 0,
    refusals: [],
    newCategories: [],
    work: [],
  };
}

function planFull(sheet: SheetText, current: Current, ownOrigins: readonly string[]): Plan {
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

function planStock(sheet: SheetText, current: Current): Plan {
  const hasProduct = sheet.header.includes('product_id') || sheet.header.includes('name');
  if (!hasProduct || STOCK_COLUMNS.some((c) => !sheet.header.includes(c)))
    throw fileRefused('stockColumns', importErrors.stockColumns);
  const plan = emptyPlan('stock', sheet);
  const byName = new Map<string, number>();
  for (const p of current.products.values()) {
    byName.set(p.nameEn.toLowerCase(), p.id);
    if (p.nameAr) byName.set(p.nameAr.toLowerCase(), p.id);
  }
  const seen = new Map<string, number>();
  for (const row of sheet.rows) {
    try {
      if (sheet.formulaRows.has(row.line)) throw new RowError('formulaRow');
      const cells = cellsOf(sheet, row);
      refuseFormulas(cells, ['product_id', 'name', 'flavor']);
      const idText = cells.product_id ?? '';
      const id = idText ? Number(idText) : byName.get((cells.name ?? '').toLowerCase());
      if (id === undefined || !current.products.has(id))
        throw new RowError('noProduct', { value: idText || cells.name || '(none given)' });
      const product = current.products.get(id)!;
      const own = current.flavors.get(id) ?? [];
      const flavorName = cells.flavor ?? '';
      const flavor = own.find((f) => f.name.toLowerCase() === flavorName.toLowerCase());
      // productAr: the Arabic screen names the product in Arabic (empty when it has no Arabic name)
      if (own.length > 0 && !flavor)
        throw new RowError('noFlavor', {
          product: product.nameEn,
          productAr: product.nameAr,
          value: flavorName || '(none given)',
        });
      if (own.length === 0 && flavorName)
        throw new RowError('noFlavors', { product: product.nameEn, productAr: product.nameAr });
      const key = `${id}:${flavorName.toLowerCase()}`;
      if (seen.has(key)) throw new RowError('duplicateRow', { row: String(seen.get(key)) });
      seen.set(key, row.line);
      const from = flavor ? flavor.quantity : product.quantity;
      const quantity = (cells.quantity ?? '').replace(/\s/g, '');
      const relative = /^[+-]\d+$/.test(quantity);
      const to = relative ? from + Number(quantity) : wholeStock(quantity, 'quantity');
      if (to < 0) throw new RowError('belowZero', { value: `${from} ${quantity}` });
      if (to > MAX_STOCK) throw new RowError('tooLarge', { column: 'quantity', max: String(MAX_STOCK) });
      if (to === from) {
        plan.unchangedRows += 1;
        continue;
      }
      plan.changes.push({
        row: row.line,
        productId: id,
        product: product.nameEn,
        productAr: product.nameAr,
        flavor: flavor?.name ?? '',
        field: 'quantity',
        // a relative change does not depend on the count at preview: an order meanwhile still counts
        from: relative ? `${from} (${quantity})` : String(from),
        to: String(to),
      });
      plan.work.push(
        relative
          ? { kind: 'stock', productId: id, flavor: flavor?.name ?? '', add: Number(quantity) }
          : { kind: 'stock', productId: id, flavor: flavor?.name ?? '', set: to },
      );
    } catch (err) {
      if (!(err instanceof RowError)) throw err;
      plan.refusals.push(refusal(row.line, err.code, err.params));
    }
  }
  return plan;
}

/** What the admin confirms: the same file must lead to the same changes from the same counts. */
function fingerprint(plan: Plan): string {
  // a relative change (+n / -n) holds whatever the count is when it applies: only its delta counts;
  // the Arabic names are shown, not confirmed (one renamed meanwhile changes nothing the file does)
  const stable = plan.changes.map(({ productAr: _shown, ...c }) => {
    const delta = plan.mode === 'stock' ? /\(([+-]\d+)\)$/.exec(c.from)?.[1] : undefined;
    return delta === undefined ? c : { ...c, from: '', to: delta };
  });
  return createHash('sha256')
    .update(
      JSON.stringify({
        mode: plan.mode,
        created: plan.created.map(({ productAr: _shown, ...c }) => c),
        changes: stable,
        refusals: plan.refusals,
        newCategories: plan.newCategories,
      }),
    )
    .digest('base64url');
}

function planOf(mode: ImportMode, sheet: SheetText, current: Current, ownOrigins: readonly string[]): Plan {
  return mode === 'stock' ? planStock(sheet, current) : planFull(sheet, current, ownOrigins);
}

export function previewDto(plan: Plan): ImportPreviewDto {
  return {
    mode: plan.mode,
    rows: plan.rows,
    creates: plan.created.length,
    changes: new Set(plan.changes.map((c) => c.row)).size,
    unchanged: plan.unchangedRows,
    refused: plan.refusals.length,
    created: plan.created.slice(0, LISTED),
    changed: plan.changes.slice(0, LISTED),
    refusals: plan.refusals.slice(0, LISTED),
    newCategories: plan.newCategories,
    fingerprint: fingerprint(plan),
  };
}

/** The preview: what the file would create, change, leave and refuse. Writes nothing. */
export async function previewImport(
  db: Db,
  mode: ImportMode,
  sheet: SheetText,
  ownOrigins: readonly string[],
): Promise<ImportPreviewDto> {
  return previewDto(planOf(mode, sheet, await loadCurrent(db, false), ownOrigins));
}

/**
 * Applies the file in one transaction, all or nothing, if it still leads to the preview the admin
 * confirmed (`expected`, its fingerprint): the catalogue's rows are locked first, as checkout locks
 * what it sells, so an order is never lost between the check and the write. One audit entry.
 */
export async function applyImport(
  db: Db,
  actor: AuditActor,
  mode: ImportMode,
  sheet: SheetText,
  expected: string,
  ownOrigins: readonly string[],
  fileName: string,
  /** Keeps the imported file and the catalogue as it was (read in this transaction, before any
   *  change); answers where they are, for the audit entry. */
  keepFiles?: (tx: Db) => Promise<Record<string, string>>,
): Promise<ImportPreviewDto> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const plan = planOf(mode, sheet, await loadCurrent(tx, true), ownOrigins);
    const preview = previewDto(plan);
    if (plan.refusals.length > 0) throw fileRefused('refused', importErrors.refused);
    if (preview.fingerprint !== expected) throw new AppError(ErrorCode.conflict, 409, importErrors.changed);
    const files = keepFiles ? await keepFiles(tx) : undefined;
    const touched = new Set<number>();
    for (const work of plan.work) await applyWork(tx, work, touched);
    for (const id of touched) await recountProductStock(tx, id);
    await recordAudit(tx, actor, {
      action: 'catalogue.import',
      entity: 'catalogue',
      entityId: fileName.slice(0, 200),
      before: null,
      after: {
        mode,
        ...(files ? { files } : {}),
        rows: preview.rows,
        created: preview.creates,
        changed: preview.changes,
        unchanged: preview.unchanged,
        // every change with its value before and after (the first thousands)
        changes: plan.changes.slice(0, 5_000),
        newProducts: plan.created.slice(0, 5_000),
      },
    });
    return preview;
  });
}

async function applyWork(tx: Db, work: Work, touched: Set<number>): Promise<void> {
  switch (work.kind) {
    case 'create': {
      const [row] = await tx
        .insert(products)
        .values({
          ...work.product,
          quantity: work.quantity,
          inStock: work.flavors.length ? false : work.quantity > 0,
          facts: work.facts,
        })
        .returning({ id: products.id });
      if (work.flavors.length > 0) {
        await tx.insert(productFlavors).values(
          work.flavors.map((f, position) => ({
            ...f,
            productId: row!.id,
            position,
            facts: work.flavorFacts[position] ?? null,
          })),
        );
        touched.add(row!.id);
      }
      return;
    }
    case 'update':
      await tx.update(products).set(work.product).where(eq(products.id, work.id));
      return;
    case 'facts':
      await tx.update(products).set({ facts: work.facts }).where(eq(products.id, work.productId));
      return;
    case 'flavor-facts':
      await tx
        .update(productFlavors)
        .set({ facts: work.facts })
        .where(and(eq(productFlavors.productId, work.productId), eq(productFlavors.name, work.name)));
      return;
    case 'quantity':
      await tx
        .update(products)
        .set({ quantity: work.quantity, inStock: work.quantity > 0 })
        .where(eq(products.id, work.productId));
      return;
    case 'add-flavor': {
      const positions = await tx
        .select({ position: productFlavors.position })
        .from(productFlavors)
        .where(eq(productFlavors.productId, work.productId));
      const position = positions.reduce((max, p) => Math.max(max, p.position + 1), 0);
      await tx
        .insert(productFlavors)
        .values({ ...work.flavor, productId: work.productId, position, facts: work.facts });
      touched.add(work.productId);
      return;
    }
    case 'flavor':
      await tx
        .update(productFlavors)
        .set(work.set)
        .where(and(eq(productFlavors.productId, work.productId), eq(productFlavors.name, work.name)));
      touched.add(work.productId);
      return;
    case 'stock':
      await setStock(
        tx,
        work.productId,
        work.flavor,
        work.set === undefined ? { add: work.add! } : { set: work.set },
      );
      if (work.flavor) touched.add(work.productId);
      return;
  }
}
