// imports, error statuses and route declarations alike in shape to other routes files', as Fastify declares them; each route its own contract
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageDto } from '@atlas/shared/contract/auth';
import {
  AdminReviewDto,
  AdminReviewListDto,
  AdminReviewListQuery,
  RejectReviewInput,
  ReviewIdParams,
  reviewMessages,
  ReviewSettingsDto,
} from '@atlas/shared/contract/reviews';
import { errorReplies } from '../../lib/error-replies';
import { removeSizedImage } from '../../lib/admin-images';
import { auditActor } from '../../lib/audit';
import { sendPage } from '../../lib/paged-reply';
import { guards } from '../../plugins/auth';
import {
  approveReview,
  deleteReviewAsAdmin,
  dismissReports,
  listAdminReviews,
  rejectReview,
  reviewSettings,
  updateReviewSettings,
} from './admin-reviews.service';

const errors = errorReplies(400, 401, 403, 404);

/** The admin's review queue and moderation setting (docs/decisions/0020-reviews.md); writes audited. */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin reviews'];
  const admin = { onRequest: guards.admin };

  app.get(
    '/admin/reviews',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Reviews by status (pending oldest first), or the reported ones, with their reports',
        querystring: AdminReviewListQuery,
        response: { 200: AdminReviewListDto, ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await listAdminReviews(app.db, app.mediaUrl, request.query)),
  );

  app.get(
    '/admin/reviews/settings',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Whether reviews wait for approval',
        response: { 200: ReviewSettingsDto, ...errors },
      },
    },
    async () => reviewSettings(app.db),
  );

  app.put(
    '/admin/reviews/settings',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Turn moderation on (reviews wait for approval) or off (published at once)',
        body: ReviewSettingsDto,
        response: { 200: ReviewSettingsDto, ...errors },
      },
    },
    async (request) => updateReviewSettings(app.db, auditActor(request.user), request.body),
  );

  app.post(
    '/admin/reviews/:reviewId/approve',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Publish a review',
        params: ReviewIdParams,
        response: { 200: AdminReviewDto, ...errors },
      },
    },
    async (request) => approveReview(app.db, app.mediaUrl, auditActor(request.user), request.params.reviewId),
  );

  app.post(
    '/admin/reviews/:reviewId/reject',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Reject a review with a reason its author sees',
        params: ReviewIdParams,
        body: RejectReviewInput,
        response: { 200: AdminReviewDto, ...errors },
      },
    },
    async (request) =>
      rejectReview(app.db, app.mediaUrl, auditActor(request.user), request.params.reviewId, request.body),
  );

  app.post(
    '/admin/reviews/:reviewId/dismiss-reports',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Keep a reported review: its reports leave the queue',
        params: ReviewIdParams,
        response: { 200: AdminReviewDto, ...errors },
      },
    },
    async (request) =>
      dismissReports(app.db, app.mediaUrl, auditActor(request.user), request.params.reviewId),
  );

  app.delete(
    '/admin/reviews/:reviewId',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Delete a review',
        params: ReviewIdParams,
        response: { 200: MessageDto, ...errors },
      },
    },
    async (request) => {
      const photo = await deleteReviewAsAdmin(
        app.db,
        app.mediaUrl,
        auditActor(request.user),
        request.params.reviewId,
      );
      if (photo) await removeSizedImage(app.files, photo, 'reviews');
      return { message: reviewMessages.deleted };
    },
  );
};
