import type { FastifyBaseLogger } from 'fastify';
import {
  UNPAGED_CAP,
  type ProductDto,
  type ProductFacetsDto,
  type ProductListQuery,
} from '@atlas/shared/contract/products';
import type { AutomaticOffer } from '@atlas/shared/rules/promotions';
import { queryWords, typoBudget } from '@atlas/shared/rules/search-text';
import { languages, type Language } from '@atlas/shared/rules/locale';
import { AppError } from '../../lib/app-error';
import { SearchIndex, type MatchTier } from '../../lib/search-index';
import type { MediaUrl } from '../../lib/media';
import { answerCache } from '../../lib/answer-cache';
import { backoffMs } from '../../lib/backoff';
import { prepareJson, type PreparedJson } from '../../lib/prepared-json';
import type { Database, Db } from '../client';
import { NoticeListener } from '../notice-listener';
import { RELOAD_BACKOFF, ReloadQueue } from '../reload-queue';
import { liveOffers, nextOfferBoundary } from '../promotions';
import { buildEntry, fetchProducts, sameKeys } from './catalogue-rows';
import {
  buildIndexes,
  emptyIndexes,
  facetsOf,
  inRankOrder,
  listKey,
  mostAlikeByName,
  predicate,
  sortedBy,
  suggestionsOf,
} from './catalogue-query';
import {
  CATALOGUE_CHANNEL,
  type Catalogue,
  type CatalogueOptions,
  type Entry,
  type Indexes,
  type ProductPage,
  type ProductSuggestions,
  type Slot,
  type StoredProduct,
} from './catalogue-types';

const RELATED_LIMIT = 4;
/** More changed products than this at once: reload everything instead. */
const PARTIAL_RELOAD_MAX = 500;
/** Serialized answers kept, by their total size. */
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;
const ANSWER_CACHE_ENTRIES = 2000;
const LISTENER_NAME = 'atlas-catalogue-listener';

