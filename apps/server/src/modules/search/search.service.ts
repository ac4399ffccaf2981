import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { ProductDto } from '@atlas/shared/contract/products';
import type { SearchSuggestionsDto } from '@atlas/shared/contract/search';
import { languages, type Language } from '@atlas/shared/rules/locale';
import { exerciseTypes } from '@atlas/shared/rules/training';
import type { Catalogue } from '../../db/catalogue-read-model';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/index';
import type { Training } from '../../db/training-read-model';
import { SearchIndex, type MatchTier } from '../../lib/search-index';

// constants and a row type alike in shape to the stock alert sender's (names and numbers only)
const SUGGESTED_PRODUCTS = 6;
const SUGGESTED_OTHERS = 3;
const POPULAR = 8;
const POPULAR_DAYS = 90;
const POPULAR_TTL_MS = 5 * 60_000;

interface LibraryIndex {
  version: number;
  trainers: SearchIndex;
  exercises: SearchIndex;
  trainerOf: Map<number, Record<Language, { name: string; image: string }>>;
  exerciseOf: Map<number, { path: string; name: Record<Language, string> }>;
}

export interface SiteSearch {
  suggestions(q: string, lang: Language): Promise<SearchSuggestionsDto>;
  alternatives(q: string, lang: Language): Promise<{ didYouMean: ProductDto[]; popular: ProductDto[] }>;
}

/**
 * The header's search: products from the catalogue read model's index, and trainers and
 * exercises from an index of the training library, rebuilt when the library changes.
 */
export function createSiteSearch(db: Db, catalogue: Catalogue, training: Training): SiteSearch {
  let library: Promise<LibraryIndex> | undefined;
  let popular: { ids: number[]; at: number } | undefined;

  const libraryNow = async (): Promise<LibraryIndex> => {
    const built = await library;
    if (built?.version === training.version) return built;
    library = buildLibrary(training);
    return library;
  };

  const popularIds = async (): Promise<number[]> => {
    if (popular && Date.now() - popular.at < POPULAR_TTL_MS) return popular.ids;
    const since = new Date(Date.now() - POPULAR_DAYS * 86_400_000);
    const rows = await db
      .select({ id: orderItems.productId, sold: sql<number>`sum(${orderItems.quantity})`.mapWith(Number) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(gte(orders.createdAt, since), ne(orders.status, 'cancelled')))
      .groupBy(orderItems.productId)
      .orderBy(desc(sql`sum(${orderItems.quantity})`), orderItems.productId)
      .limit(POPULAR * 2);
    popular = { ids: rows.flatMap((r) => (r.id === null ? [] : [r.id])), at: Date.now() };
    return popular.ids;
  };

  return {
    async suggestions(q, lang) {
      const [shop, lib] = await Promise.all([catalogue.suggest(q, lang, SUGGESTED_PRODUCTS), libraryNow()]);
      return {
        query: q,
        products: shop.products.map((p) => ({
          id: p.id,
          name: p.name,
          image: p.image,
          price: p.price,
          discountedPrice: p.discountedPrice,
          inStock: p.inStock && p.quantity > 0,
        })),
        total: shop.total,
        categories: shop.categories,
        brands: shop.brands,
        trainers: best(lib.trainers.match(q)).map((id) => ({ id, ...lib.trainerOf.get(id)![lang] })),
        exercises: best(lib.exercises.match(q)).map((id) => {
          const exercise = lib.exerciseOf.get(id)!;
          return { id, name: exercise.name[lang], path: exercise.path };
        }),
      };
    },

    async alternatives(q, lang) {
      const didYouMean = await catalogue.closest(q, lang, 3);
      const shown = new Set(didYouMean.map((p) => p.id));
      const picked: ProductDto[] = [];
      for (const id of await popularIds()) {
        if (picked.length === POPULAR) break;
        if (shown.has(id)) continue;
        const product = await catalogue.get(id, lang).catch(() => undefined);
        if (product) {
          picked.push(product);
          shown.add(id);
        }
      }
      // a new shop without sales: its hot products, then its newest
      if (picked.length < POPULAR) {
        const { items } = await catalogue.list({ sort: 'default', page: 1, limit: 40 }, lang);
        const fill = [...items.filter((p) => p.isHot), ...items.filter((p) => !p.isHot)];
        for (const product of fill) {
          if (picked.length === POPULAR) break;
          if (!shown.has(product.id) && product.inStock) {
            picked.push(product);
            shown.add(product.id);
          }
        }
      }
      return { didYouMean, popular: picked };
    },
  };
}

/** The ids of the best few matches: lowest tier first, then lowest id (the older entry). */
function best(found: ReadonlyMap<number, MatchTier> | null): number[] {
  if (!found) return [];
  return [...found]
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .slice(0, SUGGESTED_OTHERS)
    .map(([id]) => id);
}

async function buildLibrary(training: Training): Promise<LibraryIndex> {
  const version = training.version;
  const trainers = new SearchIndex();
  const exercises = new SearchIndex();
  const trainerOf: LibraryIndex['trainerOf'] = new Map();
  const exerciseOf: LibraryIndex['exerciseOf'] = new Map();
  const [en, ar] = await Promise.all(languages.map((lang) => training.trainers(lang)));
  for (const trainer of en!) {
    const arabic = ar!.find((t) => t.id === trainer.id) ?? trainer;
    trainers.set({ id: trainer.id, names: [trainer.name, arabic.name], other: [] });
    trainerOf.set(trainer.id, {
      en: { name: trainer.name, image: trainer.image },
      ar: { name: arabic.name, image: arabic.image },
    });
  }
  for (const type of exerciseTypes) {
    const [list, listAr] = await Promise.all(
      languages.map((lang) => training.exercises(type, undefined, lang)),
    );
    for (const exercise of list!) {
      const arabic = listAr!.find((e) => e.id === exercise.id) ?? exercise;
      exercises.set({ id: exercise.id, names: [exercise.name, arabic.name], other: [] });
      exerciseOf.set(exercise.id, {
        path: `/exercises/${type}/${exercise.muscle}/${exercise.slug}`,
        name: { en: exercise.name, ar: arabic.name },
      });
    }
  }
  return { version, trainers, exercises, trainerOf, exerciseOf };
}
