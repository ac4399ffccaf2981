import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageDto } from '@atlas/shared/contract/auth';
import { ErrorDto } from '@atlas/shared/contract/errors';
import { ProductIdParams } from '@atlas/shared/contract/products';
import {
  HelpfulDto,
  MyReviewDto,
  OwnReviewDto,
  ProductReviewsDto,
  ReportedDto,
  ReportReviewInput,
  ReviewIdParams,
  ReviewInput,
  ReviewListQuery,
  reviewMessages,
} from '@atlas/shared/contract/reviews';
import { TOTAL_COUNT_HEADER } from '@atlas/shared/contract/shop-constants';
import { errorReplies } from '../../lib/error-replies';
import { removeSizedImage, saveSizedImage } from '../../lib/admin-images';
import { requestLanguage } from '../../lib/language';
import { readMultipartForm, validationError } from '../../lib/multipart-form';
import { sendPrepared } from '../../lib/prepared-json';
import { guards } from '../../plugins/auth';
import { perIpLimit, perUserLimit } from '../../plugins/rate-limits';
import {
  createReview,
  deleteReview,
  myReview,
  reportReview,
  setHelpful,
  updateReview,
  type ReviewContext,
} from './reviews.service';
import { reviewAnswers } from './review-answers';

const errors = errorReplies(400, 401, 403, 404, 409, 413, 415);
const REVIEWS_FOLDER = 'reviews';

interface ReviewForm {
  input: ReviewInput;
  /** The photo's bytes (multipart field "photo"), not yet checked. */
  upload?: Buffer;
}

