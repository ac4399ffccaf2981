/**
 * Product reviews (ratings, moderation, reports, helpful votes).
 *
 * Routes (under /api):
 *   GET    /products/{id}/reviews?sort=newest|helpful&page=1&limit=10   anyone: published reviews +
 *          the summary (ProductReviewsDto; X-Total-Count). A signed-in shopper's own votes show.
 *   GET    /products/{id}/reviews/mine                 signed in: their review (any status) and
 *          whether they may write one (MyReviewDto)
 *   POST   /products/{id}/reviews                      signed in, verified buyer: ReviewInput as
 *          JSON or multipart/form-data (the same fields, plus an optional file "photo") → 201 OwnReviewDto
 *   PUT    /products/{id}/reviews/mine                 the author: ReviewInput (JSON or multipart;
 *          `removePhoto` drops the photo) → OwnReviewDto; back to pending when moderation is on
 *   DELETE /products/{id}/reviews/mine                 the author → MessageDto (contract/auth.ts)
 *   PUT    /reviews/{reviewId}/helpful                 signed in, not the author → HelpfulDto
 *   DELETE /reviews/{reviewId}/helpful                 signed in: takes the vote back → HelpfulDto
 *   POST   /reviews/{reviewId}/reports                 anyone (rate-limited; once per shopper or
 *          address): ReportReviewInput → 201 ReportedDto
 *   GET    /admin/reviews?status=pending|published|rejected|reported&page&limit   admin → AdminReviewDto[]
 *          (X-Total-Count)
 *   POST   /admin/reviews/{reviewId}/approve           admin → AdminReviewDto
 *   POST   /admin/reviews/{reviewId}/reject            admin: RejectReviewInput → AdminReviewDto
 *   POST   /admin/reviews/{reviewId}/dismiss-reports   admin: clears its reports → AdminReviewDto
 *   DELETE /admin/reviews/{reviewId}                   admin → MessageDto
 *   GET    /admin/reviews/settings                     admin → ReviewSettingsDto
 *   PUT    /admin/reviews/settings                     admin: ReviewSettingsDto → ReviewSettingsDto
 *
 * Refusals (ErrorCode in error-codes.ts): REVIEW_NOT_ALLOWED 403 with `fields.reason` one of
 * reviewRefusals (never-bought, not-delivered, cancelled); REVIEW_EXISTS 409 (already-reviewed);
 * OWN_REVIEW 403 (a vote on one's own review); ALREADY_REPORTED 409.
 */
import { z } from 'zod';
import { languages } from '../rules/locale';
import { MAX_RATING, MIN_RATING, reviewRefusals, reviewStatuses, type ReviewRefusal } from '../rules/reviews';
import { multilineText, text } from './text';

export { reviewRefusals, reviewStatuses };
export type { ReviewRefusal, ReviewStatus } from '../rules/reviews';

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 4000;
export const REJECT_REASON_MAX = 500;
export const REPORT_NOTE_MAX = 500;
/** Reviews a page shows unless asked otherwise, and the most one page may ask for. */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_MAX_PAGE_SIZE = 50;

export const reviewSorts = ['newest', 'helpful'] as const;
/** The admin queue's tabs: a status, or every review with reports not yet dismissed. */
export const adminReviewFilters = ['pending', 'published', 'rejected', 'reported'] as const;
export const reportReasons = ['spam', 'offensive', 'off-topic', 'personal-info', 'fake', 'other'] as const;

export const reviewMessages = {
  notFound: 'Review not found',
  productNotFound: 'Product not found',
  refused: {
    'never-bought': 'Only shoppers who bought this product can review it.',
    'not-delivered': 'You can review this product once your order has been delivered.',
    cancelled: 'Your order of this product was cancelled, so you cannot review it.',
    'already-reviewed': 'You have already reviewed this product; edit your review instead.',
  } satisfies Record<ReviewRefusal, string>,
  flavorNotBought: 'Choose a flavor you received.',
  ownReview: 'You cannot vote on your own review.',
  alreadyReported: 'You have already reported this review.',
  photo: 'The photo must be a JPEG, PNG, WebP, GIF or AVIF image',
  photoField: 'Send the photo in the field "photo"',
  deleted: 'Review deleted',
} as const;

const ReviewIdParams = z.object({ reviewId: z.coerce.number().int().positive().max(2_147_483_647) });
export { ReviewIdParams };

/** A form's "true"/"false" (multipart) or a JSON boolean. */
const formBoolean = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' || v === '' ? false : v),
  z.boolean(),
);

/**
 * A review as written (POST and PUT). `lang` is told from the text's script when not sent.
 * `flavor` is the English key of a flavor the shopper received (from their delivered order
 * lines); when left out, the one of their latest delivered order.
 */
