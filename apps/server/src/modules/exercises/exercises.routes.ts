import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorDto } from '@atlas/shared/contract/errors';
import { ExerciseDto, ExerciseListDto, ExerciseQuery, exerciseTypes } from '@atlas/shared/contract/training';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { AppError } from '../../lib/app-error';
import { requestLanguage } from '../../lib/language';
import { sendPrepared } from '../../lib/prepared-json';

/**
 * The exercise library: GET /home, /gym and /warm list a type's exercises
 * (summaries), `?muscle=` one muscle group's, and `?muscle=&exercise=` one exercise in full.
 */
export const exerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const type of exerciseTypes) {
    app.get(
      `/${type}`,
      {
        schema: {
          tags: ['exercises'],
          summary: `${type} exercises; ?muscle= for one muscle group, &exercise= (slug or name) for one exercise`,
          querystring: ExerciseQuery,
          response: { 200: z.union([ExerciseListDto, ExerciseDto]), 400: ErrorDto, 404: ErrorDto },
        },
      },
      async (request, reply) => {
        const { muscle, exercise } = request.query;
        const lang = requestLanguage(request);
        if (exercise) {
          if (!muscle) {
            throw new AppError(ErrorCode.validation, 400, 'muscle is required with exercise', {
              muscle: 'muscle is required with exercise',
            });
          }
          return sendPrepared(request, reply, await app.training.exerciseJson(type, muscle, exercise, lang));
        }
        return sendPrepared(request, reply, await app.training.exercisesJson(type, muscle, lang));
      },
    );
  }
};