/**
 * Shoppers' reviews of products (docs/decisions/0020-reviews.md): anyone reads the published
 * ones; verified buyers write one each; signed-in shoppers vote them helpful; anyone reports one.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];
  const context = (request: FastifyRequest): ReviewContext => ({
    db: app.db,
    media: app.mediaUrl,
    lang: requestLanguage(request),
  });
  const answers = reviewAnswers(app.db, app.mediaUrl, app.catalogue);
  app.addHook('onClose', async () => answers.stop());
  /** 404 'Product not found' for a product the catalogue does not have. */
  const productExists = (id: number) => app.catalogue.get(id, 'en');

  /** A write's review, from JSON or multipart (the same fields and a "photo" file). */
  async function formOf(request: FastifyRequest, body: ReviewInput | null | undefined): Promise<ReviewForm> {
    if (!request.isMultipart()) {
      const parsed = ReviewInput.safeParse(body ?? {});
      if (!parsed.success) throw validationError(parsed.error);
      return { input: parsed.data };
    }
    const { fields, upload } = await readMultipartForm(request, 'photo', reviewMessages.photoField);
    const parsed = ReviewInput.safeParse(fields);
    if (!parsed.success) throw validationError(parsed.error);
    return { input: parsed.data, upload };
  }

  /** Re-encodes the photo before the write; the saved file is removed again when the write fails. */
  async function withPhoto<T>(upload: Buffer | undefined, write: (photo: string | undefined) => Promise<T>) {
    const photo = upload
      ? await saveSizedImage(app.files, 'review', upload, {
          folder: REVIEWS_FOLDER,
          message: reviewMessages.photo,
        })
      : undefined;
    try {
      return await write(photo);
    } catch (err) {
      if (photo) await removeSizedImage(app.files, photo, REVIEWS_FOLDER);
      throw err;
    }
  }

  const forgetPhoto = async (photo: string | null) => {
    if (photo) await removeSizedImage(app.files, photo, REVIEWS_FOLDER);
  };

  app.get(
    '/products/:id/reviews',
    {
      onRequest: guards.visitorOrSignedIn,
      schema: {
        tags,
        summary: 'Published reviews of a product, newest or most helpful first, with the summary',
        params: ProductIdParams,
        querystring: ReviewListQuery,
        response: { 200: ProductReviewsDto, 400: ErrorDto, 401: ErrorDto, 404: ErrorDto },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await productExists(id);
      const lang = requestLanguage(request);
      const viewer = request.user?.sub;
      if (viewer === undefined)
        return sendPrepared(request, reply, await answers.publicJson(id, request.query, lang));
      const answer = await answers.forViewer(id, request.query, lang, viewer);
      reply.header(TOTAL_COUNT_HEADER, String(answer.total));
      reply.header('Cache-Control', 'private, no-cache');
      return answer;
    },
  );

  app.get(
    '/products/:id/reviews/mine',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        summary: "The shopper's own review of the product (any status) and whether they may write one",
        params: ProductIdParams,
        response: { 200: MyReviewDto, 400: ErrorDto, 401: ErrorDto, 404: ErrorDto },
      },
    },
    async (request) => {
      await productExists(request.params.id);
      return myReview(context(request), request.user!.sub, request.params.id);
    },
  );

  app.post(
    '/products/:id/reviews',
    {
      onRequest: guards.authenticated,
      preHandler: perUserLimit(app, 20, '1 hour'),
      config: perIpLimit(app, 30),
      schema: {
        tags,
        summary:
          'Write a review (verified buyers: a delivered order of the product); JSON or multipart with "photo"',
        params: ProductIdParams,
        consumes: ['application/json', 'multipart/form-data'],
        body: ReviewInput.nullish(),
        response: { 201: OwnReviewDto, ...errors },
      },
    },
    async (request, reply) => {
      const form = await formOf(request, request.body);
      await productExists(request.params.id);
      const review = await withPhoto(form.upload, (photo) =>
        createReview(context(request), request.user!.sub, request.params.id, form.input, photo ?? null),
      );
      return reply.code(201).send(review);
    },
  );

  app.put(
    '/products/:id/reviews/mine',
    {
      onRequest: guards.authenticated,
      preHandler: perUserLimit(app, 30, '1 hour'),
      config: perIpLimit(app, 30),
      schema: {
        tags,
        summary: 'Edit your review (back to pending when moderation is on); "removePhoto" drops the photo',
        params: ProductIdParams,
        consumes: ['application/json', 'multipart/form-data'],
        body: ReviewInput.nullish(),
        response: { 200: OwnReviewDto, ...errors },
      },
    },
    async (request) => {
      const form = await formOf(request, request.body);
      const { review, replacedPhoto } = await withPhoto(form.upload, (photo) =>
        updateReview(
          context(request),
          request.user!.sub,
          request.params.id,
          form.input,
          photo ?? (form.input.removePhoto ? null : undefined),
        ),
      );
      await forgetPhoto(replacedPhoto);
      return review;
    },
  );

  app.delete(
    '/products/:id/reviews/mine',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        summary: 'Delete your review',
        params: ProductIdParams,
        response: { 200: MessageDto, 400: ErrorDto, 401: ErrorDto, 404: ErrorDto },
      },
    },
    async (request) => {
      await forgetPhoto(await deleteReview(app.db, request.user!.sub, request.params.id));
      return { message: reviewMessages.deleted };
    },
  );

  for (const method of ['put', 'delete'] as const) {
    app[method](
      '/reviews/:reviewId/helpful',
      {
        onRequest: guards.authenticated,
        preHandler: perUserLimit(app, 120, '1 minute'),
        schema: {
          tags,
          summary:
            method === 'put'
              ? 'Vote a review helpful (once per shopper; not your own)'
              : 'Take back your helpful vote',
          params: ReviewIdParams,
          response: { 200: HelpfulDto, 400: ErrorDto, 401: ErrorDto, 403: ErrorDto, 404: ErrorDto },
        },
      },
      async (request) => setHelpful(app.db, request.user!.sub, request.params.reviewId, method === 'put'),
    );
  }

  app.post(
    '/reviews/:reviewId/reports',
    {
      onRequest: guards.visitorOrSignedIn,
      config: perIpLimit(app, 5),
      schema: {
        tags,
        summary: 'Report a review (once per shopper or address)',
        params: ReviewIdParams,
        body: ReportReviewInput,
        response: {
          201: ReportedDto,
          400: ErrorDto,
          401: ErrorDto,
          404: ErrorDto,
          409: ErrorDto,
          429: ErrorDto,
        },
      },
    },
    async (request, reply) => {
      await reportReview(
        app.db,
        request.params.reviewId,
        { userId: request.user?.sub ?? null, ip: request.ip },
        request.body,
      );
      return reply.code(201).send({ reported: true as const });
    },
  );
};
