import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import {
  UNPAGED_CAP,
  type ProductDto,
  type ProductFacetsDto,
  type ProductListQuery,
} from '@atlas/shared/contract/products';
import { discountedPiastres, piastresToEgp } from '@atlas/shared/rules/pricing';
import { bestSale, catalogueDiscount, type AutomaticOffer } from '@atlas/shared/rules/promotions';
import { foldText, queryWords, searchWords, typoBudget } from '@atlas/shared/rules/search-text';
import { languages, type Language } from '@atlas/shared/rules/locale';
import { ratingAverage } from '@atlas/shared/rules/reviews';
import type { FlavorFactsOverride, SupplementFacts } from '@atlas/shared/contract/supplement-facts';
import { AppError } from '../lib/app-error';
import { SearchIndex, type MatchTier, type SearchDocument } from '../lib/search-index';
import type { MediaUrl } from '../lib/media';
import { answerCache } from '../lib/answer-cache';
import { prepareJson, type PreparedJson } from '../lib/prepared-json';
import type { Database, Db } from './client';
import {
  allergenFreeTest,
  ascendingNullsLast,
  factsDtoFields,
  factsEntry,
  sameFactsKeys,
  type FactsEntry,
} from './catalogue-facts';
import { liveOffers, nextOfferBoundary } from './promotions';
import { productFlavors, products } from './schema/index';

/**
 * The catalogue as the shop reads it, kept in memory (docs/decisions/0007): every product with
 * its flavors as ready-made DTOs and JSON per language, pre-sorted for every sort order, and a
 * small cache of serialized answers with their ETags. Reads cost no database round trip.
 *
 * Kept current by the triggers of migration 0003, which NOTIFY `catalogue_changed` with the ids
 * of the products each committed statement touched; the model reloads only those (everything
 * when unsure). Every connection of this process LISTENs, and PostgreSQL (and PGlite) delivers a
 * session's own notifications before the reply to its COMMIT, so by the time a write's `await`
 * returns the model knows; reads then wait for that reload. Other processes' writes arrive on a
 * dedicated listening connection, checked every 300 ms, which reconnects and reloads everything
 * when it stops answering.
 */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

const RELATED_LIMIT = 4;
/** More changed products than this at once: reload everything instead. */
const PARTIAL_RELOAD_MAX = 500;
/** Serialized answers kept, by their total size. */
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;
const ANSWER_CACHE_ENTRIES = 2000;
/** Notifications already handled (each arrives once per listening connection). */
const SEEN_PAYLOADS = 4096;
// a silently dead listener is noticed within 300 + 400 ms, reloaded well inside a second
const HEARTBEAT_MS = 300;
const HEARTBEAT_TIMEOUT_MS = 400;
const RETRY_MS = 250;
const RETRY_MAX_MS = 2000;
const LISTENER_NAME = 'atlas-catalogue-listener';

type ProductRow = typeof products.$inferSelect;
type FlavorRow = typeof productFlavors.$inferSelect;

export interface ProductPage {
  items: ProductDto[];
  total: number;
}

export interface ProductSuggestions {
  products: ProductDto[];
  /** How many products the query finds in all. */
  total: number;
  /** The categories of what it finds (not of typo matches only), most products first. */
  categories: { name: string; count: number }[];
  /** Brands whose name the query's words begin. */
  brands: { name: string; count: number }[];
}

/** What the rest of the server reads the catalogue through (`app.catalogue`). */
export interface Catalogue {
  /** The listing: filters, sort and page exactly as GET /api/products. */
  list(query: ProductListQuery, lang: Language): Promise<ProductPage>;
  /** One product; AppError 404 'Product not found' when there is none. */
  get(id: number, lang: Language): Promise<ProductDto>;
  /** Up to four others of the same category, newest first; 404 like `get`. */
  related(id: number, lang: Language): Promise<ProductDto[]>;
  facets(): Promise<ProductFacetsDto>;
  /** Every product id, ascending. */
  productIds(): Promise<number[]>;
  /** The products with supplement facts, cheapest serving first (the supplement proposal's candidates). */
  withFacts(lang: Language): Promise<ProductDto[]>;
  /** When what a shopper reads of the product last changed (not its stock); undefined when there is none. */
  lastModified(id: number): Promise<Date | undefined>;
  /** The same answers serialized, with ETag (and total), as the HTTP routes send them. */
  listJson(query: ProductListQuery, lang: Language): Promise<PreparedJson>;
  getJson(id: number, lang: Language): Promise<PreparedJson>;
  relatedJson(id: number, lang: Language): Promise<PreparedJson>;
  facetsJson(): Promise<PreparedJson>;
  /** Search as you type: the best `limit` products, and the categories and brands of what matched. */
  suggest(q: string, lang: Language, limit: number): Promise<ProductSuggestions>;
  /**
   * For a search that finds nothing: the products it would find with each unknown word replaced
   * by the nearest word the catalogue has, else those whose names are most alike; best first.
   */
  closest(q: string, lang: Language, limit: number): Promise<ProductDto[]>;
  /** Grows by one with every change applied; a cheap key for caches built on top. */
  readonly version: number;
  /** Called after every applied change; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
  /**
   * Called when another table's triggers announce a change on this channel as '<xid>:@topic'
   * (migration 0004: '@training'), and after the listener reconnects (anything may have changed).
   */
  onNotice(topic: string, listener: () => void): () => void;
  /** Reloads these products (or all) from the database and waits for it; triggers make this unnecessary. */
  refresh(ids?: readonly number[]): Promise<void>;
  /** Waits until every change this process has heard of is applied. */
  settled(): Promise<void>;
  /** Loads everything and starts listening; answers wait for this. */
  start(): Promise<void>;
  /** Stops listening and releases its connection. */
  stop(): Promise<void>;
}

