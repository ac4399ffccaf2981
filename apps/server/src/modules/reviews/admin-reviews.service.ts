import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  reviewMessages,
  type AdminReviewDto,
  type AdminReviewListQuery,
  type RejectReviewInput,
  type ReviewSettingsDto,
} from '@atlas/shared/contract/reviews';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { AppError } from '../../lib/app-error';
import type { MediaUrl } from '../../lib/media';
import type { Db } from '../../db/client';
import { openlyReported, reviewModeration, selectShownReviews, type ShownReview } from '../../db/reviews';
import { products, reviewReports, reviews, shopSettings, users } from '../../db/schema/index';
import { ownReviewDto } from './reviews.service';

function filterOf(status: AdminReviewListQuery['status']): SQL {
  return status === 'reported' ? openlyReported : eq(reviews.status, status);
}

/** The admin's queue: one status (oldest pending first, else newest first), or the reported ones. */
export async function listAdminReviews(
  db: Db,
  media: MediaUrl,
  query: AdminReviewListQuery,
): Promise<{ items: AdminReviewDto[]; total: number }> {
  const where = filterOf(query.status);
  const order = query.status === 'pending' ? asc(reviews.statusAt) : desc(reviews.statusAt);
  const [rows, [totals]] = await Promise.all([
    selectShownReviews(db)
      .where(where)
      .orderBy(order, desc(reviews.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { items: await adminDtos(db, media, rows), total: totals?.n ?? 0 };
}

async function adminDtos(db: Db, media: MediaUrl, rows: ShownReview[]): Promise<AdminReviewDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.review.id);
  const [extras, reports] = await Promise.all([
    db
      .select({ id: reviews.id, productName: products.nameEn, authorEmail: users.email })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(inArray(reviews.id, ids)),
    db
      .select({
        reviewId: reviewReports.reviewId,
        reason: reviewReports.reason,
        note: reviewReports.note,
        reporterEmail: users.email,
        at: reviewReports.createdAt,
      })
      .from(reviewReports)
      .leftJoin(users, eq(users.id, reviewReports.userId))
      .where(and(inArray(reviewReports.reviewId, ids), isNull(reviewReports.dismissedAt)))
      .orderBy(desc(reviewReports.createdAt), desc(reviewReports.id)),
  ]);
  const extra = new Map(extras.map((e) => [e.id, e]));
  return rows.map((row) => ({
    ...ownReviewDto(row, 'en', media),
    productName: extra.get(row.review.id)?.productName ?? '',
    authorId: row.review.userId,
    authorEmail: extra.get(row.review.id)?.authorEmail ?? '',
    reports: reports
      .filter((r) => r.reviewId === row.review.id)
      .map((r) => ({
        reason: r.reason as AdminReviewDto['reports'][number]['reason'],
        note: r.note,
        reporterEmail: r.reporterEmail,
        at: new Date(r.at).toISOString(),
      })),
  }));
}

async function adminReview(db: Db, media: MediaUrl, reviewId: number): Promise<AdminReviewDto> {
  const rows = await selectShownReviews(db).where(eq(reviews.id, reviewId));
  if (rows.length === 0) throw AppError.notFound(reviewMessages.notFound);
  return (await adminDtos(db, media, rows))[0]!;
}

/** What the audit log keeps of a review. */
function audited(review: AdminReviewDto) {
  return {
    id: review.id,
    productId: review.productId,
    authorId: review.authorId,
    rating: review.rating,
    title: review.title,
    text: review.text,
    status: review.status,
    rejectionReason: review.rejectionReason,
  };
}

/** Runs an admin change of one review in a transaction, audited with the review before and after. */
async function changeReview(
  db: Db,
  media: MediaUrl,
  actor: AuditActor,
  reviewId: number,
  action: 'review.approve' | 'review.reject' | 'review.dismiss-reports',
  change: (tx: Db) => Promise<unknown>,
): Promise<AdminReviewDto> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${reviews} where id = ${reviewId} for update`);
    const before = await adminReview(tx, media, reviewId);
    await change(tx);
    const after = await adminReview(tx, media, reviewId);
    await recordAudit(tx, actor, {
      action,
      entity: 'review',
      entityId: reviewId,
      before: audited(before),
      after: { ...audited(after), reports: after.reports.length },
    });
    return after;
  });
}

export function approveReview(db: Db, media: MediaUrl, actor: AuditActor, reviewId: number) {
  return changeReview(db, media, actor, reviewId, 'review.approve', (tx) =>
    tx
      .update(reviews)
      .set({ status: 'published', rejectionReason: null, statusAt: new Date() })
      .where(and(eq(reviews.id, reviewId), sql`${reviews.status} <> 'published'`)),
  );
}

export function rejectReview(
  db: Db,
  media: MediaUrl,
  actor: AuditActor,
  reviewId: number,
  input: RejectReviewInput,
) {
  return changeReview(db, media, actor, reviewId, 'review.reject', (tx) =>
    tx
      .update(reviews)
      .set({ status: 'rejected', rejectionReason: input.reason, statusAt: new Date() })
      .where(eq(reviews.id, reviewId)),
  );
}

/** The admin keeps the review as it is: its open reports leave the queue. */
export function dismissReports(db: Db, media: MediaUrl, actor: AuditActor, reviewId: number) {
  return changeReview(db, media, actor, reviewId, 'review.dismiss-reports', (tx) =>
    tx
      .update(reviewReports)
      .set({ dismissedAt: new Date() })
      .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.dismissedAt))),
  );
}

/** Deletes a review; returns its photo (to remove from the store). */
export async function deleteReviewAsAdmin(
  db: Db,
  media: MediaUrl,
  actor: AuditActor,
  reviewId: number,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const before = await adminReview(tx, media, reviewId);
    const [gone] = await tx
      .delete(reviews)
      .where(eq(reviews.id, reviewId))
      .returning({ photo: reviews.photo });
    if (!gone) throw AppError.notFound(reviewMessages.notFound);
    await recordAudit(tx, actor, {
      action: 'review.delete',
      entity: 'review',
      entityId: reviewId,
      before: audited(before),
    });
    return gone.photo;
  });
}

export async function reviewSettings(db: Db): Promise<ReviewSettingsDto> {
  return { moderation: await reviewModeration(db) };
}

/** Turns moderation on or off; reviews already waiting stay pending until an admin decides. */
export async function updateReviewSettings(
  db: Db,
  actor: AuditActor,
  input: ReviewSettingsDto,
): Promise<ReviewSettingsDto> {
  return db.transaction(async (tx) => {
    const before = await reviewSettings(tx);
    await tx
      .update(shopSettings)
      .set({ reviewModeration: input.moderation, updatedAt: new Date() })
      .where(eq(shopSettings.id, 1));
    await recordAudit(tx, actor, {
      action: 'review.settings',
      entity: 'review',
      entityId: 'settings',
      before,
      after: input,
    });
    return { moderation: input.moderation };
  });
}
