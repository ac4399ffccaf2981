import type { AdminProductListQuery } from '@atlas/shared/contract/admin-products';
import { adminSearchType, foldCase } from '@atlas/shared/rules/admin-search';
import type { StoredProduct } from '../../db/catalogue-read-model';

/** The searched fields. */
type Field = 'nameEn' | 'nameAr' | 'brand' | 'category';

/**
 * One field of every product, folded and joined in the list's order, each ended by a NUL (which no
 * query holds: a match never runs from one product into the next); `starts[i]` is where product
 * i's part begins, `starts[length]` the end. The names are two texts, not one: English names alone
 * make a one-byte string, which is searched about twice as fast.
 */
interface FieldText {
  text: string;
  starts: Int32Array;
}

/** A product's searched fields folded; kept while the product is. */
const foldedFields = new WeakMap<StoredProduct, Record<Field, string>>();
/** The joined texts of a catalogue's list, made on the first search of each field. */
const listTexts = new WeakMap<readonly StoredProduct[], Partial<Record<Field, FieldText>>>();

function folded(product: StoredProduct): Record<Field, string> {
  let fields = foldedFields.get(product);
  if (!fields) {
    const { nameEn, nameAr, brand, category } = product.row;
    fields = {
      nameEn: foldCase(nameEn),
      nameAr: foldCase(nameAr),
      brand: foldCase(brand),
      category: foldCase(category),
    };
    foldedFields.set(product, fields);
  }
  return fields;
}

function fieldText(list: readonly StoredProduct[], field: Field): FieldText {
  let texts = listTexts.get(list);
  if (!texts) listTexts.set(list, (texts = {}));
  let made = texts[field];
  if (!made) {
    const parts: string[] = [];
    const starts = new Int32Array(list.length + 1);
    let at = 0;
    for (const [i, product] of list.entries()) {
      const part = folded(product)[field];
      parts.push(part, '\u0000');
      starts[i] = at;
      at += part.length + 1;
    }
    starts[list.length] = at;
    made = texts[field] = { text: parts.join(''), starts };
  }
  return made;
}

/** The place in the list of the product whose part holds `offset`. */
function productAt(starts: Int32Array, offset: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The places in `list` of the products whose field holds `needle` (folded), ascending. */
function holding(list: readonly StoredProduct[], field: Field, needle: string): number[] {
  const { text, starts } = fieldText(list, field);
  const found: number[] = [];
  for (let at = text.indexOf(needle); at !== -1;) {
    const i = productAt(starts, at);
    found.push(i);
    // once per product, however often its part holds the query
    at = text.indexOf(needle, starts[i + 1]);
  }
  return found;
}

/** Two ascending lists of places as one, each place once. */
function union(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!;
    if (out.at(-1) !== next) out.push(next);
  }
  return out;
}

/**
 * What the admin's product search keeps of the list, in its order: the query anywhere in either
 * name, the brand or the category (ILIKE's rule: case-insensitive, no wildcards), or the exact id.
 */
export function searchProducts(
  list: readonly StoredProduct[],
  query: AdminProductListQuery,
): readonly StoredProduct[] {
  const text = query.query?.trim();
  if (!text) return list;
  const needle = foldCase(text);
  switch (adminSearchType('products', query.type)) {
    case 'id': {
      const id = /^#?\d{1,10}$/.test(text) ? Number(text.replace('#', '')) : NaN;
      return list.filter((p) => p.row.id === id);
    }
    case 'brand':
      return holding(list, 'brand', needle).map((i) => list[i]!);
    case 'category':
      return holding(list, 'category', needle).map((i) => list[i]!);
    default:
      return union(holding(list, 'nameEn', needle), holding(list, 'nameAr', needle)).map((i) => list[i]!);
  }
}
