import { z } from 'zod';
import { ProductDto } from './products';
import { text } from './text';

/** GET /search/suggestions and /search/alternatives: what the shopper has typed so far. */
export const SearchQuery = z.object({ q: text().trim().min(1, 'q is required').max(100) });
export type SearchQuery = z.infer<typeof SearchQuery>;

/** A product as a suggestion shows it: thumbnail, name and price. */
export const SuggestedProductDto = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** EGP before and after the discount. */
  price: z.number(),
  discountedPrice: z.number(),
  inStock: z.boolean(),
});
export type SuggestedProductDto = z.infer<typeof SuggestedProductDto>;

const NamedCount = z.object({ name: z.string(), count: z.number().int() });

/** Search as you type, in the request's language: the shop first, then the training library. */
export const SearchSuggestionsDto = z
  .object({
    query: z.string(),
    /** Up to six, best match first. */
    products: z.array(SuggestedProductDto),
    /** How many products the listing will show for this query. */
    total: z.number().int(),
    /** Category keys (English, as `?category=` takes them), most matching products first. */
    categories: z.array(NamedCount),
    brands: z.array(NamedCount),
    trainers: z.array(z.object({ id: z.number().int(), name: z.string(), image: z.string() })),
    /** `path` is the exercise's page, e.g. /exercises/gym/chest/barbell-bench-press. */
    exercises: z.array(z.object({ id: z.number().int(), name: z.string(), path: z.string() })),
  })
  .meta({ id: 'SearchSuggestions' });
export type SearchSuggestionsDto = z.infer<typeof SearchSuggestionsDto>;

/** For a search that found nothing: the closest products ('did you mean') and the most popular. */
export const SearchAlternativesDto = z
  .object({
    didYouMean: z.array(ProductDto),
    popular: z.array(ProductDto),
  })
  .meta({ id: 'SearchAlternatives' });
export type SearchAlternativesDto = z.infer<typeof SearchAlternativesDto>;
