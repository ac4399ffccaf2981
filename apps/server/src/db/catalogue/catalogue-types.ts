import type { FastifyBaseLogger } from 'fastify';
import type { ProductDto, ProductFacetsDto, ProductListQuery } from '@atlas/shared/contract/products';
import type { Language } from '@atlas/shared/rules/locale';
import type { SearchDocument } from '../../lib/search-index';
import type { MediaUrl } from '../../lib/media';
import type { PreparedJson } from '../../lib/prepared-json';
import type { Database } from '../client';
import type { FactsEntry } from '../catalogue-facts';
import type { productFlavors, products } from '../schema/index';

/** The channel the triggers of migrations 0003 and 0004 NOTIFY on. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

export type ProductRow = typeof products.$inferSelect;
export type FlavorRow = typeof productFlavors.$inferSelect;

/** A product as stored (its own price and discount, not a sale's), with its flavors in their order. */
export interface StoredProduct {
  readonly row: ProductRow;
  readonly flavors: readonly FlavorRow[];
}

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
  /**
   * Every product as stored, newest first (date added, to the microsecond, then id): the admin's
   * list. The same array until a product is reloaded, so what is built from it can be kept with it.
   */
  stored(): Promise<readonly StoredProduct[]>;
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

export interface Entry {
  readonly id: number;
  readonly row: ProductRow;
  readonly stored: StoredProduct;
  readonly price: number;
  /** Date added in microseconds since 1970, as stored: the newest order's ties break as the database's do. */
  readonly addedMicros: number;
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
export interface Slot {
  entry: Entry;
}

export interface Indexes {
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

export interface CatalogueOptions {
  database: Database;
  media: MediaUrl;
  log: FastifyBaseLogger;
}
