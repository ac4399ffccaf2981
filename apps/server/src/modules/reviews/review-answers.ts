import type { ProductReviewsDto, ReviewListQuery } from '@atlas/shared/contract/reviews';
import type { Language } from '@atlas/shared/rules/locale';
import { inArray, and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import type { Catalogue } from '../../db/catalogue-read-model';
import { productReviews } from '../../db/reviews';
import { reviewVotes } from '../../db/schema/index';
import type { MediaUrl } from '../../lib/media';
import { prepareJson, type PreparedJson } from '../../lib/prepared-json';

/** Topic the reviews' triggers announce on the catalogue's channel (migration reviews_notice). */
export const REVIEWS_NOTICE = 'reviews';
/** An author renaming themselves is not announced: their name may show this long in kept pages. */
const KEEP_MS = 60_000;

interface Kept {
  dto: ProductReviewsDto;
  json: PreparedJson;
}

/**
 * The product pages' review lists, kept per product, sort, page and language: every visitor of a
 * product asks for the same first page. Any change to reviews (a write, a vote, a moderation, in
 * any process: the triggers announce '@reviews') or to the catalogue forgets them all; an answer
 * read while a change landed is not kept. A signed-in reader gets the kept page with their own
 * votes read in one small query.
 */
export function reviewAnswers(db: Db, media: MediaUrl, catalogue: Catalogue) {
  const kept = new LRUCache<string, Kept>({
    max: 2000,
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (k) => Math.max(1, k.json.body.length),
    ttl: KEEP_MS,
  });
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept.clear();
  };
  const stops = [catalogue.onNotice(REVIEWS_NOTICE, forget), catalogue.onChange(forget)];

  async function page(productId: number, query: ReviewListQuery, lang: Language): Promise<Kept> {
    const key = `${productId} ${query.sort} ${query.page} ${query.limit} ${lang}`;
    const hit = kept.get(key);
    if (hit) return hit;
    const before = generation;
    const dto = await productReviews(db, media, productId, query, lang);
    const answer = { dto, json: prepareJson(JSON.stringify(dto), dto.total) };
    if (generation === before) kept.set(key, answer);
    return answer;
  }

  return {
    /** The page as anyone sees it, serialized once. */
    async publicJson(productId: number, query: ReviewListQuery, lang: Language): Promise<PreparedJson> {
      return (await page(productId, query, lang)).json;
    },
    /** The page with `viewerId`'s own helpful votes marked. */
    async forViewer(
      productId: number,
      query: ReviewListQuery,
      lang: Language,
      viewerId: number,
    ): Promise<ProductReviewsDto> {
      const { dto } = await page(productId, query, lang);
      const ids = dto.items.map((review) => review.id);
      if (ids.length === 0) return dto;
      const voted = new Set(
        (
          await db
            .select({ id: reviewVotes.reviewId })
            .from(reviewVotes)
            .where(and(eq(reviewVotes.userId, viewerId), inArray(reviewVotes.reviewId, ids)))
        ).map((row) => row.id),
      );
      return {
        ...dto,
        items: dto.items.map((review) => ({ ...review, votedHelpful: voted.has(review.id) })),
      };
    },
    stop: () => stops.forEach((stop) => stop()),
  };
}