export const ReviewInput = z.object({
  rating: z.coerce
    .number({ error: 'rating is required' })
    .int('rating must be a whole number of stars')
    .min(MIN_RATING, `rating must be from ${MIN_RATING} to ${MAX_RATING}`)
    .max(MAX_RATING, `rating must be from ${MIN_RATING} to ${MAX_RATING}`),
  title: text({ error: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(REVIEW_TITLE_MAX, `title must be at most ${REVIEW_TITLE_MAX} characters`),
  text: multilineText({ error: 'text is required' })
    .trim()
    .min(1, 'text is required')
    .max(REVIEW_TEXT_MAX, `text must be at most ${REVIEW_TEXT_MAX} characters`),
  lang: z.enum(languages).optional(),
  flavor: text().trim().max(80).optional(),
  /** Edits only: drop the photo the review has (a new "photo" file replaces it anyway). */
  removePhoto: formBoolean.optional(),
});
export type ReviewInput = z.infer<typeof ReviewInput>;

export const ReviewListQuery = z.object({
  sort: z.enum(reviewSorts).default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(REVIEWS_MAX_PAGE_SIZE).default(REVIEWS_PAGE_SIZE),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

const count = z.number().int();

/** Average (one decimal) and count of published reviews, and how many gave each star. */
export const ReviewSummaryDto = z
  .object({
    average: z.number(),
    count,
    /** Published reviews per star: keys "1" to "5". */
    distribution: z.object({ 1: count, 2: count, 3: count, 4: count, 5: count }),
  })
  .meta({ id: 'ReviewSummary' });
export type ReviewSummaryDto = z.infer<typeof ReviewSummaryDto>;

/** A published review as anyone reads it. */
export const ReviewDto = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    rating: z.number().int(),
    title: z.string(),
    text: z.string(),
    lang: z.enum(languages),
    /** The flavor the author received: its English key, and its name in the requested language; null without flavors. */
    flavor: z.string().nullable(),
    flavorLabel: z.string().nullable(),
    /** First name and last initial ("Mona S."). */
    author: z.string(),
    /** Always true: only shoppers with a delivered order of the product can review it. */
    verifiedBuyer: z.boolean(),
    helpfulCount: count,
    /** The signed-in shopper voted it helpful (false for visitors). */
    votedHelpful: z.boolean(),
    /** Absolute URL of the photo, or null. */
    photo: z.string().nullable(),
    createdAt: z.string(),
    /** When the author last changed it; null when never edited. */
    editedAt: z.string().nullable(),
  })
  .meta({ id: 'Review' });
export type ReviewDto = z.infer<typeof ReviewDto>;

/** The author's own review, with where it stands. */
export const OwnReviewDto = ReviewDto.extend({
  status: z.enum(reviewStatuses),
  /** The admin's reason, when rejected. */
  rejectionReason: z.string().nullable(),
}).meta({ id: 'OwnReview' });
export type OwnReviewDto = z.infer<typeof OwnReviewDto>;

export const ProductReviewsDto = z
  .object({
    summary: ReviewSummaryDto,
    items: z.array(ReviewDto),
    /** Published reviews in all (also in X-Total-Count). */
    total: count,
    page: count,
    limit: count,
  })
  .meta({ id: 'ProductReviews' });
export type ProductReviewsDto = z.infer<typeof ProductReviewsDto>;

/** A flavor the shopper received, to choose from when writing. */
export const BoughtFlavorDto = z.object({ flavor: z.string(), label: z.string() });

export const MyReviewDto = z
  .object({
    review: OwnReviewDto.nullable(),
    /** May write a review now (a verified buyer without one). */
    canReview: z.boolean(),
    /** Why not, when canReview is false. */
    refusal: z.enum(reviewRefusals).nullable(),
    /** Flavors received in delivered orders, latest first (the first is the default). */
    flavors: z.array(BoughtFlavorDto),
    /** Whether a new or edited review waits for an admin before it shows. */
    moderation: z.boolean(),
  })
  .meta({ id: 'MyReview' });
export type MyReviewDto = z.infer<typeof MyReviewDto>;

export const HelpfulDto = z
  .object({ votedHelpful: z.boolean(), helpfulCount: count })
  .meta({ id: 'Helpful' });
export type HelpfulDto = z.infer<typeof HelpfulDto>;

export const ReportReviewInput = z.object({
  reason: z.enum(reportReasons, { error: `reason must be one of ${reportReasons.join(', ')}` }),
  note: multilineText()
    .trim()
    .max(REPORT_NOTE_MAX, `note must be at most ${REPORT_NOTE_MAX} characters`)
    .optional(),
});
export type ReportReviewInput = z.infer<typeof ReportReviewInput>;

export const ReportedDto = z.object({ reported: z.literal(true) }).meta({ id: 'Reported' });

// ---- admin ------------------------------------------------------------------------------------

export const AdminReviewListQuery = z.object({
  status: z.enum(adminReviewFilters).default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminReviewListQuery = z.infer<typeof AdminReviewListQuery>;

export const ReviewReportDto = z.object({
  reason: z.enum(reportReasons),
  note: z.string(),
  /** A signed-in shopper's e-mail, or null for a visitor. */
  reporterEmail: z.string().nullable(),
  at: z.string(),
});
export type ReviewReportDto = z.infer<typeof ReviewReportDto>;

export const AdminReviewDto = OwnReviewDto.extend({
  productName: z.string(),
  authorId: z.number().int(),
  authorEmail: z.string(),
  /** Reports not yet dismissed, newest first. */
  reports: z.array(ReviewReportDto),
}).meta({ id: 'AdminReview' });
export type AdminReviewDto = z.infer<typeof AdminReviewDto>;
export const AdminReviewListDto = z.array(AdminReviewDto);

export const RejectReviewInput = z.object({
  reason: text({ error: 'reason is required' })
    .trim()
    .min(1, 'reason is required')
    .max(REJECT_REASON_MAX, `reason must be at most ${REJECT_REASON_MAX} characters`),
});
export type RejectReviewInput = z.infer<typeof RejectReviewInput>;

/** On: reviews wait for an admin. Off: published at once. */
export const ReviewSettingsDto = z
  .object({ moderation: z.boolean({ error: 'moderation must be true or false' }) })
  .meta({ id: 'ReviewSettings' });
export type ReviewSettingsDto = z.infer<typeof ReviewSettingsDto>;
