// imports, error statuses and route declarations alike in shape to other routes files', as Fastify declares them; each route its own contract
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuditListDto,
  AuditListQuery,
  DashboardDto,
  ImageKindQuery,
  UploadedImageDto,
} from '@atlas/shared/contract/admin';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { PHOTO_MAX_BYTES } from '@atlas/shared/contract/shop-constants';
import { errorReplies } from '../../lib/error-replies';
import { saveSizedImage } from '../../lib/admin-images';
import { AppError } from '../../lib/app-error';
import { readOneFile } from '../../lib/uploaded-image';
import { sendPage } from '../../lib/paged-reply';
import { guards } from '../../plugins/auth';
import { listAudit } from './audit.service';
import { dashboard } from './dashboard.service';

const errors = errorReplies(400, 401, 403, 413, 415);

/** The admin area's own reads (dashboard, activity) and its image uploads. All admin-only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/admin/dashboard',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary:
          'Totals with their change against last month, revenue by day for 30 days, flavors low in stock, searches that found nothing',
        response: { 200: DashboardDto, ...errors },
      },
    },
    async () => dashboard(app.db, app.searchMisses, app.now()),
  );

  app.get(
    '/admin/audit',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Every admin write, newest first (who, what, before and after); total in X-Total-Count',
        querystring: AuditListQuery,
        response: { 200: AuditListDto, ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await listAudit(app.db, request.query)),
  );

  app.post(
    '/admin/images',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary:
          'Upload a product, flavor or trainer image (multipart field "image", at most 5 MB): checked, resized, re-encoded as WebP; answers its URL',
        consumes: ['multipart/form-data'],
        querystring: ImageKindQuery,
        response: { 201: UploadedImageDto, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError(
          ErrorCode.unsupportedMediaType,
          415,
          'Send the image as multipart/form-data in the field "image"',
        );
      }
      const upload = await readOneFile(
        request,
        'image',
        PHOTO_MAX_BYTES,
        'Send the image in the field "image"',
      );
      const path = await saveSizedImage(app.files, request.query.kind, upload);
      reply.code(201);
      return { url: app.mediaUrl(path) };
    },
  );
};