interface Entry {
  readonly id: number;
  readonly row: ProductRow;
  readonly price: number;
  readonly dateAdded: number;
  readonly categoryKey: string;
  readonly brandKey: string;
  /** Lower-cased display name per language, for the name sort. */
  readonly nameKey: Record<Language, string>;
  /** What search finds it by (lib/search-index), and that as one string to tell a change. */
  readonly searchDoc: SearchDocument;
  readonly searchKey: string;
  /** Some flavor (or the product) can be bought now: ranked first among equal matches. */
  readonly available: boolean;
  /** The published reviews' average as shown (one decimal; 0 without reviews) and their count. */
  readonly rating: number;
  readonly ratingCount: number;
  /** Supplement facts and the figures the facts' sorts and allergen filter use. */
  readonly facts: FactsEntry;
  readonly dto: Record<Language, ProductDto>;
  readonly json: Record<Language, string>;
  readonly prepared: Partial<Record<Language, PreparedJson>>;
}

/** Arrays hold slots, so a stock change replaces one entry without re-sorting anything. */
interface Slot {
  entry: Entry;
}

interface Indexes {
  newest: Slot[];
  priceAsc: Slot[];
  priceDesc: Slot[];
  /** Highest average first, then most reviews, then newest; products without reviews last. */
  rating: Slot[];
  /** Cheapest serving first, then by id; products without facts last. */
  servingAsc: Slot[];
  /** Cheapest 25 g of protein first, then by id; products without that figure last. */
  proteinAsc: Slot[];
  name: Record<Language, Slot[]>;
  /** By exact category, newest first (related products). */
  byCategory: Map<string, Slot[]>;
  /** Each product's place in `newest`. */
  newestPosition: Map<number, number>;
}

interface Waiter {
  seq: number;
  resolve: () => void;
}

export interface CatalogueOptions {
  database: Database;
  media: MediaUrl;
  log: FastifyBaseLogger;
}

export function createCatalogue(options: CatalogueOptions): Catalogue {
  return new CatalogueReadModel(options);
}

class CatalogueReadModel implements Catalogue {
  readonly #db: Db;
  readonly #database: Database;
  readonly #media: MediaUrl;
  readonly #log: FastifyBaseLogger;

  readonly #slots = new Map<number, Slot>();
  #indexes: Indexes = emptyIndexes();
  #search = new SearchIndex();
  #facets: PreparedJson | undefined;
  #facetsDto: ProductFacetsDto | undefined;
  readonly #answers = answerCache({ entries: ANSWER_CACHE_ENTRIES, bytes: ANSWER_CACHE_BYTES });
  #version = 0;
  readonly #listeners = new Set<() => void>();
  /** The sales running now (rules/promotions.ts), read with every full load; a change to offers reloads everything. */
  #offers: AutomaticOffer[] = [];
  #offerTimer: NodeJS.Timeout | undefined;
  readonly #notices = new Map<string, Set<() => void>>();

  // changes heard of (numbered) and applied; readers wait for the number current when they came.
  // Until start() has loaded everything, readers wait for that first load.
  #requested = 1;
  #applied = 0;
  #dirty = new Set<number>();
  #dirtyAll = true;
  #draining = false;
  #waiters: Waiter[] = [];
  readonly #seen = new Set<string>();

  #started: Promise<void> | undefined;
  #stopped = false;
  #cleanups: (() => Promise<void> | void)[] = [];
  // PostgreSQL only: the dedicated listening connection and its heartbeat
  #listener: pg.Client | undefined;
  #reconnecting = false;
  #beating = false;

  constructor({ database, media, log }: CatalogueOptions) {
    this.#database = database;
    this.#db = database.db;
    this.#media = media;
    this.#log = log;
  }

  get version(): number {
    return this.#version;
  }

  // ---- reads ----------------------------------------------------------------------------

