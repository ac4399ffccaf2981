import { z } from 'zod';
import { importReasonTexts, type ImportReason } from '../rules/catalogue-sheet';
import { multilineText, text } from './text';
import { FlavorFactsOverride, SupplementFacts } from './supplement-facts';
import { MAX_PAGE_SIZE } from './shop-constants';
import { productAttributes } from './products';
import {
  ADMIN_PAGE_SIZE,
  MAX_FLAVORS,
  MAX_PRICE_EGP,
  MAX_SEARCH_TERM_LENGTH,
  MAX_SEARCH_TERMS,
  MAX_STOCK,
  PRICE_DECIMALS_MESSAGE,
  isImageUrl,
  hasAtMostTwoDecimals,
} from '../rules/admin-product';

export * from '../rules/admin-product';

// Admin forms and the spec's clients send numbers as numbers or as typed text, and leave a field
// out, null or blank alike: blank means "not given" (the required-field rule answers that one),
// anything else that is not a number is a 400 naming the field.
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;
const numeric = (schema: z.ZodNumber) =>
  z.preprocess((v) => {
    const given = blankToUndefined(v);
    return typeof given === 'string' ? Number(given.trim()) : given;
  }, schema.optional());
const flag = () =>
  z.preprocess((v) => {
    const given = blankToUndefined(v);
    return given === 'true' ? true : given === 'false' ? false : given;
  }, z.boolean().optional());
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null ? undefined : v), schema.optional());

const IMAGE_MESSAGE = 'must be an http(s) URL or a /media/ path';
/** An image: an http(s) URL or a path of our media; blank passes (the required rule sees it). */
const imageUrl = () =>
  text()
    .trim()
    .max(2000)
    .refine((v) => v === '' || isImageUrl(v), IMAGE_MESSAGE);

const price = z
  .number({ error: 'price must be a number' })
  .finite()
  .min(0, 'price must be 0 or more')
  .max(MAX_PRICE_EGP, `price must be at most ${MAX_PRICE_EGP}`)
  .refine(hasAtMostTwoDecimals, PRICE_DECIMALS_MESSAGE);
