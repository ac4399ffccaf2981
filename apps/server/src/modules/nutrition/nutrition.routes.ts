import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorDto } from '@atlas/shared/contract/errors';
import { FoodDto, FoodQuery, MealPlanDto } from '@atlas/shared/contract/nutrition';
import { requestLanguage } from '../../lib/language';
import { sendPrepared } from '../../lib/prepared-json';

/**
 * The nutrition page's reference data: the food table and the meal planner's ten days. The spec
 * keeps them as constants in the client; served from memory here, they stay out of the page's
 * JavaScript and one table feeds the page and the diet engine alike.
 */
export const nutritionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['nutrition'];

  app.get(
    '/foods',
    {
      schema: {
        tags,
        summary:
          'The food table, values per 100 g, names in the requested language; ?search= matches either language, case-insensitively; ?limit= the first n (the number matching in X-Total-Count)',
        querystring: FoodQuery,
        response: { 200: z.array(FoodDto), 400: ErrorDto },
      },
    },
    async (request, reply) =>
      sendPrepared(
        request,
        reply,
        app.foods.foodsJson(requestLanguage(request), request.query.search, request.query.limit),
      ),
  );

  const mealPlans = async (request: FastifyRequest, reply: FastifyReply) =>
    sendPrepared(request, reply, app.foods.mealPlansJson(requestLanguage(request)));
  app.get(
    '/meal-plans',
    {
      schema: {
        tags,
        summary: "The meal planner's day for each of its ten goals, with each meal's totals",
        response: { 200: z.array(MealPlanDto) },
      },
    },
    mealPlans,
  );
  // the path the spec's own client asks (its development server's); not in the documentation
  app.get('/meal_plans', { schema: { hide: true } }, mealPlans);
};
