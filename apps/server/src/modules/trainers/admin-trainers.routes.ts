import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminTrainerDto,
  AdminTrainerIdParams,
  AdminTrainerInput,
  AdminTrainerListDto,
  AdminTrainerListQuery,
  TRAINER_NOT_FOUND,
} from '@atlas/shared/contract/admin-trainers';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { errorReplies } from '../../lib/error-replies';
import { removeSizedImage, saveSizedImage } from '../../lib/admin-images';
import { AppError } from '../../lib/app-error';
import { auditActor } from '../../lib/audit';
import { readMultipartForm, validationError } from '../../lib/multipart-form';
import { requestLanguage } from '../../lib/language';
import { requestOrigin, storedMediaPath } from '../../lib/media';
import { sendPage } from '../../lib/paged-reply';
import { guards } from '../../plugins/auth';
import {
  createTrainer,
  deleteTrainer,
  getAdminTrainer,
  listAdminTrainers,
  trainerExists,
  updateTrainer,
} from './admin-trainers.service';

const errors = errorReplies(400, 401, 403, 404, 413, 415);
const JSON_FIELDS = new Set(['faq', 'products']);

interface TrainerForm {
  input: AdminTrainerInput;
  /** The uploaded portrait's bytes (multipart field "image"), not yet checked. */
  upload?: Buffer;
}

/**
 * Reads a multipart trainer form (name, bio, image, and faq and products as JSON
 * strings when not empty) into the same input as the JSON body.
 */
async function readForm(request: FastifyRequest): Promise<TrainerForm> {
  const { fields, upload } = await readMultipartForm(request, 'image', 'Send the image in the field "image"');
  for (const name of JSON_FIELDS) {
    const value = fields[name];
    if (typeof value !== 'string') continue;
    if (value.trim() === '') {
      delete fields[name];
      continue;
    }
    try {
      fields[name] = JSON.parse(value) as unknown;
    } catch {
      const message = `${name} must be valid JSON`;
      throw new AppError(ErrorCode.validation, 400, `Invalid ${name}`, { [name]: message });
    }
  }
  const parsed = AdminTrainerInput.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  return { input: parsed.data, upload };
}

/**
 * Admin trainers: the admin list and the writes, admin-only and
 * audited. Each write reloads the training read model before it answers, so the public
 * directory shows the change to the next request.
 */
export const adminTrainerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin', 'trainers'];

  /** The form of a write, from JSON or multipart; a JSON request without a body is an empty form. */
  async function formOf(
    request: FastifyRequest,
    body: AdminTrainerInput | null | undefined,
  ): Promise<TrainerForm> {
    if (request.isMultipart()) return readForm(request);
    if (body) return { input: body };
    const parsed = AdminTrainerInput.safeParse({});
    if (!parsed.success) throw validationError(parsed.error);
    return { input: parsed.data };
  }

  /** The portrait as stored: the upload re-encoded, or the URL given; undefined when neither came. */
  async function imageOf(
    { input, upload }: TrainerForm,
    request: FastifyRequest,
  ): Promise<string | undefined> {
    if (upload) return saveSizedImage(app.files, 'trainer', upload);
    if (input.image === undefined) return undefined;
    return storedMediaPath(input.image ?? '', [
      app.env.PUBLIC_URL,
      requestOrigin(request, app.env.PUBLIC_URL),
    ]);
  }

  /** Runs a write; an upload it saved is removed again when the write fails. */
  async function writing<T>(form: TrainerForm, image: string | undefined, write: () => Promise<T>) {
    try {
      return await write();
    } catch (err) {
      if (form.upload) await removeSizedImage(app.files, image, 'trainers');
      throw err;
    }
  }

  app.get(
    '/trainers/admin',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary:
          'Trainers in both languages, newest first (admin); ?type=name|id&query= searches, page/limit (20) pages; total in X-Total-Count',
        querystring: AdminTrainerListQuery,
        response: { 200: AdminTrainerListDto, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listAdminTrainers(app.db, request.query, app.mediaUrl, requestLanguage(request))),
  );

  app.post(
    '/trainers',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary:
          'Add a trainer (admin): JSON, or multipart form data (name, bio, optional image file, nameAr, bioAr, specialty, specialtyAr, faq and products as JSON strings)',
        consumes: ['application/json', 'multipart/form-data'],
        body: AdminTrainerInput.nullish(),
        response: { 201: AdminTrainerDto, ...errors },
      },
    },
    async (request, reply) => {
      const form = await formOf(request, request.body);
      const image = await imageOf(form, request);
      const id = await writing(form, image, () =>
        createTrainer(app.db, auditActor(request.user), form.input, image ?? ''),
      );
      await app.training.refresh();
      reply.code(201);
      return getAdminTrainer(app.db, id, app.mediaUrl, requestLanguage(request));
    },
  );

  app.put(
    '/trainers/:id',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary:
          'Replace a trainer with its FAQs and products (admin): JSON, or multipart form data with the image file and faq and products as JSON strings',
        consumes: ['application/json', 'multipart/form-data'],
        params: AdminTrainerIdParams,
        body: AdminTrainerInput.nullish(),
        response: { 200: AdminTrainerDto, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const form = await formOf(request, request.body);
      if (!(await trainerExists(app.db, id))) throw AppError.notFound(TRAINER_NOT_FOUND);
      const image = await imageOf(form, request);
      await writing(form, image, () =>
        updateTrainer(app.db, auditActor(request.user), id, form.input, image),
      );
      await app.training.refresh();
      return getAdminTrainer(app.db, id, app.mediaUrl, requestLanguage(request));
    },
  );

  app.delete(
    '/trainers/:id',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Delete a trainer with its FAQs and product links (admin)',
        params: AdminTrainerIdParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await deleteTrainer(app.db, auditActor(request.user), request.params.id);
      await app.training.refresh();
      return { message: 'Trainer has been deleted' };
    },
  );
};
