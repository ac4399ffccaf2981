import { z } from 'zod';
import { arabicText, duplicates, englishText } from './texts';
import {
  hasAtMostTwoDecimals,
  MAX_PRICE_EGP,
  MAX_SEARCH_TERM_LENGTH,
  MAX_SEARCH_TERMS,
  MAX_STOCK,
  PRICE_DECIMALS_MESSAGE,
} from '../rules/admin-product';
import { FlavorFactsOverride, flavorFactsProblems, SupplementFacts } from '../contract/supplement-facts';

/**
 * The demo product catalogue as data files (content/products.json: categories, brands and
 * products with their flavors; content/search-terms.json: each product's search terms): the
 * shapes the server checks them against when it reads them. Limits follow what the admin forms
 * accept, so seeded products stay editable. All brands are fictional (Egypt, prices in EGP).
 */

const COLOR = /^#[0-9a-f]{6}$/;
const english = englishText;
const arabic = arabicText;
/** A '#rrggbb' colour, lower-case hex. */
const color = () => z.string().regex(COLOR, "must be a '#rrggbb' colour");

// ---- categories ----------------------------------------------------------------------------

/**
 * The shop's product categories. A fixed vocabulary, not editable data: the server keys code on
 * it (e.g. the packaging shape of each category), so the file must list each of them once.
 */
export const productCategories = [
  'Protein',
  'Creatine',
  'Pre Workout',
  'Essential Aminos',
  'Mass Gainers',
  'Vitamins & Health',
  'Fat Burners',
  'Bars & Snacks',
] as const;
export const ProductCategory = z.enum(productCategories);
export type ProductCategory = z.infer<typeof ProductCategory>;

// ---- brands --------------------------------------------------------------------------------

export const BrandContent = z.strictObject({
  /** Fictional brand name (Latin letters), e.g. 'Nile Nutrition'. */
  name: english(80).regex(/^[A-Za-z][A-Za-z0-9 &'.-]*$/, 'must be written in Latin letters'),
  /** Main packaging colour. */
  color: color(),
  /** Label accent colour, with good contrast against `color`. */
  accent: color(),
});
export type BrandContent = z.infer<typeof BrandContent>;

// ---- products ------------------------------------------------------------------------------

export const MIN_PRODUCT_FLAVORS = 1;
export const MAX_PRODUCT_FLAVORS = 5;
/** Highest `addedDaysAgo`: how long ago a demo product was added, in days. */
export const MAX_ADDED_DAYS_AGO = 400;

export const FlavorContent = z.strictObject({
  /** English flavour name, unique within the product; 'Unflavored' for unflavoured products. */
  name: english(80),
  /** Arabic name of the flavour. */
  nameAr: arabic(80),
  /** A colour that evokes the flavour. */
  color: color(),
  /** Stock units. */
  quantity: z.int().min(0).max(MAX_STOCK),
  /** The flavor's own supplement facts where they differ from the product's. */
  facts: FlavorFactsOverride.optional(),
});
export type FlavorContent = z.infer<typeof FlavorContent>;

export const ProductContent = z.strictObject({
  name: z.strictObject({ en: english(200), ar: arabic(200) }),
  /** 2–3 sentences in each language. */
  description: z.strictObject({ en: english(5000), ar: arabic(5000) }),
  category: ProductCategory,
  /** One of the file's brands, by name. */
  brand: english(80),
  /** Price in EGP before the discount. */
  priceEgp: z
    .number()
    .positive('must be more than 0')
    .max(MAX_PRICE_EGP)
    .refine(hasAtMostTwoDecimals, PRICE_DECIMALS_MESSAGE),
  /** Whole percent off. */
  discount: z.int().min(0).max(100),
  size: english(80),
  /** Best-before date, 'YYYY-MM-DD'. */
  expiration: z.iso.date(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  addedDaysAgo: z.int().min(0).max(MAX_ADDED_DAYS_AGO),
  /** The label's supplement facts, as the admin form takes them. */
  facts: SupplementFacts.optional(),
  flavors: z
    .array(FlavorContent)
    .min(MIN_PRODUCT_FLAVORS)
    .max(MAX_PRODUCT_FLAVORS)
    .superRefine((flavors, ctx) => {
      for (const name of duplicates(flavors.map((flavor) => flavor.name))) {
        ctx.addIssue({ code: 'custom', message: `two flavors are called ${name}` });
      }
    }),
});
export type ProductContent = z.infer<typeof ProductContent>;

/** What is wrong with a product's flavors' own facts: one without the product's, or a merged label the rules refuse. */
export function flavorFactsIssues(product: ProductContent): { path: (string | number)[]; message: string }[] {
  return product.flavors.flatMap((flavor, index) => {
    if (!flavor.facts) return [];
    const path = ['flavors', index, 'facts'];
    if (!product.facts)
      return [{ path, message: `${flavor.name} has facts of its own but the product has none` }];
    return flavorFactsProblems(product.facts, flavor.facts).map((problem) => ({
      path,
      message: `${flavor.name}: ${problem}`,
    }));
  });
}

/** content/products.json: the categories (in display order), the brands and the products. */
export const CatalogueFile = z
  .strictObject({
    /** Every category once; the first one is never missing. */
    categories: z.tuple([ProductCategory], ProductCategory),
    brands: z.array(BrandContent).min(1),
    products: z.array(ProductContent).min(1),
  })
  .superRefine((file, ctx) => {
    for (const name of duplicates(file.categories)) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: `the category ${name} appears twice` });
    }
    for (const name of productCategories.filter((category) => !file.categories.includes(category))) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: `the category ${name} is missing` });
    }
    for (const name of duplicates(file.brands.map((brand) => brand.name))) {
      ctx.addIssue({ code: 'custom', path: ['brands'], message: `two brands are called ${name}` });
    }
    const brandNames = new Set(file.brands.map((brand) => brand.name));
    file.products.forEach((product, index) => {
      for (const issue of flavorFactsIssues(product))
        ctx.addIssue({ code: 'custom', path: ['products', index, ...issue.path], message: issue.message });
      if (!brandNames.has(product.brand)) {
        ctx.addIssue({
          code: 'custom',
          path: ['products', index, 'brand'],
          message: `${product.brand} is not one of the brands`,
        });
      }
    });
    for (const name of duplicates(file.products.map((product) => product.name.en))) {
      ctx.addIssue({ code: 'custom', path: ['products'], message: `two products are called ${name}` });
    }
  });
export type CatalogueFile = z.infer<typeof CatalogueFile>;

// ---- search terms --------------------------------------------------------------------------

/**
 * content/search-terms.json: by a product's English name, the words shoppers type for it besides
 * its name, in both languages. The same limits as the admin's product form.
 */
export const SearchTermsFile = z.record(
  z.string(),
  z.array(z.string().trim().min(1).max(MAX_SEARCH_TERM_LENGTH)).max(MAX_SEARCH_TERMS),
);
export type SearchTermsFile = z.infer<typeof SearchTermsFile>;
