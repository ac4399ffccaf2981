import type { ProductFacetsDto, ProductListQuery } from '@atlas/shared/contract/products';
import { piastresToEgp } from '@atlas/shared/rules/pricing';
import { foldText, queryWords, searchWords } from '@atlas/shared/rules/search-text';
import { languages, type Language } from '@atlas/shared/rules/locale';
import type { MatchTier } from '../../lib/search-index';
import { allergenFreeTest, ascendingNullsLast } from '../catalogue-facts';
import { deepFreeze } from './catalogue-rows';
import type { Entry, Indexes, ProductSuggestions, Slot } from './catalogue-types';

export function emptyIndexes(): Indexes {
  return {
    newest: [],
    priceAsc: [],
    priceDesc: [],
    rating: [],
    servingAsc: [],
    proteinAsc: [],
    name: { en: [], ar: [] },
    byCategory: new Map(),
    newestPosition: new Map(),
  };
}

/** Every sort order and grouping of these slots. */
export function buildIndexes(slots: Slot[]): Indexes {
  const byId = (a: Slot, b: Slot) => a.entry.id - b.entry.id;
  const newest = [...slots].sort(
    (a, b) => b.entry.addedMicros - a.entry.addedMicros || b.entry.id - a.entry.id,
  );
  const byCategory = new Map<string, Slot[]>();
  for (const slot of newest) {
    const list = byCategory.get(slot.entry.row.category);
    if (list) list.push(slot);
    else byCategory.set(slot.entry.row.category, [slot]);
  }
  return {
    newest,
    priceAsc: [...slots].sort((a, b) => a.entry.price - b.entry.price || byId(a, b)),
    priceDesc: [...slots].sort((a, b) => b.entry.price - a.entry.price || byId(a, b)),
    rating: newest
      .slice()
      .sort((a, b) => b.entry.rating - a.entry.rating || b.entry.ratingCount - a.entry.ratingCount),
    servingAsc: [...slots].sort(
      (a, b) =>
        ascendingNullsLast(a.entry.facts.servingPiastres, b.entry.facts.servingPiastres) || byId(a, b),
    ),
    proteinAsc: [...slots].sort(
      (a, b) =>
        ascendingNullsLast(a.entry.facts.protein25Piastres, b.entry.facts.protein25Piastres) || byId(a, b),
    ),
    name: Object.fromEntries(
      languages.map((lang) => [
        lang,
        [...slots].sort(
          (a, b) => compareCodePoints(a.entry.nameKey[lang], b.entry.nameKey[lang]) || byId(a, b),
        ),
      ]),
    ) as Record<Language, Slot[]>,
    byCategory,
    newestPosition: new Map(newest.map((slot, i) => [slot.entry.id, i])),
  };
}

/** The slots in a listing's sort order. */
export function sortedBy(indexes: Indexes, sort: ProductListQuery['sort'], lang: Language): Slot[] {
  switch (sort) {
    case 'price-asc':
      return indexes.priceAsc;
    case 'price-desc':
      return indexes.priceDesc;
    case 'name-asc':
      return indexes.name[lang];
    case 'rating':
      return indexes.rating;
    case 'serving-asc':
      return indexes.servingAsc;
    case 'protein-asc':
      return indexes.proteinAsc;
    default:
      return indexes.newest;
  }
}

/**
 * Search hits in rank order: match tier, then in stock before sold out, then newest. A few hits
 * are looked up and sorted; many are bucketed in one pass over the newest-first index.
 */
export function inRankOrder(
  slots: ReadonlyMap<number, Slot>,
  indexes: Indexes,
  found: ReadonlyMap<number, MatchTier>,
  matches: (entry: Entry) => boolean,
): Slot[] {
  const rankOf = (entry: Entry) => found.get(entry.id)! * 2 + (entry.available ? 0 : 1);
  if (found.size * 8 < slots.size) {
    const hits: Slot[] = [];
    for (const id of found.keys()) {
      const slot = slots.get(id);
      if (slot && matches(slot.entry)) hits.push(slot);
    }
    const newest = indexes.newestPosition;
    return hits.sort(
      (a, b) => rankOf(a.entry) - rankOf(b.entry) || newest.get(a.entry.id)! - newest.get(b.entry.id)!,
    );
  }
  const buckets: Slot[][] = Array.from({ length: 12 }, () => []);
  for (const slot of indexes.newest) {
    if (found.has(slot.entry.id) && matches(slot.entry)) buckets[rankOf(slot.entry)]!.push(slot);
  }
  return buckets.flat();
}

/** The filters' counts and price range over these products. */
export function facetsOf(entries: readonly Entry[]): ProductFacetsDto {
  const categories = new Map<string, number>();
  const brands = new Map<string, number>();
  let min = Infinity;
  let max = -Infinity;
  for (const entry of entries) {
    categories.set(entry.row.category, (categories.get(entry.row.category) ?? 0) + 1);
    brands.set(entry.row.brand, (brands.get(entry.row.brand) ?? 0) + 1);
    min = Math.min(min, entry.price);
    max = Math.max(max, entry.price);
  }
  const counted = (m: Map<string, number>) =>
    [...m].sort(([a], [b]) => compareCodePoints(a, b)).map(([name, count]) => ({ name, count }));
  return deepFreeze({
    categories: counted(categories),
    brands: counted(brands),
    minPrice: piastresToEgp(entries.length ? min : 0),
    maxPrice: piastresToEgp(entries.length ? max : 0),
  });
}