export function createCatalogue(options: CatalogueOptions): Catalogue {
  return new CatalogueReadModel(options);
}

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
  /** stored(): made on demand, dropped whenever a product is loaded (a stock change too). */
  #stored: StoredProduct[] | undefined;
  readonly #answers = answerCache({ entries: ANSWER_CACHE_ENTRIES, bytes: ANSWER_CACHE_BYTES });
  #version = 0;
  readonly #listeners = new Set<() => void>();
  /** The sales running now (rules/promotions.ts), read with every full load; a change to offers reloads everything. */
  #offers: AutomaticOffer[] = [];
  #offerTimer: NodeJS.Timeout | undefined;
  readonly #notices = new Map<string, Set<() => void>>();

  // what the next reload loads; until start() has loaded everything, readers wait for that first load
  #dirty = new Set<number>();
  #dirtyAll = true;
  readonly #reload = new ReloadQueue({
    load: () => this.#loadMarked(),
    pending: () => this.#dirtyAll || this.#dirty.size > 0,
    failed: (err, failures) => {
      // try again shortly; meanwhile readers get what there is rather than wait on a broken database
      this.#log.error({ err }, 'catalogue: reloading products failed; retrying');
      return { retryMs: backoffMs(failures - 1, RELOAD_BACKOFF), release: true };
    },
    // the next turn, so the copies of one notification that arrive together load once
    deferred: true,
  });

  #started: Promise<void> | undefined;
  #stopped = false;
  #noticeListener: NoticeListener | undefined;

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

  async stored(): Promise<readonly StoredProduct[]> {
    await this.#fresh();
    return (this.#stored ??= this.#indexes.newest.map((slot) => slot.entry.stored));
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
    return suggestionsOf(this.#ranked(found), found, q, lang, limit);
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
    return mostAlikeByName(
      [...this.#slots.values()].map((slot) => slot.entry),
      q,
    )
      .slice(0, limit)
      .map((e) => e.dto[lang]);
  }

  /** Search hits best first: match tier, what can be bought, then newest. */
  #ranked(found: ReadonlyMap<number, MatchTier>): Entry[] {
    return inRankOrder(this.#slots, this.#indexes, found, () => true).map((s) => s.entry);
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
          ? inRankOrder(this.#slots, this.#indexes, found, matches)
          : sortedBy(this.#indexes, query.sort, lang).filter(
              ({ entry }) => found.has(entry.id) && matches(entry),
            );
      return { entries: hits.slice(offset, offset + limit).map((s) => s.entry), total: hits.length };
    }
    const sorted = sortedBy(this.#indexes, query.sort, lang);
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
      this.#facetsDto = facetsOf([...this.#slots.values()].map((slot) => slot.entry));
      this.#facets = prepareJson(JSON.stringify(this.#facetsDto));
    }
    return { dto: this.#facetsDto, json: this.#facets };
  }

  #remember(key: string, answer: PreparedJson): PreparedJson {
    this.#answers.set(key, answer);
    return answer;
  }

  // ---- freshness ------------------------------------------------------------------------

  #fresh(): Promise<void> | undefined {
    return this.#reload.fresh();
  }

  #request(ids: readonly number[] | 'all'): void {
    if (this.#stopped) return;
    if (ids === 'all') this.#dirtyAll = true;
    else for (const id of ids) this.#dirty.add(id);
    this.#reload.request();
  }

  /** One pass of the reload loop: what was marked, or everything; put back when it fails. */
  async #loadMarked(): Promise<void> {
    const all = this.#dirtyAll || this.#dirty.size > PARTIAL_RELOAD_MAX;
    const ids = [...this.#dirty];
    this.#dirtyAll = false;
    this.#dirty.clear();
    try {
      if (all) await this.#loadAll();
      else await this.#loadSome(ids);
    } catch (err) {
      if (all) this.#dirtyAll = true;
      else for (const id of ids) this.#dirty.add(id);
      throw err;
    }
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

  async #loadAll(): Promise<void> {
    const started = performance.now();
    const now = new Date();
    const [offers, boundary] = await Promise.all([
      liveOffers(this.#db, now),
      nextOfferBoundary(this.#db, now),
    ]);
    const loaded = await fetchProducts(this.#db);
    if (this.#stopped) return;
    this.#stored = undefined;
    this.#offers = offers.filter((offer) => offer.kind === 'sale');
    this.#reloadAt(boundary);
    this.#slots.clear();
    for (const [id, product] of loaded)
      this.#slots.set(id, { entry: buildEntry(product, this.#offers, this.#media) });
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
    const loaded = await fetchProducts(this.#db, ids);
    if (this.#stopped) return;
    this.#stored = undefined;
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
      const entry = buildEntry(item, this.#offers, this.#media);
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
    this.#indexes = buildIndexes([...this.#slots.values()]);
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

  // ---- listening ------------------------------------------------------------------------

  start(): Promise<void> {
    this.#started ??= this.#start();
    return this.#started;
  }

  async #start(): Promise<void> {
    // listen first, then load: a change committed in between is heard and loaded again
    this.#noticeListener = new NoticeListener({
      database: this.#database,
      channel: CATALOGUE_CHANNEL,
      applicationName: LISTENER_NAME,
      label: 'catalogue',
      log: this.#log,
      onPayload: (payload) => this.#heard(payload),
      onReconnect: () => {
        this.#request('all');
        this.#notify(null);
      },
    });
    await this.#noticeListener.start();
    this.#reload.begin();
    await this.#fresh();
  }

  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    this.#reload.stop();
    const listening = this.#noticeListener?.stop();
    await this.#started?.catch(() => {});
    clearTimeout(this.#offerTimer);
    await listening;
  }

  /** A payload '<xid>:<id>,<id>…' or '<xid>:*'. */
  #heard(payload: string): void {
    const list = payload.slice(payload.indexOf(':') + 1);
    if (list.startsWith('@')) return this.#notify(list.slice(1));
    const ids = list === '*' ? null : list.split(',').map(Number);
    this.#request(!ids || ids.some((id) => !Number.isSafeInteger(id)) ? 'all' : ids);
  }
}
