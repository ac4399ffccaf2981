import { z } from 'zod';
import { MAX_PRICE_EGP } from '../rules/admin-product';
import { text } from './text';
import { OfferBadgeDto } from './promotions';
import { allergenFreeParam } from './allergen-filter';
import { FlavorFactsOverride, SupplementFacts } from './supplement-facts';

import { MAX_PAGE_SIZE, pageSizes, productSorts, TOTAL_COUNT_HEADER, UNPAGED_CAP } from './shop-constants';

export { MAX_PAGE_SIZE, pageSizes, productSorts, TOTAL_COUNT_HEADER, UNPAGED_CAP };

const trimmed = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? undefined : v));

const money = z.coerce.number().min(0).max(MAX_PRICE_EGP).finite();

export const ProductListQuery = z
  .object({
    category: trimmed(80).optional(),
    brand: trimmed(80).optional(),
    q: trimmed(100).optional(),
    minPrice: money.optional(),
    maxPrice: money.optional(),
    sort: z.enum(productSorts).default('default'),
    /** Only products whose published reviews average this many stars or more ('4 stars & up'). */
    minRating: z.coerce.number().int().min(1).max(5).optional(),
    /** Only products free of these allergens, comma-separated ('milk,gluten'): their facts and every flavor's. */
    allergenFree: allergenFreeParam,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not exceed maxPrice',
    path: ['minPrice'],
  });
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductIdParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The spec's Product attributes that the shop's view and the admin's view answer alike. */
export const productAttributes = {
  available_size: z.string(),
  expiration_date: z.string().nullable(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  inStock: z.boolean(),
  quantity: z.number().int(),
  dateAdded: z.string(),
};

/** A product as the spec's clients read it, plus the server-computed discounted price. */
export const ProductDto = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    price: z.number().meta({ description: `EGP, two decimals, 0 to ${MAX_PRICE_EGP.toLocaleString('en')}` }),
    discount: z.number().int(),
    discountedPrice: z
      .number()
      .meta({ description: 'EGP after the discount, rounded half up to the piastre' }),
    category: z.string(),
    brand: z.string(),
    image: z.string(),
    product_images: z.record(z.string(), z.string()),
    available_flavors: z.array(z.string()),
    flavor_quantity: z.record(z.string(), z.number().int()),
    /** Display names of the flavors in the requested language (keys stay the English names). */
    flavor_labels: z.record(z.string(), z.string()),
    ...productAttributes,
    /** Present when an automatic offer (a sale) sets the price: its name, end and last day (OfferBadge). */
    offer: OfferBadgeDto.optional(),
    /** Published reviews: their average (one decimal) and count; absent when there are none. */
    rating: z.object({ average: z.number(), count: z.number().int() }).optional(),
    /** The label's supplement facts; absent when the shop has not entered them. */
    facts: SupplementFacts.optional(),
    /** A flavor's own facts where they differ from the product's (keys are the English flavor names). */
    flavor_facts: z.record(z.string(), FlavorFactsOverride).optional(),
    /** EGP for one serving at discountedPrice (rules/servings.ts); with facts only. */
    pricePerServing: z.number().optional(),
    /** EGP for 25 g of protein at discountedPrice; only when a serving holds 5 g of protein or more. */
    pricePer25gProtein: z.number().optional(),
  })
  .meta({ id: 'Product' });
export type ProductDto = z.infer<typeof ProductDto>;

export const ProductListDto = z.array(ProductDto);

export const ProductFacetsDto = z
  .object({
    categories: z.array(z.object({ name: z.string(), count: z.number().int() })),
    brands: z.array(z.object({ name: z.string(), count: z.number().int() })),
    minPrice: z.number(),
    maxPrice: z.number(),
  })
  .meta({ id: 'ProductFacets' });
export type ProductFacetsDto = z.infer<typeof ProductFacetsDto>;

/** PATCH /products/{id}/flavors: takes units of a flavor; admin only. */
export const FlavorStockUpdateInput = z.object({
  productId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  flavor: text({ error: 'flavor is required' }).trim().min(1, 'flavor is required').max(80),
  quantity: z.coerce
    .number({ error: 'quantity is required' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(100_000),
});
export type FlavorStockUpdateInput = z.infer<typeof FlavorStockUpdateInput>;

export const flavorStockMessages = {
  noFlavors: 'Product has no available flavors',
  unknownFlavor: (flavor: string) => `Flavor '${flavor}' does not exist for this product`,
  noQuantity: (flavor: string) => `Flavor '${flavor}' has no quantity set for this product`,
} as const;
