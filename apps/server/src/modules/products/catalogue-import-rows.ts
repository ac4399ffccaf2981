import {
  hasAtMostTwoDecimals,
  isImageUrl,
  MAX_PRICE_EGP,
  MAX_SEARCH_TERM_LENGTH,
  MAX_SEARCH_TERMS,
  MAX_STOCK,
} from '@atlas/shared/rules/admin-product';
import type { SupplementFacts } from '@atlas/shared/contract/supplement-facts';
import { readFactsCells } from '@atlas/shared/rules/catalogue-sheet-facts';
import { CATALOGUE_COLUMNS, restoreCell, type CatalogueColumn } from '@atlas/shared/rules/catalogue-sheet';
import { egpToPiastres } from '@atlas/shared/rules/pricing';
import { storedMediaPath } from '../../lib/media';
import type { SheetText } from './catalogue-file';
import { RowError, type Current, type ReadRow } from './catalogue-import-plan';

// A sheet row's cells read and checked into stored values; a RowError says why a row is refused.

export function cellsOf(sheet: SheetText, row: SheetText['rows'][number]): Record<string, string> {
  const cells: Record<string, string> = {};
  sheet.header.forEach((name, i) => {
    cells[name] = restoreCell((row.cells[i] ?? '').trim());
  });
  return cells;
}

/** A text cell a spreadsheet would have run as a formula and that no apostrophe neutralised. */
export function refuseFormulas(cells: Record<string, string>, columns: readonly string[]): void {
  for (const column of columns) {
    const value = cells[column] ?? '';
    if (/^[=+@]/.test(value) || /^-[^0-9]/.test(value)) throw new RowError('formula', { column });
  }
}

function number(value: string, column: string): number {
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new RowError('notNumber', { column, value: value || '(empty)' });
  return Number(value);
}

export function wholeStock(value: string, column: string): number {
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

export function readFullRow(
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
