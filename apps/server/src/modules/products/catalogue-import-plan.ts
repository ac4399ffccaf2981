import { asc } from 'drizzle-orm';
import type { ImportMode } from '@atlas/shared/contract/admin-products';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import type { FlavorFactsOverride, SupplementFacts } from '@atlas/shared/contract/supplement-facts';
import {
  importReasonText,
  type ImportFileError,
  type ImportReason,
} from '@atlas/shared/rules/catalogue-sheet';
import type { Db } from '../../db/client';
import { productFlavors, products } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { SheetText } from './catalogue-file';

// What a catalogue import would do (its plan), worked out from the file and the catalogue before
// anything is written.

export type ProductRow = typeof products.$inferSelect;
export type FlavorRow = typeof productFlavors.$inferSelect;

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
export interface Change {
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
export interface ProductFields {
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

export interface FlavorFields {
  name: string;
  nameAr: string;
  quantity: number;
  image: string;
}

export interface ReadRow {
  line: number;
  productId: number | null;
  product: ProductFields;
  flavor: FlavorFields;
  /** The row's label; null when its facts cells are empty, undefined when the file has no facts columns. */
  facts: SupplementFacts | null | undefined;
}

export interface Plan {
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

export type Work =
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
export interface Current {
  products: Map<number, ProductRow>;
  flavors: Map<number, FlavorRow[]>;
  categories: Set<string>;
}

export async function loadCurrent(db: Db, lock: boolean): Promise<Current> {
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
export class RowError extends Error {
  constructor(
    readonly code: ImportReason,
    readonly params: Record<string, string> = {},
  ) {
    super(importReasonText(code, params));
  }
}

export const refusal = (row: number, code: ImportReason, params: Record<string, string> = {}) => ({
  row,
  code,
  params,
  reason: importReasonText(code, params),
});

export function emptyPlan(mode: ImportMode, sheet: SheetText): Plan {
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
