// imports, error statuses and route declarations alike in shape to other routes files', as Fastify declares them; each route its own contract
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageDto } from '@atlas/shared/contract/auth';
import {
  CanRequestDto,
  DietFormInput,
  DietPlanResultDto,
  MeasurementDto,
  MeasurementInput,
  MeasurementListDto,
  MeasurementParams,
  TextOrJsonQuery,
  UserIdParams,
} from '@atlas/shared/contract/nutrition';
import { errorReplies } from '../../lib/error-replies';
import { requestLanguage } from '../../lib/language';
import { guards } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limits';
import {
  createDietPlan,
  deleteMeasurement,
  eligibility,
  latestMeasurement,
  listMeasurements,
  saveMeasurement,
  visitorDietPlan,
} from './diet.service';

const errors = errorReplies(400, 401, 403, 404, 409, 429);

/** The diet plan and the measurements history. */
export const dietRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/diet-plan',
    {
      onRequest: guards.visitorOrSignedIn,
      config: perIpLimit(app, 10),
      schema: {
        tags: ['nutrition'],
        summary:
          "The caller's diet plan of the month, saved as a measurement: its text (text/plain, the spec's answer), or with ?format=json the text, the figures and the measurement. A visitor gets the offline engine's plan, not saved (measurement null)",
        querystring: TextOrJsonQuery,
        body: DietFormInput,
        response: { 200: z.union([DietPlanResultDto, z.string()]), ...errors },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const result = !request.user
        ? await visitorDietPlan(app.foods, request.body, lang)
        : await createDietPlan(
            {
              db: app.db,
              foods: app.foods,
              ai: app.ai ? { client: app.ai, model: app.env.AI_MODEL } : null,
              log: request.log,
            },
            request.user.sub,
            request.body,
            lang,
            app.now(),
          );
      if (request.query.format === 'json') return result;
      return reply.type('text/plain; charset=utf-8').send(result.dietPlan);
    },
  );

  const tags = ['measurements'];
  const owner = { onRequest: guards.selfOrAdmin };

  app.get(
    '/users/:id/measurements/can-request',
    {
      ...owner,
      schema: {
        tags,
        summary:
          'Whether a diet plan may be asked for this calendar month (Cairo time), and if not, in how many days',
        params: UserIdParams,
        response: { 200: CanRequestDto, ...errors },
      },
    },
    async (request) => eligibility(app.db, request.params.id, app.now()),
  );

  app.get(
    '/users/:id/measurements',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Every measurement with its diet plan, newest first',
        params: UserIdParams,
        response: { 200: MeasurementListDto, ...errors },
      },
    },
    async (request) => listMeasurements(app.db, request.params.id),
  );

  app.get(
    '/users/:id/measurements/latest',
    {
      ...owner,
      schema: {
        tags,
        summary: 'The newest measurement (404 when there is none)',
        params: UserIdParams,
        response: { 200: MeasurementDto, ...errors },
      },
    },
    async (request) => latestMeasurement(app.db, request.params.id),
  );

  app.post(
    '/users/:id/measurements',
    {
      ...owner,
      schema: {
        tags,
        summary:
          'Store a measurement with its plan text, one a calendar month (409 after that); saving the plan just made by POST /diet-plan returns that record',
        params: UserIdParams,
        body: MeasurementInput,
        response: { 200: MeasurementDto, 201: MeasurementDto, ...errors },
      },
    },
    async (request, reply) => {
      const { dietPlan, date: _ignored, ...form } = request.body;
      const { measurement, created } = await saveMeasurement(
        app.db,
        request.params.id,
        { form, dietPlan, plan: null },
        app.now(),
      );
      return reply.code(created ? 201 : 200).send(measurement);
    },
  );

  app.delete(
    '/users/:id/measurements/:measurementId',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Delete one measurement',
        params: MeasurementParams,
        response: { 200: MessageDto, ...errors },
      },
    },
    async (request) => {
      await deleteMeasurement(app.db, request.params.id, request.params.measurementId);
      return { message: 'Measurement deleted' };
    },
  );
};
