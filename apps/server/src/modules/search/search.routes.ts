// imports, error statuses and route declarations alike in shape to other routes files', as Fastify declares them; each route its own contract
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorDto } from '@atlas/shared/contract/errors';
import { SearchAlternativesDto, SearchQuery, SearchSuggestionsDto } from '@atlas/shared/contract/search';
import type { Language } from '@atlas/shared/rules/locale';
import { requestLanguage } from '../../lib/language';
import { prepareJson, sendPrepared, type PreparedJson } from '../../lib/prepared-json';
import { createSiteSearch } from './search.service';

/** Suggestion answers kept (typed prefixes repeat); all dropped when the catalogue or library changes. */
const KEPT_SUGGESTIONS = 2_000;

/**
 * The header's search as you type, and what the listing offers when a search finds nothing.
 * Answers go prepared (serialized once, compressed once, media made absolute for other origins),
 * as the catalogue's do.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = createSiteSearch(app.db, app.catalogue, app.training);
  const kept = new Map<string, PreparedJson>();
  let keptFor = '';

  const suggestionsJson = async (q: string, lang: Language): Promise<PreparedJson> => {
    const versions = `${app.catalogue.version}:${app.training.version}`;
    if (versions !== keptFor) {
      kept.clear();
      keptFor = versions;
    }
    const key = `${lang}\u0000${q}`;
    const hit = kept.get(key);
    if (hit) return hit;
    const answer = prepareJson(JSON.stringify(await search.suggestions(q, lang)));
    if (kept.size >= KEPT_SUGGESTIONS) kept.clear();
    kept.set(key, answer);
    return answer;
  };

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
    async (request, reply) =>
      sendPrepared(request, reply, await suggestionsJson(request.query.q, requestLanguage(request))),
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
    async (request, reply) =>
      sendPrepared(
        request,
        reply,
        prepareJson(JSON.stringify(await search.alternatives(request.query.q, requestLanguage(request)))),
      ),
  );
};
