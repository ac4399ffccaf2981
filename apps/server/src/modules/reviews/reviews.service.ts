import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import {
  reviewMessages,
  type HelpfulDto,
  type MyReviewDto,
  type OwnReviewDto,
  type ReportReviewInput,
  type ReviewInput,
} from '@atlas/shared/contract/reviews';
import { UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import type { Language } from '@atlas/shared/rules/locale';
import { detectLanguage, reviewEligibility, type ReviewRefusal } from '@atlas/shared/rules/reviews';
import { AppError } from '../../lib/app-error';
import type { MediaUrl } from '../../lib/media';
import { isUniqueViolation, type Db } from '../../db/client';
import { reviewDto, reviewModeration, selectShownReviews, type ShownReview } from '../../db/reviews';
import {
  orderItems,
  orders,
  productFlavors,
  reviewReports,
  reviews,
  reviewVotes,
} from '../../db/schema/index';

export interface ReviewContext {
  db: Db;
  media: MediaUrl;
  lang: Language;
}

export function ownReviewDto(shown: ShownReview, lang: Language, media: MediaUrl): OwnReviewDto {
  return {
    ...reviewDto(shown, lang, media),
    status: shown.review.status,
    rejectionReason: shown.review.status === 'rejected' ? shown.review.rejectionReason : null,
  };
}

async function findOwn(db: Db, userId: number, productId: number): Promise<ShownReview | undefined> {
  const [row] = await selectShownReviews(db, userId).where(
    and(eq(reviews.userId, userId), eq(reviews.productId, productId)),
  );
  return row;
}

/** The flavors the shopper received of the product and whether they may review it. */
async function eligibility(db: Db, userId: number, productId: number, hasReview: boolean) {
  const lines = await db
    .select({ orderStatus: orders.status, flavor: orderItems.flavor })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orderItems.productId, productId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return reviewEligibility(lines, hasReview);
}

function refused(refusal: ReviewRefusal): AppError {
  const message = reviewMessages.refused[refusal];
  return refusal === 'already-reviewed'
    ? new AppError(ErrorCode.reviewExists, 409, message)
    : new AppError(ErrorCode.reviewNotAllowed, 403, message, { reason: refusal });
}

/** The flavor a review names: one the shopper received (case as the order wrote it), by default the latest. */
function chosenFlavor(received: string[], wanted: string | undefined): string {
  if (wanted === undefined) return received[0] ?? UNFLAVORED;
  const match = received.find((f) => f.toLowerCase() === wanted.toLowerCase());
  if (!match) {
    throw new AppError(ErrorCode.validation, 400, reviewMessages.flavorNotBought, {
      flavor: reviewMessages.flavorNotBought,
    });
  }
  return match;
}

export async function myReview(
  { db, media, lang }: ReviewContext,
  userId: number,
  productId: number,
): Promise<MyReviewDto> {
  const own = await findOwn(db, userId, productId);
  const [{ refusal, flavors }, moderation, labels] = await Promise.all([
    eligibility(db, userId, productId, own !== undefined),
    reviewModeration(db),
    db
      .select({ name: productFlavors.name, nameAr: productFlavors.nameAr })
      .from(productFlavors)
      .where(eq(productFlavors.productId, productId)),
  ]);
  const arabic = new Map(labels.map((f) => [f.name, f.nameAr]));
  return {
    review: own ? ownReviewDto(own, lang, media) : null,
    canReview: refusal === null,
    refusal,
    flavors: flavors
      .filter((f) => f !== UNFLAVORED)
      .map((flavor) => ({ flavor, label: (lang === 'ar' && arabic.get(flavor)) || flavor })),
    moderation,
  };
}

/** What a new or edited review's status is: waiting for an admin, or shown at once. */
const statusAfterWrite = (moderation: boolean) => (moderation ? 'pending' : 'published');

export async function createReview(
  ctx: ReviewContext,
  userId: number,
  productId: number,
  input: ReviewInput,
  photo: string | null,
): Promise<OwnReviewDto> {
  const { db } = ctx;
  try {
    await db.transaction(async (tx) => {
      const { refusal, flavors } = await eligibility(tx, userId, productId, false);
      if (refusal) throw refused(refusal);
      const status = statusAfterWrite(await reviewModeration(tx));
      await tx.insert(reviews).values({
        productId,
        userId,
        rating: input.rating,
        title: input.title,
        body: input.text,
        lang: input.lang ?? detectLanguage(`${input.title}\n${input.text}`),
        flavor: chosenFlavor(flavors, input.flavor),
        photo,
        status,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw refused('already-reviewed');
    throw err;
  }
  return (await myOwn(ctx, userId, productId))!;
}

async function myOwn(ctx: ReviewContext, userId: number, productId: number) {
  const own = await findOwn(ctx.db, userId, productId);
  return own && ownReviewDto(own, ctx.lang, ctx.media);
}

/**
 * Changes the shopper's review; back to pending when moderation is on. `photo`: a new photo's
 * path, null to drop it, undefined to keep it. Returns the review and the photo it no longer shows.
 */
export async function updateReview(
  ctx: ReviewContext,
  userId: number,
  productId: number,
  input: ReviewInput,
  photo: string | null | undefined,
): Promise<{ review: OwnReviewDto; replacedPhoto: string | null }> {
  const { db } = ctx;
  const replacedPhoto = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
      .for('update');
    if (!current) throw AppError.notFound(reviewMessages.notFound);
    let flavor = current.flavor;
    if (input.flavor !== undefined && input.flavor.toLowerCase() !== current.flavor.toLowerCase()) {
      flavor = chosenFlavor((await eligibility(tx, userId, productId, false)).flavors, input.flavor);
    }
    const now = new Date();
    const status = statusAfterWrite(await reviewModeration(tx));
    await tx
      .update(reviews)
      .set({
        rating: input.rating,
        title: input.title,
        body: input.text,
        lang: input.lang ?? detectLanguage(`${input.title}\n${input.text}`),
        flavor,
        ...(photo !== undefined ? { photo } : {}),
        status,
        rejectionReason: null,
        editedAt: now,
        ...(status !== current.status ? { statusAt: now } : {}),
      })
      .where(eq(reviews.id, current.id));
    return photo !== undefined && current.photo !== photo ? current.photo : null;
  });
  return { review: (await myOwn(ctx, userId, productId))!, replacedPhoto };
}

/** Deletes the shopper's review; returns its photo (to remove from the store). */
export async function deleteReview(db: Db, userId: number, productId: number): Promise<string | null> {
  const [gone] = await db
    .delete(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
    .returning({ photo: reviews.photo });
  if (!gone) throw AppError.notFound(reviewMessages.notFound);
  return gone.photo;
}

async function publishedReview(db: Db, reviewId: number) {
  const [row] = await db
    .select({ userId: reviews.userId, helpfulCount: reviews.helpfulCount })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'published')));
  if (!row) throw AppError.notFound(reviewMessages.notFound);
  return row;
}

/** Votes the review helpful (`on`) or takes the vote back; once per shopper, never one's own. */
export async function setHelpful(db: Db, userId: number, reviewId: number, on: boolean): Promise<HelpfulDto> {
  const review = await publishedReview(db, reviewId);
  if (review.userId === userId) throw new AppError(ErrorCode.ownReview, 403, reviewMessages.ownReview);
  if (on) await db.insert(reviewVotes).values({ reviewId, userId }).onConflictDoNothing();
  else
    await db
      .delete(reviewVotes)
      .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId)));
  const { helpfulCount } = await publishedReview(db, reviewId);
  return { votedHelpful: on, helpfulCount };
}

/** Who reports: the signed-in shopper, or the visitor's address (kept only as a hash). */
export function reporterKey(userId: number | null, ip: string): string {
  if (userId !== null) return `user:${userId}`;
  return `ip:${createHash('sha256').update(ip).digest('hex').slice(0, 32)}`;
}

export async function reportReview(
  db: Db,
  reviewId: number,
  reporter: { userId: number | null; ip: string },
  input: ReportReviewInput,
): Promise<void> {
  await publishedReview(db, reviewId);
  try {
    await db.insert(reviewReports).values({
      reviewId,
      userId: reporter.userId,
      reporter: reporterKey(reporter.userId, reporter.ip),
      reason: input.reason,
      note: input.note ?? '',
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError(ErrorCode.alreadyReported, 409, reviewMessages.alreadyReported);
    throw err;
  }
}
