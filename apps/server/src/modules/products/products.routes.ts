// imports, error statuses and route declarations alike in shape to other routes files', as Fastify declares them; each route its own contract
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorDto } from '@atlas/shared/contract/errors';
import {
  FlavorStockUpdateInput,
  ProductDto,
  ProductFacetsDto,
  ProductIdParams,
  ProductListDto,
  ProductListQuery,
} from '@atlas/shared/contract/products';
import { requestLanguage } from '../../lib/language';
import { sendPrepared } from '../../lib/prepared-json';
import { guards } from '../../plugins/auth';
import { decrementFlavorStock } from './products.service';

// The public reads answer from the in-memory catalogue with bodies serialized once (and their
// ETags), so they cost neither a database round trip nor a serialization per request.
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary: 'Product listing with filters, sort and paging (total in X-Total-Count)',
        querystring: ProductListQuery,
        response: { 200: ProductListDto, 400: ErrorDto },
      },
    },
    async (request, reply) => {
      const answer = await app.catalogue.listJson(request.query, requestLanguage(request));
      // a search that found nothing is counted, for the admin's 'Searches with no results'
      if (request.query.q && answer.total === 0) app.searchMisses.record(request.query.q, request.ip);
      return sendPrepared(request, reply, answer);
    },
  );

  app.get(
    '/products/facets',
    {
      schema: {
        tags: ['products'],
        summary: 'Categories and brands with counts, and the discounted price range',
        response: { 200: ProductFacetsDto },
      },
    },
    async (request, reply) => sendPrepared(request, reply, await app.catalogue.facetsJson()),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product with its flavors',
        params: ProductIdParams,
        response: { 200: ProductDto, 400: ErrorDto, 404: ErrorDto },
      },
    },
    async (request, reply) =>
      sendPrepared(request, reply, await app.catalogue.getJson(request.params.id, requestLanguage(request))),
  );

  app.get(
    '/products/:id/related',
    {
      schema: {
        tags: ['products'],
        summary: 'Up to four other products of the same category',
        params: ProductIdParams,
        response: { 200: ProductListDto, 400: ErrorDto, 404: ErrorDto },
      },
    },
    async (request, reply) =>
      sendPrepared(
        request,
        reply,
        await app.catalogue.relatedJson(request.params.id, requestLanguage(request)),
      ),
  );

  app.patch(
    '/products/:id/flavors',
    {
      onRequest: guards.admin,
      schema: {
        tags: ['products'],
        summary: 'Take units of a flavor (admin; checkout decrements stock itself)',
        params: ProductIdParams,
        body: FlavorStockUpdateInput,
        response: {
          200: ProductDto,
          400: ErrorDto,
          401: ErrorDto,
          403: ErrorDto,
          404: ErrorDto,
          409: ErrorDto,
        },
      },
    },
    async (request) =>
      decrementFlavorStock(app.db, app.catalogue, request.params.id, request.body, requestLanguage(request)),
  );
};