const stock = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must be 0 or more`)
    .max(MAX_STOCK, `${field} must be at most ${MAX_STOCK}`);
const discount = z
  .number({ error: 'discount must be a number' })
  .int('discount must be a whole number')
  .min(0, 'discount must be between 0 and 100')
  .max(100, 'discount must be between 0 and 100');
const flavorName = () => text().trim().max(80, 'flavor names are at most 80 characters');

/** 'YYYY-MM-DD' (a date input) or an ISO date-time (the spec's clients); stored as the date. */
const expirationDate = z.preprocess(
  (v) => {
    if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
    return typeof v === 'string' ? v.trim().slice(0, 10) : v;
  },
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expiration_date must be a date (YYYY-MM-DD)')
    .refine((v) => {
      const date = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v) && v >= '1900-01-01';
    }, 'expiration_date must be a real date')
    .nullable()
    .optional(),
);

// a flavor quantity that is not a number leaves its row incomplete, and the row is dropped like
// one; a number that is not a stock (negative, fractional) is refused
const flavorQuantity = z.preprocess((v) => {
  const given = blankToUndefined(v);
  const n = typeof given === 'string' ? Number(given.trim()) : given;
  return typeof n === 'number' && !Number.isNaN(n) ? n : undefined;
}, stock('flavor quantity').optional());

const flavorMap = <T extends z.ZodType>(value: T) =>
  z
    .record(z.string().max(80), value)
    .refine((map) => Object.keys(map).length <= MAX_FLAVORS, `at most ${MAX_FLAVORS} flavors`);

/** One row of the form's flavor list; incomplete rows are dropped, not refused. */
export const AdminFlavorRowInput = z.object({
  name: optional(flavorName()),
  nameAr: optional(flavorName()),
  quantity: flavorQuantity,
  image: optional(imageUrl()),
  /** The flavor's own facts where they differ from the product's; null clears them, left out keeps them. */
  facts: FlavorFactsOverride.nullable().optional(),
});
export type AdminFlavorRowInput = z.infer<typeof AdminFlavorRowInput>;

/**
 * POST /products/admin and PUT /products/admin/{id}: the spec's Product and the
 * admin form's extras (Arabic texts, a flavor list). The required fields are checked after
 * parsing, so a missing one answers the spec's 'All required fields must be filled'.
 */
export const AdminProductInput = z.object({
  name: optional(text().trim().max(200, 'name is at most 200 characters')),
  nameAr: optional(text().trim().max(200, 'nameAr is at most 200 characters')),
  description: optional(multilineText().trim().max(5000, 'description is at most 5000 characters')),
  descriptionAr: optional(multilineText().trim().max(5000, 'descriptionAr is at most 5000 characters')),
  price: numeric(price),
  discount: numeric(discount),
  image: optional(imageUrl()),
  category: optional(text().trim().max(80, 'category is at most 80 characters')),
  brand: optional(text().trim().max(80, 'brand is at most 80 characters')),
  available_size: optional(text().trim().max(80, 'available_size is at most 80 characters')),
  expiration_date: expirationDate,
  quantity: numeric(stock('quantity')),
  inStock: flag(),
  isNew: flag(),
  isHot: flag(),
  /** Words shoppers search by besides the name, in either language; left out keeps them. */
  searchTerms: optional(
    z
      .array(
        text()
          .trim()
          .max(MAX_SEARCH_TERM_LENGTH, `search terms are at most ${MAX_SEARCH_TERM_LENGTH} characters`),
      )
      .max(MAX_SEARCH_TERMS, `at most ${MAX_SEARCH_TERMS} search terms`),
  ),
  // the spec's flavor maps
  available_flavors: optional(z.array(optional(flavorName())).max(MAX_FLAVORS)),
  flavor_quantity: optional(flavorMap(flavorQuantity)),
  product_images: optional(flavorMap(optional(imageUrl()))),
  // the admin form's flavor rows (win over the maps when both are sent)
  flavors: optional(z.array(AdminFlavorRowInput).max(MAX_FLAVORS)),
  /** The label's supplement facts; null clears them, left out keeps them. */
  facts: SupplementFacts.nullable().optional(),
});
export type AdminProductInput = z.infer<typeof AdminProductInput>;

export const AdminFlavorDto = z.object({
  name: z.string(),
  /** The Arabic name as typed; empty when none was (the shop then shows the English name). */
  nameAr: z.string(),
  quantity: z.number().int(),
  image: z.string(),
  /** The flavor's own facts where they differ from the product's; null when none. */
  facts: FlavorFactsOverride.nullable(),
});
export type AdminFlavorDto = z.infer<typeof AdminFlavorDto>;

/** A product as the admin screens read it: both languages, every flavor with its stock and image. */
export const AdminProductDto = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** As typed; empty when none was (the shop then shows the English text). */
    nameAr: z.string(),
    description: z.string(),
    descriptionAr: z.string(),
    price: z.number(),
    discount: z.number().int(),
    discountedPrice: z.number(),
    category: z.string(),
    brand: z.string(),
    image: z.string(),
    ...productAttributes,
    searchTerms: z.array(z.string()),
    /** In the shop's order. */
    flavors: z.array(AdminFlavorDto),
    /** The label's supplement facts; null when not entered yet. */
    facts: SupplementFacts.nullable(),
    // the spec's Product maps, for its clients
    available_flavors: z.array(z.string()),
    flavor_quantity: z.record(z.string(), z.number().int()),
    product_images: z.record(z.string(), z.string()),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProductDto = z.infer<typeof AdminProductDto>;
export const AdminProductListDto = z.array(AdminProductDto);

export const importModes = ['full', 'stock'] as const;
export type ImportMode = (typeof importModes)[number];

/**
 * POST /products/admin/import/preview and /products/admin/import (multipart field "file", CSV or
 * XLSX): `full` takes the export's columns; `stock` product_id or name, flavor and quantity (a
 * number, or +n / -n). Importing sends the preview's fingerprint as `expect`.
 */
export const CatalogueImportQuery = z.object({
  mode: z.enum(importModes).default('full'),
  expect: z.string().trim().min(1).max(100).optional(),
});

export const ImportPreviewDto = z
  .object({
    mode: z.enum(importModes),
    rows: z.number().int(),
    /** New products and flavors. */
    creates: z.number().int(),
    /** Rows with at least one change. */
    changes: z.number().int(),
    unchanged: z.number().int(),
    refused: z.number().int(),
    /** `product` is the English name; `productAr` the Arabic one (the file's, else the catalogue's; empty if none). */
    created: z.array(
      z.object({ row: z.number().int(), product: z.string(), productAr: z.string(), flavor: z.string() }),
    ),
    /** Categories the shop has no product in yet: the import adds them (shown so a misspelling is caught). */
    newCategories: z.array(z.string()),
    /** Every changed field, old → new (the first 500). */
    changed: z.array(
      z.object({
        row: z.number().int(),
        productId: z.number().int().nullable(),
        product: z.string(),
        /** The Arabic name: the file's, else the catalogue's; empty when neither has one. */
        productAr: z.string(),
        flavor: z.string(),
        field: z.string(),
        from: z.string(),
        to: z.string(),
      }),
    ),
    /**
     * `code` says why (the admin screen translates it with `params`; a `productAr` param is the
     * product's Arabic name, empty when it has none); `reason` in English.
     */
    refusals: z.array(
      z.object({
        row: z.number().int(),
        code: z.enum(Object.keys(importReasonTexts) as [ImportReason, ...ImportReason[]]),
        params: z.record(z.string(), z.string()),
        reason: z.string(),
      }),
    ),
    /** What the import must still find to apply: send it back as `expect`. */
    fingerprint: z.string(),
  })
  .meta({ id: 'CatalogueImportPreview' });
export type ImportPreviewDto = z.infer<typeof ImportPreviewDto>;

/** GET /admin/imports/{stamp}/{file}: a file an import kept (its audit entry names it). */
export const ImportFileParams = z.object({
  stamp: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{6}$/, 'is not an import'),
  file: z.enum(['file.csv', 'file.xlsx', 'before.csv']),
});

/** GET /products/admin/export: the whole catalogue as a spreadsheet (one row per flavor). */
export const CatalogueExportQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

export const AdminProductListQuery = z.object({
  // any type is taken: one the section does not search falls back to its default (name)
  type: text().trim().max(40).optional(),
  query: text().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuery>;

const productId = z.coerce.number().int().positive().max(2_147_483_647);
export const AdminProductIdParams = z.object({ id: productId });
export const AdminFlavorParams = z.object({
  id: productId,
  flavor: text().trim().min(1, 'flavor is required').max(80),
});

/** PATCH /products/{id}/admin/flavors: a flavor's stock, set (not added to). */
export const AdminFlavorQuantityInput = z.object({
  flavor: text({ error: 'flavor is required' }).trim().min(1, 'flavor is required').max(80),
  quantity: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    stock('quantity'),
  ),
});
export type AdminFlavorQuantityInput = z.infer<typeof AdminFlavorQuantityInput>;

/** POST /products/{id}/admin/flavor; all three required, checked after parsing. */
export const AdminAddFlavorInput = z.object({
  flavorName: optional(flavorName()),
  flavorNameAr: optional(flavorName()),
  quantity: numeric(stock('quantity')),
  imageUrl: optional(imageUrl()),
});
export type AdminAddFlavorInput = z.infer<typeof AdminAddFlavorInput>;
