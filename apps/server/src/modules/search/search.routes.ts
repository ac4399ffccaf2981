import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorDto } from '@atlas/shared/contract/errors';
import { SearchAlternativesDto, SearchQuery, SearchSuggestionsDto } from '@atlas/shared/contract/search';
import { requestLanguage } from '../../lib/language';
import { createSiteSearch } from './search.service';

/** The header's search as you type, and what the listing offers when a search finds nothing. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = createSiteSearch(app.db, app.catalogue, app.training);

  app.get(
    '/search/suggestions',
    {
      schema: {
        tags: ['products'],
        summary:
          'Search as you type: up to six products (best match first), the categories and brands of what matched, and trainers and exercises by name',
        querystring: SearchQuery,
        response: { 200: SearchSuggestionsDto, 400: ErrorDto },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return search.suggestions(request.query.q, requestLanguage(request));
    },
  );

  app.get(
    '/search/alternatives',
    {
      schema: {
        tags: ['products'],
        summary:
          "For a search that found nothing: the closest products ('did you mean') and the most popular products of the last 90 days",
        querystring: SearchQuery,
        response: { 200: SearchAlternativesDto, 400: ErrorDto },
      },
    },
    async (request) => search.alternatives(request.query.q, requestLanguage(request)),
  );
};
