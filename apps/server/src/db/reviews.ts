import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  ProductReviewsDto,
  ReviewDto,
  ReviewListQuery,
  ReviewSummaryDto,
} from '@atlas/shared/contract/reviews';
import { UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import type { Language } from '@atlas/shared/rules/locale';
import { ratingAverage, reviewerName } from '@atlas/shared/rules/reviews';
import type { MediaUrl } from '../lib/media';
import type { Db } from './client';
import { productFlavors, reviewReports, reviews, reviewVotes, shopSettings, users } from './schema/index';

/**
 * The reads of reviews more than one part of the server needs: the product's page (the reviews
 * module, the page's JSON-LD) and the admin dashboard's counts.
 */

export type ReviewRow = typeof reviews.$inferSelect;

/** What a review is shown with: its author's names and its flavor's Arabic name. */
export const reviewExtras = {
  fName: users.fName,
  lName: users.lName,
  flavorAr: productFlavors.nameAr,
};
export interface ShownReview {
  review: ReviewRow;
  fName: string;
  lName: string;
  flavorAr: string | null;
  voted?: boolean;
}

/** reviews joined with what a review is shown with; add `.where(...)`. */
export function selectShownReviews(db: Db, viewerId: number | null = null) {
  return db
    .select({
      review: reviews,
      ...reviewExtras,
      voted:
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${reviewVotes} v where v.review_id = ${reviews.id} and v.user_id = ${viewerId})`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(
      productFlavors,
      and(eq(productFlavors.productId, reviews.productId), eq(productFlavors.name, reviews.flavor)),
    );
}

export function reviewDto(shown: ShownReview, lang: Language, media: MediaUrl): ReviewDto {
  const { review } = shown;
  const flavor = review.flavor === UNFLAVORED ? null : review.flavor;
  return {
    id: review.id,
    productId: review.productId,
    rating: review.rating,
    title: review.title,
    text: review.body,
    lang: review.lang,
    flavor,
    flavorLabel: flavor && lang === 'ar' ? shown.flavorAr || flavor : flavor,
    author: reviewerName(shown.fName, shown.lName),
    verifiedBuyer: true,
    helpfulCount: review.helpfulCount,
    votedHelpful: Boolean(shown.voted),
    photo: review.photo ? media(review.photo) : null,
    createdAt: new Date(review.createdAt).toISOString(),
    editedAt: review.editedAt ? new Date(review.editedAt).toISOString() : null,
  };
}

const published = (productId: number): SQL =>
  and(eq(reviews.productId, productId), eq(reviews.status, 'published'))!;

/** A page of the product's published reviews, newest or most helpful first. */
export async function publishedReviews(
  db: Db,
  productId: number,
  query: Pick<ReviewListQuery, 'sort' | 'page' | 'limit'>,
  viewerId: number | null,
): Promise<ShownReview[]> {
  const order =
    query.sort === 'helpful'
      ? [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)];
  return selectShownReviews(db, viewerId)
    .where(published(productId))
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

/** A page of the product's published reviews with the summary (GET /products/{id}/reviews). */
export async function productReviews(
  db: Db,
  media: MediaUrl,
  productId: number,
  query: ReviewListQuery,
  lang: Language,
  viewerId: number | null = null,
): Promise<ProductReviewsDto> {
  const [summary, rows] = await Promise.all([
    reviewSummary(db, productId),
    publishedReviews(db, productId, query, viewerId),
  ]);
  return {
    summary,
    items: rows.map((row) => reviewDto(row, lang, media)),
    total: summary.count,
    page: query.page,
    limit: query.limit,
  };
}

/** Average, count and the count of each star, of the product's published reviews. */
export async function reviewSummary(db: Db, productId: number): Promise<ReviewSummaryDto> {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(published(productId))
    .groupBy(reviews.rating);
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let sum = 0;
  let total = 0;
  for (const { rating, n } of rows) {
    distribution[rating as 1 | 2 | 3 | 4 | 5] = n;
    sum += rating * n;
    total += n;
  }
  return { average: ratingAverage(sum, total), count: total, distribution };
}

/** Whether new and edited reviews wait for an admin (shop_settings). */
export async function reviewModeration(db: Db): Promise<boolean> {
  const [row] = await db.select({ on: shopSettings.reviewModeration }).from(shopSettings);
  return row?.on ?? true;
}

/** Published reviews with reports not yet dismissed: the admin's 'reported' queue. */
export const openlyReported = sql`${reviews.status} = 'published' and exists (select 1 from ${reviewReports} rr where rr.review_id = ${reviews.id} and rr.dismissed_at is null)`;

/** The dashboard's counts: reviews waiting for an admin, and reported ones. */
export async function reviewQueueCounts(db: Db): Promise<{ pending: number; reported: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${reviews.status} = 'pending')`.mapWith(Number),
      reported: sql<number>`count(*) filter (where ${openlyReported})`.mapWith(Number),
    })
    .from(reviews);
  return { pending: row?.pending ?? 0, reported: row?.reported ?? 0 };
}