  async list(query: ProductListQuery, lang: Language): Promise<ProductPage> {
    await this.#fresh();
    const { entries, total } = this.#select(query, lang);
    return { items: entries.map((e) => e.dto[lang]), total };
  }

  async get(id: number, lang: Language): Promise<ProductDto> {
    await this.#fresh();
    return this.#entry(id).dto[lang];
  }

  async related(id: number, lang: Language): Promise<ProductDto[]> {
    await this.#fresh();
    return this.#related(id).map((e) => e.dto[lang]);
  }

  async facets(): Promise<ProductFacetsDto> {
    await this.#fresh();
    return this.#facetsNow().dto;
  }

  async withFacts(lang: Language): Promise<ProductDto[]> {
    await this.#fresh();
    const found: ProductDto[] = [];
    for (const { entry } of this.#indexes.servingAsc) {
      // products without facts are last in this index
      if (!entry.facts.facts) break;
      found.push(entry.dto[lang]);
    }
    return found;
  }

  async productIds(): Promise<number[]> {
    await this.#fresh();
    return [...this.#slots.keys()].sort((a, b) => a - b);
  }

  async lastModified(id: number): Promise<Date | undefined> {
    await this.#fresh();
    const updated = this.#slots.get(id)?.entry.row.updatedAt;
    return updated ? new Date(updated) : undefined;
  }

  async listJson(query: ProductListQuery, lang: Language): Promise<PreparedJson> {
    await this.#fresh();
    const key = listKey(query, lang);
    const cached = this.#answers.get(key);
    if (cached) return cached;
    const { entries, total } = this.#select(query, lang);
    return this.#remember(key, prepareJson(`[${entries.map((e) => e.json[lang]).join(',')}]`, total));
  }

  async getJson(id: number, lang: Language): Promise<PreparedJson> {
    await this.#fresh();
    const entry = this.#entry(id);
    return (entry.prepared[lang] ??= prepareJson(entry.json[lang]));
  }

  async relatedJson(id: number, lang: Language): Promise<PreparedJson> {
    await this.#fresh();
    const key = `r\u0000${lang}\u0000${id}`;
    const cached = this.#answers.get(key);
    if (cached) return cached;
    const entries = this.#related(id);
    return this.#remember(key, prepareJson(`[${entries.map((e) => e.json[lang]).join(',')}]`));
  }

  async facetsJson(): Promise<PreparedJson> {
    await this.#fresh();
    return this.#facetsNow().json;
  }

  async suggest(q: string, lang: Language, limit: number): Promise<ProductSuggestions> {
    await this.#fresh();
    const found = this.#search.match(q);
    if (!found || found.size === 0) return { products: [], total: 0, categories: [], brands: [] };
    const hits = this.#ranked(found);
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
      [...brandCounts].filter(([brand]) =>
        searchWords(brand).some((b) => words.some((w) => b.startsWith(w))),
      ),
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

  async closest(q: string, lang: Language, limit: number): Promise<ProductDto[]> {
    await this.#fresh();
    const words = queryWords(q);
    if (words.length === 0) return [];
    const corrected = words.map((w) => {
      if (this.#search.match(w)?.size) return w;
      return this.#search.nearestTerms(w, typoBudget(w.length) + 1)[0] ?? w;
    });
    const found = this.#search.match(corrected.join(' '));
    if (found && found.size > 0)
      return this.#ranked(found)
        .slice(0, limit)
        .map((e) => e.dto[lang]);
    // nothing word by word: the names most alike as a whole
    const wanted = bigrams(foldText(q));
    return [...this.#slots.values()]
      .map(({ entry }) => ({
        entry,
        score: Math.max(...entry.searchDoc.names.map((name) => dice(wanted, bigrams(foldText(name))))),
      }))
      .filter((s) => s.score >= 0.3)
      .sort((a, b) => b.score - a.score || a.entry.id - b.entry.id)
      .slice(0, limit)
      .map((s) => s.entry.dto[lang]);
  }

  /**
   * Search hits in rank order: match tier, then in stock before sold out, then newest. A few hits
   * are looked up and sorted; many are bucketed in one pass over the newest-first index.
   */
  #inRankOrder(found: ReadonlyMap<number, MatchTier>, matches: (entry: Entry) => boolean): Slot[] {
    const rankOf = (entry: Entry) => found.get(entry.id)! * 2 + (entry.available ? 0 : 1);
    if (found.size * 8 < this.#slots.size) {
      const hits: Slot[] = [];
      for (const id of found.keys()) {
        const slot = this.#slots.get(id);
        if (slot && matches(slot.entry)) hits.push(slot);
      }
      const newest = this.#indexes.newestPosition;
      return hits.sort(
        (a, b) => rankOf(a.entry) - rankOf(b.entry) || newest.get(a.entry.id)! - newest.get(b.entry.id)!,
      );
    }
    const buckets: Slot[][] = Array.from({ length: 12 }, () => []);
    for (const slot of this.#indexes.newest) {
      if (found.has(slot.entry.id) && matches(slot.entry)) buckets[rankOf(slot.entry)]!.push(slot);
    }
    return buckets.flat();
  }

  /** Search hits best first: match tier, what can be bought, then newest. */
  #ranked(found: ReadonlyMap<number, MatchTier>): Entry[] {
    return this.#inRankOrder(found, () => true).map((s) => s.entry);
  }

  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  onNotice(topic: string, listener: () => void): () => void {
    let listeners = this.#notices.get(topic);
    if (!listeners) this.#notices.set(topic, (listeners = new Set()));
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  #notify(topic: string | null): void {
    for (const [name, listeners] of this.#notices) {
      if (topic !== null && name !== topic) continue;
      for (const listener of listeners) {
        try {
          listener();
        } catch (err) {
          this.#log.error({ err }, `catalogue: a ${name} notice listener failed`);
        }
      }
    }
  }

  async refresh(ids?: readonly number[]): Promise<void> {
    this.#request(ids ?? 'all');
    await this.#fresh();
  }

  async settled(): Promise<void> {
    await this.#fresh();
  }

  #entry(id: number): Entry {
    const slot = this.#slots.get(id);
    if (!slot) throw AppError.notFound('Product not found');
    return slot.entry;
  }

  #select(query: ProductListQuery, lang: Language): { entries: Entry[]; total: number } {
    const limit = query.limit ?? UNPAGED_CAP;
    const offset = query.limit ? (query.page - 1) * query.limit : 0;
    const found = query.q ? this.#search.match(query.q) : null;
    if (found) {
      const matches = predicate(query) ?? (() => true);
      // the shop's own order is the best match first, what can be bought first among equals
      const hits =
        query.sort === 'default'
          ? this.#inRankOrder(found, matches)
          : this.#sorted(query.sort, lang).filter(({ entry }) => found.has(entry.id) && matches(entry));
      return { entries: hits.slice(offset, offset + limit).map((s) => s.entry), total: hits.length };
    }
    const sorted = this.#sorted(query.sort, lang);
    const matches = predicate(query);
    if (!matches) {
      return { entries: sorted.slice(offset, offset + limit).map((s) => s.entry), total: sorted.length };
    }
    const entries: Entry[] = [];
    let total = 0;
    for (const { entry } of sorted) {
      if (!matches(entry)) continue;
      if (total >= offset && entries.length < limit) entries.push(entry);
      total++;
    }
    return { entries, total };
  }

