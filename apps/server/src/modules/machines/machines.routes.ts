import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { PHOTO_MAX_BYTES } from '@atlas/shared/contract/shop-constants';
import { IdentifierStatusDto, MachineIdentifyDto, TextOrJsonQuery } from '@atlas/shared/contract/nutrition';
import { errorReplies } from '../../lib/error-replies';
import { AppError } from '../../lib/app-error';
import { readOneFile } from '../../lib/uploaded-image';
import { requestLanguage } from '../../lib/language';
import { normalizePhoto } from '../../lib/machines/identifier';
import { machineHtml } from '../../lib/machines/machine-html';
import { perIpLimit } from '../../plugins/rate-limits';

const errors = errorReplies(400, 413, 415, 422, 429, 503);

/** Gym-machine identify: a photo in, the machine, how to use it and its muscle group out. */
export const machineRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exercises'];

  app.get(
    '/gym-machine/identify',
    {
      schema: {
        tags,
        summary: 'Whether photos can be identified on this shop, and by what',
        response: { 200: IdentifierStatusDto },
      },
    },
    async () => ({ available: app.machineIdentifier.kind !== 'none', kind: app.machineIdentifier.kind }),
  );

  app.post(
    '/gym-machine/identify',
    {
      config: perIpLimit(app, 10),
      schema: {
        tags,
        summary:
          'Identify the machine in a photo (multipart field "image", an image of at most 5 MB): HTML text, or with ?format=json the HTML and the machine',
        consumes: ['multipart/form-data'],
        querystring: TextOrJsonQuery,
        response: { 200: z.union([MachineIdentifyDto, z.string()]), ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError(
          ErrorCode.unsupportedMediaType,
          415,
          'Send the photo as multipart/form-data in the field "image"',
        );
      }
      const upload = await readOneFile(
        request,
        'image',
        PHOTO_MAX_BYTES,
        'Send the photo in the field "image"',
      );
      const photo = await normalizePhoto(upload);
      const machine = await app.machineIdentifier.identify(photo).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        request.log.warn({ err: error }, 'machine identify failed');
        throw new AppError(ErrorCode.unavailable, 503, 'Failed to identify image.');
      });
      if (!machine) {
        throw new AppError(
          ErrorCode.machineNotRecognised,
          422,
          'No gym machine we know is in this photo. Try a clearer photo of the whole machine.',
        );
      }
      const lang = requestLanguage(request);
      const html = machineHtml(machine, lang);
      if (request.query.format === 'json') {
        return { html, machine: { id: machine.id, name: machine.name[lang], muscle: machine.muscle } };
      }
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
};
