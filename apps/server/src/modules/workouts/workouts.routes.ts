import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import {
  parsePlanType,
  planTypes,
  WorkoutDayParams,
  WorkoutDto,
  WorkoutFilterQuery,
  WorkoutIdParams,
  WorkoutInput,
  WorkoutListDto,
  WorkoutPlanParams,
  type PlanType,
} from '@atlas/shared/contract/training';
import { errorReplies } from '../../lib/error-replies';
import { AppError } from '../../lib/app-error';
import { requestLanguage } from '../../lib/language';
import { sendPrepared } from '../../lib/prepared-json';
import { guards } from '../../plugins/auth';
import { createWorkout, deleteWorkout, updateWorkout } from './workouts.service';

const readErrors = errorReplies(400, 404);
const writeErrors = errorReplies(400, 401, 403, 404, 409);

function planTypeOf(value: string | undefined, field: string): PlanType | undefined {
  if (value === undefined || value === '') return undefined;
  const planType = parsePlanType(value);
  if (!planType) {
    const message = `${field} must be one of ${planTypes.join(', ')}`;
    throw new AppError(ErrorCode.validation, 400, message, { [field]: message });
  }
  return planType;
}

/**
 * Workout programmes: each record is one day of a plan. Reads are public
 * and answered from memory; writes are admin-only (docs/api-compatibility.md).
 */
export const workoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['workouts'];

  app.get(
    '/workouts',
    { schema: { tags, summary: 'Every programme day, in plan order', response: { 200: WorkoutListDto } } },
    async (request, reply) =>
      sendPrepared(request, reply, await app.training.workoutsJson({}, requestLanguage(request))),
  );

  app.get(
    '/workouts/filter',
    {
      schema: {
        tags,
        summary: 'Programme days by plan type and/or day',
        querystring: WorkoutFilterQuery,
        response: { 200: WorkoutListDto, ...readErrors },
      },
    },
    async (request, reply) => {
      const planType = planTypeOf(request.query.planType, 'planType');
      const day = request.query.day || undefined;
      return sendPrepared(
        request,
        reply,
        await app.training.workoutsJson({ planType, day }, requestLanguage(request)),
      );
    },
  );

  app.get(
    '/workouts/plan/:planType',
    {
      schema: {
        tags,
        summary: "One plan's days (push-pull-legs, bro-split, upper-lower, home)",
        params: WorkoutPlanParams,
        response: { 200: WorkoutListDto, ...readErrors },
      },
    },
    async (request, reply) => {
      const planType = parsePlanType(request.params.planType);
      if (!planType) throw AppError.notFound('Plan not found');
      return sendPrepared(
        request,
        reply,
        await app.training.workoutsJson({ planType }, requestLanguage(request)),
      );
    },
  );

  app.get(
    '/workouts/day/:day',
    {
      schema: {
        tags,
        summary: "Every plan's days with this name (e.g. legs)",
        params: WorkoutDayParams,
        response: { 200: WorkoutListDto, ...readErrors },
      },
    },
    async (request, reply) =>
      sendPrepared(
        request,
        reply,
        await app.training.workoutsJson({ day: request.params.day }, requestLanguage(request)),
      ),
  );

  app.get(
    '/workouts/:id',
    {
      schema: {
        tags,
        summary: 'One programme day',
        params: WorkoutIdParams,
        response: { 200: WorkoutDto, ...readErrors },
      },
    },
    async (request) => app.training.workout(request.params.id, requestLanguage(request)),
  );

  app.post(
    '/workouts',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Add a programme day (admin)',
        body: WorkoutInput,
        response: { 201: WorkoutDto, ...writeErrors },
      },
    },
    async (request, reply) => {
      const id = await createWorkout(app.db, app.training, request.body);
      reply.code(201);
      return app.training.workout(id, requestLanguage(request));
    },
  );

  app.put(
    '/workouts/:id',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Replace a programme day (admin)',
        params: WorkoutIdParams,
        body: WorkoutInput,
        response: { 200: WorkoutDto, ...writeErrors },
      },
    },
    async (request) => {
      await updateWorkout(app.db, app.training, request.params.id, request.body);
      return app.training.workout(request.params.id, requestLanguage(request));
    },
  );

  app.delete(
    '/workouts/:id',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Delete a programme day (admin)',
        params: WorkoutIdParams,
        response: { 200: z.object({ message: z.string() }), ...writeErrors },
      },
    },
    async (request) => {
      await deleteWorkout(app.db, app.training, request.params.id);
      return { message: 'Workout deleted' };
    },
  );
};
