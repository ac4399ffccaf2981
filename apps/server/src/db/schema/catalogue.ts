import { sql } from 'drizzle-orm';
import type { FlavorFactsOverride, SupplementFacts } from '@atlas/shared/contract/supplement-facts';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A product; its id doubles as the SKU. Money in piastres; texts in English and Arabic. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    /** Money is bigint piastres everywhere (migration 0010): exact, and no ceiling a shop meets. */
    pricePiastres: bigint('price_piastres', { mode: 'number' }).notNull(),
    discount: integer('discount').notNull().default(0),
    /** The price after discount, as packages/shared/rules/pricing computes it (round half up). */
    finalPricePiastres: bigint('final_price_piastres', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`(price_piastres * (100 - discount) + 50) / 100`),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    image: text('image').notNull().default(''),
    availableSize: text('available_size').notNull().default(''),
    /** Words shoppers search by that the name does not hold ('whey', 'واي', 'fat burner'), any language. */
    searchTerms: text('search_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    expirationDate: date('expiration_date', { mode: 'string' }),
    isNew: boolean('is_new').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    inStock: boolean('in_stock').notNull().default(true),
    quantity: integer('quantity').notNull().default(0),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When what a shopper reads last changed (names, texts, price, images, flavors; not stock).
     * Kept by triggers (migration 0003), so every writer keeps it current.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Published reviews and the sum of their stars; kept by the reviews' triggers (migration 0018). */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** The label's supplement facts as the contract parses them; null until entered. */
    facts: jsonb('facts').$type<SupplementFacts>(),
  },
  (t) => [
    check('products_price_nonnegative', sql`${t.pricePiastres} >= 0`),
    check('products_discount_range', sql`${t.discount} between 0 and 100`),
    check('products_quantity_nonnegative', sql`${t.quantity} >= 0`),
    // filters compare case-insensitively; the price sort then walks the filtered rows
    index('products_category_idx').on(sql`lower(${t.category})`, t.finalPricePiastres),
    index('products_brand_idx').on(sql`lower(${t.brand})`, t.finalPricePiastres),
    index('products_final_price_idx').on(t.finalPricePiastres),
    index('products_date_added_idx').on(t.dateAdded),
    index('products_name_en_idx').on(sql`lower(${t.nameEn}) collate "C"`),
    index('products_name_ar_idx').on(sql`lower(${t.nameAr}) collate "C"`),
  ],
);

/** One flavor of a product with its own stock and image. */
export const productFlavors = pgTable(
  'product_flavors',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    quantity: integer('quantity').notNull().default(0),
    image: text('image').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** The flavor's own facts where they differ from the product's (merged over them); null when none. */
    facts: jsonb('facts').$type<FlavorFactsOverride>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_flavors_quantity_nonnegative', sql`${t.quantity} >= 0`),
    uniqueIndex('product_flavors_product_name_unique').on(t.productId, sql`lower(${t.name})`),
  ],
);

/**
 * Searches that found no product, by their folded text (no user, no address, no time of day
 * beyond the last one): what shoppers want that the shop does not list. Bounded in rows by the
 * recorder (lib/search-misses.ts).
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    query: text('query').primaryKey(),
    count: integer('count').notNull().default(0),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_misses_last_seen_idx').on(t.lastSeen)],
);