/** Search as you type from the hits best first: the first `limit`, and their categories and brands. */
export function suggestionsOf(
  hits: readonly Entry[],
  found: ReadonlyMap<number, MatchTier>,
  q: string,
  lang: Language,
  limit: number,
): ProductSuggestions {
  const categories = new Map<string, number>();
  const brandCounts = new Map<string, number>();
  for (const entry of hits) {
    if (found.get(entry.id)! < 4)
      categories.set(entry.row.category, (categories.get(entry.row.category) ?? 0) + 1);
    brandCounts.set(entry.row.brand, (brandCounts.get(entry.row.brand) ?? 0) + 1);
  }
  // brands whose name the query's words begin: a handful of brands, each folded once
  const words = queryWords(q).filter((w) => w.length >= 2);
  const brands = new Map(
    [...brandCounts].filter(([brand]) => searchWords(brand).some((b) => words.some((w) => b.startsWith(w)))),
  );
  const top = (counts: Map<string, number>) =>
    [...counts]
      .sort((a, b) => b[1] - a[1] || compareCodePoints(a[0], b[0]))
      .slice(0, 3)
      .map(([name, count]) => ({ name, count }));
  return {
    products: hits.slice(0, limit).map((e) => e.dto[lang]),
    total: hits.length,
    categories: top(categories),
    brands: top(brands),
  };
}

/** The products whose names are most like the text as a whole (at least 0.3), best first. */
export function mostAlikeByName(entries: readonly Entry[], text: string): Entry[] {
  const wanted = bigrams(foldText(text));
  return entries
    .map((entry) => ({
      entry,
      score: Math.max(...entry.searchDoc.names.map((name) => dice(wanted, bigrams(foldText(name))))),
    }))
    .filter((s) => s.score >= 0.3)
    .sort((a, b) => b.score - a.score || a.entry.id - b.entry.id)
    .map((s) => s.entry);
}

/** The letter pairs of a text, for comparing names as a whole. */
function bigrams(text: string): Set<string> {
  const pairs = new Set<string>();
  const compact = text.replace(/ /g, '');
  for (let i = 0; i + 1 < compact.length; i++) pairs.add(compact.slice(i, i + 2));
  return pairs;
}

/** Sørensen–Dice similarity of two sets of letter pairs (0 nothing shared, 1 the same). */
function dice(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const pair of a) if (b.has(pair)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** The listing filters besides the search: case-insensitive category and brand, final price. */
export function predicate(query: ProductListQuery): ((entry: Entry) => boolean) | undefined {
  const tests: ((entry: Entry) => boolean)[] = [];
  if (query.category) {
    const category = query.category.toLowerCase();
    tests.push((e) => e.categoryKey === category);
  }
  if (query.brand) {
    const brand = query.brand.toLowerCase();
    tests.push((e) => e.brandKey === brand);
  }
  if (query.minPrice !== undefined) {
    const min = Math.round(query.minPrice * 100);
    tests.push((e) => e.price >= min);
  }
  if (query.maxPrice !== undefined) {
    const max = Math.round(query.maxPrice * 100);
    tests.push((e) => e.price <= max);
  }
  if (query.minRating !== undefined) {
    const min = query.minRating;
    tests.push((e) => e.ratingCount > 0 && e.rating >= min);
  }
  if (query.allergenFree?.length) {
    const free = allergenFreeTest(query.allergenFree);
    tests.push((e) => free(e.facts));
  }
  // a query with no words (only punctuation) filters nothing, as an empty one
  if (tests.length === 0) return undefined;
  if (tests.length === 1) return tests[0];
  return (e) => tests.every((test) => test(e));
}

/** The answer cache key: the query as validated, normalized the way matching treats it. */
export function listKey(query: ProductListQuery, lang: Language): string {
  return [
    'l',
    lang,
    query.sort,
    query.limit ?? '',
    query.limit ? query.page : 1,
    query.category?.toLowerCase() ?? '',
    query.brand?.toLowerCase() ?? '',
    query.q === undefined ? '' : foldText(query.q),
    query.minPrice === undefined ? '' : Math.round(query.minPrice * 100),
    query.maxPrice === undefined ? '' : Math.round(query.maxPrice * 100),
    query.minRating ?? '',
    query.allergenFree ? [...query.allergenFree].sort().join(',') : '',
  ].join('\u0000');
}

/** Code-point order (PostgreSQL's COLLATE "C" on UTF-8), not UTF-16 unit order. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

// surrogates (astral code points) rank above every other UTF-16 unit
const codePointRank = (unit: number) =>
  unit >= 0xd800 ? (unit >= 0xe000 ? unit - 0x800 : unit + 0x2000) : unit;
