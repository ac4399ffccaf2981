import type { ProductReviewsDto } from '@atlas/shared/contract/reviews';

/** Reviews a product page's schema.org Product carries (the newest). */
export const JSON_LD_REVIEWS = 5;

const rating = (value: number) => ({ '@type': 'Rating', ratingValue: value, bestRating: 5, worstRating: 1 });

/**
 * The page's schema.org objects with each Product (its `sku` is the product id) given its
 * `aggregateRating` and newest reviews, when it has published reviews and does not carry them already.
 */
export async function withReviewsJsonLd(
  jsonLd: object[],
  load: (productId: number) => Promise<ProductReviewsDto>,
): Promise<object[]> {
  return Promise.all(
    jsonLd.map(async (item) => {
      const product = item as { '@type'?: unknown; sku?: unknown; aggregateRating?: unknown };
      if (product['@type'] !== 'Product' || product.aggregateRating !== undefined) return item;
      if (typeof product.sku !== 'string' || !/^[1-9]\d{0,9}$/.test(product.sku)) return item;
      const { summary, items } = await load(Number(product.sku));
      if (summary.count === 0) return item;
      return {
        ...item,
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: summary.average,
          reviewCount: summary.count,
          bestRating: 5,
          worstRating: 1,
        },
        review: items.slice(0, JSON_LD_REVIEWS).map((review) => ({
          '@type': 'Review',
          author: { '@type': 'Person', name: review.author },
          datePublished: review.createdAt.slice(0, 10),
          reviewRating: rating(review.rating),
          name: review.title,
          reviewBody: review.text,
          inLanguage: review.lang,
        })),
      };
    }),
  );
}
