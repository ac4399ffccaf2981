import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserIdParams } from '@atlas/shared/contract/nutrition';
import {
  MemberSupplementPlanQuery,
  SupplementPlanDto,
  SupplementPlanQuery,
} from '@atlas/shared/contract/supplement-plan';
import { needsFromForm } from '@atlas/shared/rules/supplement-plan';
import { errorReplies } from '../../lib/error-replies';
import { requestLanguage } from '../../lib/language';
import { guards } from '../../plugins/auth';
import { sendPrepared } from '../../lib/prepared-json';
import { memberNeeds, supplementPlanJson } from './supplement-plan.service';

const errors = errorReplies(400, 401, 403, 404);

/** The shop sized to the shopper's plan: what fills their protein gap and training week, and what a month costs. */
export const supplementPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['supplement plan'];

  app.get(
    '/supplement-plan',
    {
      onRequest: guards.visitorOrSignedIn,
      schema: {
        tags,
        summary:
          'The products that fill the protein gap and the training week of the short form (weight, goal, training days), with servings, days a container lasts and the cost of a month',
        querystring: SupplementPlanQuery,
        response: { 200: SupplementPlanDto, ...errors },
      },
    },
    async (request, reply) => {
      const { weightKg, goal, trainingDays, allergenFree = [] } = request.query;
      const needs = {
        ...needsFromForm({ weightKg, goal, trainingDaysPerWeek: trainingDays }),
        avoid: allergenFree,
      };
      return sendPrepared(
        request,
        reply,
        await supplementPlanJson(app.catalogue, needs, 'form', requestLanguage(request)),
      );
    },
  );

  app.get(
    '/users/:id/supplement-plan',
    {
      onRequest: guards.selfOrAdmin,
      schema: {
        tags,
        summary:
          'The same, sized to the member’s latest diet plan (its daily protein and what its meals hold); 404 without one',
        params: UserIdParams,
        querystring: MemberSupplementPlanQuery,
        response: { 200: SupplementPlanDto, ...errors },
      },
    },
    async (request, reply) => {
      const needs = await memberNeeds(app.db, request.params.id, request.query.trainingDays);
      const answer = await supplementPlanJson(app.catalogue, needs, 'diet-plan', requestLanguage(request));
      // a member's own: never kept by a shared cache
      return sendPrepared(request, reply, answer, { cacheControl: 'private, no-cache' });
    },
  );
};