  #sorted(sort: ProductListQuery['sort'], lang: Language): Slot[] {
    switch (sort) {
      case 'price-asc':
        return this.#indexes.priceAsc;
      case 'price-desc':
        return this.#indexes.priceDesc;
      case 'name-asc':
        return this.#indexes.name[lang];
      case 'rating':
        return this.#indexes.rating;
      case 'serving-asc':
        return this.#indexes.servingAsc;
      case 'protein-asc':
        return this.#indexes.proteinAsc;
      default:
        return this.#indexes.newest;
    }
  }

  #related(id: number): Entry[] {
    const { row } = this.#entry(id);
    const out: Entry[] = [];
    for (const { entry } of this.#indexes.byCategory.get(row.category) ?? []) {
      if (entry.id === id) continue;
      out.push(entry);
      if (out.length === RELATED_LIMIT) break;
    }
    return out;
  }

  #facetsNow(): { dto: ProductFacetsDto; json: PreparedJson } {
    if (!this.#facetsDto || !this.#facets) {
      const categories = new Map<string, number>();
      const brands = new Map<string, number>();
      let min = Infinity;
      let max = -Infinity;
      for (const { entry } of this.#slots.values()) {
        categories.set(entry.row.category, (categories.get(entry.row.category) ?? 0) + 1);
        brands.set(entry.row.brand, (brands.get(entry.row.brand) ?? 0) + 1);
        min = Math.min(min, entry.price);
        max = Math.max(max, entry.price);
      }
      const counted = (m: Map<string, number>) =>
        [...m].sort(([a], [b]) => compareCodePoints(a, b)).map(([name, count]) => ({ name, count }));
      this.#facetsDto = deepFreeze({
        categories: counted(categories),
        brands: counted(brands),
        minPrice: piastresToEgp(this.#slots.size ? min : 0),
        maxPrice: piastresToEgp(this.#slots.size ? max : 0),
      });
      this.#facets = prepareJson(JSON.stringify(this.#facetsDto));
    }
    return { dto: this.#facetsDto, json: this.#facets };
  }

  #remember(key: string, answer: PreparedJson): PreparedJson {
    this.#answers.set(key, answer);
    return answer;
  }

  // ---- freshness ------------------------------------------------------------------------

  /** Resolves at once when nothing this process heard of is still being loaded. */
  #fresh(): Promise<void> | undefined {
    if (this.#applied >= this.#requested) return undefined;
    const seq = this.#requested;
    return new Promise((resolve) => this.#waiters.push({ seq, resolve }));
  }

  #request(ids: readonly number[] | 'all'): void {
    if (this.#stopped) return;
    if (ids === 'all') this.#dirtyAll = true;
    else for (const id of ids) this.#dirty.add(id);
    this.#requested++;
    if (!this.#draining) {
      this.#draining = true;
      // the next turn, so the copies of one notification that arrive together load once
      setImmediate(() => void this.#drain());
    }
  }

  async #drain(): Promise<void> {
    let failures = 0;
    while (!this.#stopped && (this.#dirtyAll || this.#dirty.size > 0)) {
      const upTo = this.#requested;
      const all = this.#dirtyAll || this.#dirty.size > PARTIAL_RELOAD_MAX;
      const ids = [...this.#dirty];
      this.#dirtyAll = false;
      this.#dirty.clear();
      try {
        if (all) await this.#loadAll();
        else await this.#loadSome(ids);
        failures = 0;
      } catch (err) {
        if (this.#stopped) break;
        // try again shortly; meanwhile readers get what there is rather than wait on a broken database
        if (all) this.#dirtyAll = true;
        else for (const id of ids) this.#dirty.add(id);
        failures++;
        this.#log.error({ err }, 'catalogue: reloading products failed; retrying');
        this.#applied = upTo;
        this.#release();
        await sleep(Math.min(RETRY_MAX_MS, RETRY_MS * 2 ** (failures - 1)));
        continue;
      }
      this.#applied = upTo;
      this.#release();
    }
    this.#draining = false;
    if (this.#stopped) {
      this.#applied = this.#requested;
      this.#release();
    }
  }

  #release(): void {
    if (this.#waiters.length === 0) return;
    const waiting: Waiter[] = [];
    for (const waiter of this.#waiters) {
      if (waiter.seq <= this.#applied) waiter.resolve();
      else waiting.push(waiter);
    }
    this.#waiters = waiting;
  }

  #changed(): void {
    this.#version++;
    this.#answers.clear();
    for (const listener of this.#listeners) {
      try {
        listener();
      } catch (err) {
        this.#log.error({ err }, 'catalogue: a change listener failed');
      }
    }
  }

  // ---- loading --------------------------------------------------------------------------

  async #fetch(ids?: readonly number[]): Promise<Map<number, { row: ProductRow; flavors: FlavorRow[] }>> {
    // One statement, so a product and its flavors come from the same snapshot; as one JSON text,
    // which both drivers hand over several times faster than thousands of rows (PGlite parses
    // rows in JavaScript, on the event loop).
    const where = ids
      ? sql`where p.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
    const result = await this.#db.execute(sql`
      select coalesce(json_agg(t), '[]')::text as catalogue from (
        select p.*, (
          select coalesce(json_agg(f order by f.position, f.id), '[]')
          from ${productFlavors} f where f.product_id = p.id
        ) as flavors
        from ${products} p ${where}
      ) t`);
    const [first] = (result as unknown as { rows: { catalogue: string }[] }).rows;
    const byId = new Map<number, { row: ProductRow; flavors: FlavorRow[] }>();
    for (const product of JSON.parse(first?.catalogue ?? '[]') as ProductJson[]) {
      byId.set(product.id, { row: productFromJson(product), flavors: product.flavors.map(flavorFromJson) });
    }
    return byId;
  }

  async #loadAll(): Promise<void> {
    const started = performance.now();
    const now = new Date();
    const [offers, boundary] = await Promise.all([
      liveOffers(this.#db, now),
      nextOfferBoundary(this.#db, now),
    ]);
    const loaded = await this.#fetch();
    if (this.#stopped) return;
    this.#offers = offers.filter((offer) => offer.kind === 'sale');
    this.#reloadAt(boundary);
    this.#slots.clear();
    for (const [id, { row, flavors }] of loaded) this.#slots.set(id, { entry: this.#build(row, flavors) });
    const search = new SearchIndex();
    for (const { entry } of this.#slots.values()) search.set(entry.searchDoc);
    this.#search = search;
    this.#reindex();
    this.#changed();
    this.#log.info(
      { products: this.#slots.size, ms: Math.round(performance.now() - started) },
      'catalogue loaded',
    );
  }

  async #loadSome(ids: number[]): Promise<void> {
    const loaded = await this.#fetch(ids);
    if (this.#stopped) return;
    let reindex = false;
    let changed = false;
    for (const id of ids) {
      const slot = this.#slots.get(id);
      const item = loaded.get(id);
      if (!item) {
        if (slot) {
          this.#slots.delete(id);
          this.#search.remove(id);
          reindex = true;
        }
        continue;
      }
      const entry = this.#build(item.row, item.flavors);
      // a stock change leaves the search index (and its cache of looked-up words) alone
      if (slot?.entry.searchKey !== entry.searchKey) {
        this.#search.set(entry.searchDoc);
        changed = true;
      }
      if (!slot) {
        this.#slots.set(id, { entry });
        reindex = true;
      } else {
        if (!sameKeys(slot.entry, entry)) reindex = true;
        else if (languages.some((lang) => slot.entry.json[lang] !== entry.json[lang])) changed = true;
        slot.entry = entry;
      }
    }
    if (reindex) this.#reindex();
    // a reload that changed nothing a shopper reads (a repeated notification, updated_at) keeps the caches
    if (reindex || changed) this.#changed();
  }

  #reindex(): void {
    const slots = [...this.#slots.values()];
    const byId = (a: Slot, b: Slot) => a.entry.id - b.entry.id;
    const newest = [...slots].sort(
      (a, b) => b.entry.dateAdded - a.entry.dateAdded || b.entry.id - a.entry.id,
    );
    const byCategory = new Map<string, Slot[]>();
    for (const slot of newest) {
      const list = byCategory.get(slot.entry.row.category);
      if (list) list.push(slot);
      else byCategory.set(slot.entry.row.category, [slot]);
    }
    this.#indexes = {
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
    this.#facets = undefined;
    this.#facetsDto = undefined;
  }

  /** Reloads everything when the next offer starts or ends (each process keeps its own timer). */
  #reloadAt(boundary: Date | null): void {
    clearTimeout(this.#offerTimer);
    this.#offerTimer = undefined;
    if (!boundary) return;
    // timers hold at most 2^31 − 1 ms (24.8 days): a later boundary is met by an earlier reload
    const delay = Math.min(Math.max(0, boundary.getTime() - Date.now()) + 5, 2 ** 31 - 1);
    this.#offerTimer = setTimeout(() => this.#request('all'), delay);
    this.#offerTimer.unref();
  }

  #build(row: ProductRow, flavors: FlavorRow[]): Entry {
    const sale = bestSale(this.#offers, { productId: row.id, category: row.category, brand: row.brand });
    const pricing = catalogueDiscount(row.discount, sale);
    const priced: PricedProduct = pricing.offer
      ? {
          ...row,
          discount: pricing.percent,
          finalPricePiastres: discountedPiastres(row.pricePiastres, pricing.percent),
        }
      : row;
    const facts = factsEntry(row.facts, flavors, priced.finalPricePiastres);
    const dto = Object.fromEntries(
      languages.map((lang) => [
        lang,
        deepFreeze({ ...toDto(priced, flavors, lang, this.#media, pricing.offer), ...factsDtoFields(facts) }),
      ]),
    ) as Record<Language, ProductDto>;
    const searchDoc: SearchDocument = {
      id: row.id,
      names: [row.nameEn, row.nameAr],
      other: [row.brand, row.category, ...flavors.flatMap((f) => [f.name, f.nameAr]), ...row.searchTerms],
    };
    return {
      id: row.id,
      row,
      price: priced.finalPricePiastres,
      dateAdded: new Date(row.dateAdded).getTime(),
      categoryKey: row.category.toLowerCase(),
      brandKey: row.brand.toLowerCase(),
      nameKey: { en: dto.en.name.toLowerCase(), ar: dto.ar.name.toLowerCase() },
      searchDoc,
      searchKey: JSON.stringify(searchDoc),
      available: dto.en.inStock && dto.en.quantity > 0,
      rating: ratingAverage(row.ratingSum, row.ratingCount),
      ratingCount: row.ratingCount,
      facts,
      dto,
      json: { en: JSON.stringify(dto.en), ar: JSON.stringify(dto.ar) },
      prepared: {},
    };
  }

  // ---- listening ------------------------------------------------------------------------

  start(): Promise<void> {
    this.#started ??= this.#start();
    return this.#started;
  }

  async #start(): Promise<void> {
    // listen first, then load: a change committed in between is heard and loaded again
    if (this.#database.driver === 'pglite') {
      const client = (this.#db as unknown as { $client: PGlite }).$client;
      const unlisten = await client.listen(CATALOGUE_CHANNEL, (payload) => this.#heard(payload));
      this.#cleanups.push(() => unlisten().catch(() => {}));
    } else {
      const pool = (this.#db as unknown as { $client: pg.Pool }).$client;
      await this.#listenOnPool(pool);
      await this.#connectListener(pool);
      const heartbeat = setInterval(() => this.#heartbeat(pool), HEARTBEAT_MS);
      heartbeat.unref();
      this.#cleanups.push(() => clearInterval(heartbeat));
    }
    // the first load, requested since construction
    this.#draining = true;
    void this.#drain();
    await this.#fresh();
  }

  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    await this.#started?.catch(() => {});
    clearTimeout(this.#offerTimer);
    for (const cleanup of this.#cleanups.splice(0)) await cleanup();
    const listener = this.#listener;
    this.#listener = undefined;
    if (listener) await endQuietly(listener);
    this.#applied = this.#requested;
    this.#release();
  }

  /** A payload '<xid>:<id>,<id>…' or '<xid>:*', heard once per listening connection. */
  #heard(payload: string): void {
    if (this.#seen.has(payload)) return;
    this.#seen.add(payload);
    if (this.#seen.size > SEEN_PAYLOADS) this.#seen.delete(this.#seen.values().next().value!);
    const list = payload.slice(payload.indexOf(':') + 1);
    if (list.startsWith('@')) return this.#notify(list.slice(1));
    const ids = list === '*' ? null : list.split(',').map(Number);
    this.#request(!ids || ids.some((id) => !Number.isSafeInteger(id)) ? 'all' : ids);
  }

  /**
   * Every connection of the pool LISTENs, so a write made through it is known before its COMMIT
   * returns (PostgreSQL delivers a session's own notifications ahead of the reply). New
   * connections LISTEN in the pool's onConnect hook, before they are handed out; the ones opened
   * before (migrations) once here.
   */
  async #listenOnPool(pool: pg.Pool): Promise<void> {
    const onNotification = (message: pg.Notification) => {
      if (message.channel === CATALOGUE_CHANNEL && message.payload) this.#heard(message.payload);
    };
    const clients = new Set<pg.ClientBase>();
    const listen = async (client: pg.ClientBase) => {
      if (clients.has(client)) return;
      clients.add(client);
      client.on('notification', onNotification);
      client.once('end', () => clients.delete(client));
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    };
    const options = pool.options as pg.PoolOptions & {
      onConnect?: (client: pg.ClientBase) => void | Promise<void>;
    };
    const previous = options.onConnect;
    const onConnect = async (client: pg.ClientBase) => {
      await previous?.(client);
      await listen(client);
    };
    options.onConnect = onConnect;
    this.#cleanups.push(() => {
      if (options.onConnect === onConnect) options.onConnect = previous;
      for (const client of clients) client.off('notification', onNotification);
      clients.clear();
    });
    const idle = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
    await Promise.all(
      idle.map(async (client) => {
        try {
          await listen(client);
        } finally {
          client.release();
        }
      }),
    );
  }

  async #connectListener(pool: pg.Pool): Promise<void> {
    const client = new pg.Client({
      ...(pool.options as pg.ClientConfig),
      keepAlive: true,
      connectionTimeoutMillis: 5000,
      application_name: LISTENER_NAME,
    });
    client.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL && message.payload) this.#heard(message.payload);
    });
    client.on('error', (err) => this.#lost(pool, client, err));
    client.on('end', () => this.#lost(pool, client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (err) {
      void endQuietly(client);
      throw err;
    }
    if (this.#stopped) {
      await endQuietly(client);
      return;
    }
    this.#listener = client;
  }

  /** Every 300 ms: the listening connection must answer within 400 ms, or it is replaced. */
  #heartbeat(pool: pg.Pool): void {
    const client = this.#listener;
    if (!client || this.#beating || this.#stopped) return;
    this.#beating = true;
    const timeout = setTimeout(
      () => this.#lost(pool, client, new Error('no answer to the heartbeat')),
      HEARTBEAT_TIMEOUT_MS,
    );
    client
      .query('SELECT 1')
      .catch((err: unknown) => this.#lost(pool, client, err))
      .finally(() => {
        clearTimeout(timeout);
        this.#beating = false;
      });
  }

  /** The listening connection is gone: reconnect, then reload everything (notifications were missed). */
  #lost(pool: pg.Pool, client: pg.Client, err: unknown): void {
    if (this.#stopped || this.#listener !== client) return;
    this.#listener = undefined;
    void endQuietly(client);
    this.#log.warn({ err }, 'catalogue: lost the listening connection; reconnecting');
    void this.#reconnect(pool);
  }

  async #reconnect(pool: pg.Pool): Promise<void> {
    if (this.#reconnecting) return;
    this.#reconnecting = true;
    try {
      for (let attempt = 0; !this.#stopped; attempt++) {
        try {
          await this.#connectListener(pool);
          this.#request('all');
          this.#notify(null);
          return;
        } catch (err) {
          this.#log.warn({ err }, 'catalogue: reconnecting the listener failed; retrying');
          await sleep(Math.min(RETRY_MAX_MS, RETRY_MS * 2 ** attempt));
        }
      }
    } finally {
      this.#reconnecting = false;
    }
  }
}

// ---- pure helpers ---------------------------------------------------------------------------

/** A products row with its flavors as PostgreSQL's json_agg writes them (column names, ISO times). */
interface ProductJson {
  id: number;
  name_en: string;
  name_ar: string;
  description_en: string;
  description_ar: string;
  price_piastres: number;
  discount: number;
  final_price_piastres: number;
  category: string;
  brand: string;
  image: string;
  available_size: string;
  search_terms: string[];
  expiration_date: string | null;
  is_new: boolean;
  is_hot: boolean;
  in_stock: boolean;
  quantity: number;
  date_added: string;
  created_at: string;
  updated_at: string;
  rating_count: number;
  rating_sum: number;
  facts: SupplementFacts | null;
  flavors: FlavorJson[];
}

interface FlavorJson {
  id: number;
  product_id: number;
  name: string;
  name_ar: string;
  quantity: number;
  image: string;
  position: number;
  facts: FlavorFactsOverride | null;
  created_at: string;
}

function productFromJson(p: ProductJson): ProductRow {
  return {
    id: p.id,
    nameEn: p.name_en,
    nameAr: p.name_ar,
    descriptionEn: p.description_en,
    descriptionAr: p.description_ar,
    pricePiastres: p.price_piastres,
    discount: p.discount,
    finalPricePiastres: p.final_price_piastres,
    category: p.category,
    brand: p.brand,
    image: p.image,
    availableSize: p.available_size,
    searchTerms: p.search_terms,
    expirationDate: p.expiration_date,
    isNew: p.is_new,
    isHot: p.is_hot,
    inStock: p.in_stock,
    quantity: p.quantity,
    dateAdded: new Date(p.date_added),
    createdAt: new Date(p.created_at),
    updatedAt: new Date(p.updated_at),
    ratingCount: p.rating_count,
    ratingSum: p.rating_sum,
    facts: p.facts,
  };
}

function flavorFromJson(f: FlavorJson): FlavorRow {
  return {
    id: f.id,
    productId: f.product_id,
    name: f.name,
    nameAr: f.name_ar,
    quantity: f.quantity,
    image: f.image,
    position: f.position,
    facts: f.facts,
    createdAt: new Date(f.created_at),
  };
}

function emptyIndexes(): Indexes {
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

/** Whether a reload changed anything the indexes sort or group by. */
function sameKeys(a: Entry, b: Entry): boolean {
  return (
    a.price === b.price &&
    a.dateAdded === b.dateAdded &&
    a.rating === b.rating &&
    a.ratingCount === b.ratingCount &&
    sameFactsKeys(a.facts, b.facts) &&
    a.row.category === b.row.category &&
    a.row.brand === b.row.brand &&
    a.nameKey.en === b.nameKey.en &&
    a.nameKey.ar === b.nameKey.ar
  );
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
function predicate(query: ProductListQuery): ((entry: Entry) => boolean) | undefined {
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
function listKey(query: ProductListQuery, lang: Language): string {
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

/** A product as shoppers see it priced: its own discount, or the sale that beats it. */
type PricedProduct = ProductRow;

export function toDto(
  row: PricedProduct,
  flavors: readonly FlavorRow[],
  lang: Language,
  media: MediaUrl,
  offer: AutomaticOffer | null = null,
): ProductDto {
  return {
    id: row.id,
    name: lang === 'ar' ? row.nameAr || row.nameEn : row.nameEn,
    description: lang === 'ar' ? row.descriptionAr || row.descriptionEn : row.descriptionEn,
    price: piastresToEgp(row.pricePiastres),
    discount: row.discount,
    discountedPrice: piastresToEgp(row.finalPricePiastres),
    category: row.category,
    brand: row.brand,
    image: media(row.image),
    product_images: Object.fromEntries(flavors.filter((f) => f.image).map((f) => [f.name, media(f.image)])),
    available_flavors: flavors.map((f) => f.name),
    flavor_quantity: Object.fromEntries(flavors.map((f) => [f.name, f.quantity])),
    flavor_labels: Object.fromEntries(
      flavors.map((f) => [f.name, lang === 'ar' ? f.nameAr || f.name : f.name]),
    ),
    available_size: row.availableSize,
    expiration_date: row.expirationDate,
    isNew: row.isNew,
    isHot: row.isHot,
    inStock: row.inStock,
    quantity: row.quantity,
    dateAdded: new Date(row.dateAdded).toISOString(),
    ...(offer ? { offer: { name: lang === 'ar' ? offer.nameAr : offer.nameEn, endsAt: offer.endsAt } } : {}),
    ...(row.ratingCount > 0
      ? { rating: { average: ratingAverage(row.ratingSum, row.ratingCount), count: row.ratingCount } }
      : {}),
  };
}

/** Answers are shared between requests: nobody may change them. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

async function endQuietly(client: pg.Client): Promise<void> {
  client.removeAllListeners('notification');
  client.on('error', () => {});
  await Promise.race([client.end().catch(() => {}), sleep(1000)]);
}
