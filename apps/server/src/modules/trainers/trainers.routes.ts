import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorDto } from '@atlas/shared/contract/errors';
import {
  TrainerDetailsDto,
  TrainerIdParams,
  TrainerListDto,
  TrainerListQuery,
} from '@atlas/shared/contract/training';
import { requestLanguage } from '../../lib/language';
import { sendPrepared } from '../../lib/prepared-json';

/** The trainers directory, answered from the training read model. */
export const trainerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trainers'];

  app.get(
    '/trainers',
    {
      schema: {
        tags,
        summary: 'Every trainer, oldest first (the directory shows them newest first); ?limit= the first n',
        querystring: TrainerListQuery,
        response: { 200: TrainerListDto, 400: ErrorDto },
      },
    },
    async (request, reply) =>
      sendPrepared(
        request,
        reply,
        await app.training.trainersJson(requestLanguage(request), request.query.limit),
      ),
  );

  app.get(
    '/trainers/:id',
    {
      schema: {
        tags,
        summary: 'One trainer with the recommended products resolved',
        params: TrainerIdParams,
        response: { 200: TrainerDetailsDto, 400: ErrorDto, 404: ErrorDto },
      },
    },
    async (request, reply) =>
      sendPrepared(
        request,
        reply,
        await app.training.trainerJson(request.params.id, requestLanguage(request)),
      ),
  );
};
