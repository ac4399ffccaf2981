import type { FastifyInstance } from 'fastify';
import type { PageDataSource } from '@atlas/shared/contract/server-render';
import type { MealPlanDto } from '@atlas/shared/contract/nutrition';
import { publicConfig } from '../lib/public-config';
import { productReviews } from '../db/reviews';

/** The server renderer's page data: the read models the API answers from, in-process. */
export function pageDataSource(app: FastifyInstance): PageDataSource {
  return {
    listProducts: async (query, lang) => {
      const page = await app.catalogue.list(query, lang);
      // a listing page opened at a search that finds nothing counts as the API's answer does;
      // the renderer knows no address, so such page loads count once per query and window
      if (query.q && page.total === 0) app.searchMisses.record(query.q, 'page');
      return page;
    },
    getProduct: (id, lang) => app.catalogue.get(id, lang),
    relatedProducts: (id, lang) => app.catalogue.related(id, lang),
    productFacets: () => app.catalogue.facets(),
    productReviews: async (id, query, lang) => {
      await app.catalogue.get(id, lang);
      return productReviews(app.db, app.mediaUrl, id, query, lang);
    },
    productIds: () => app.catalogue.productIds(),
    listTrainers: (lang, limit) => app.training.trainers(lang, limit),
    getTrainer: (id, lang) => app.training.trainer(id, lang),
    listExercises: (type, muscle, lang) => app.training.exercises(type, muscle, lang),
    getExercise: (type, muscle, exercise, lang) => app.training.exercise(type, muscle, exercise, lang),
    listWorkouts: (filter, lang) => app.training.workouts(filter, lang),
    trainingPaths: async () => {
      const exercises = await app.training.exercisePaths();
      const muscles = new Set(exercises.map((e) => `/exercises/${e.type}/${e.muscle}`));
      return [
        ...(await app.training.trainerIds()).map((id) => `/trainers/${id}`),
        ...muscles,
        ...exercises.map((e) => `/exercises/${e.type}/${e.muscle}/${e.slug}`),
      ];
    },
    listMealPlans: async (lang) => JSON.parse(app.foods.mealPlansJson(lang).body) as MealPlanDto[],
    publicConfig: async () => publicConfig(app),
  };
}
