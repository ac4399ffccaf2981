import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorDto } from '@atlas/shared/contract/errors';
import {
  FlavorStockUpdateInput,
  ProductDto,
  ProductFacetsDto,
  ProductIdParams,
  ProductListDto,
  ProductListQuery,
  TOTAL_COUNT_HEADER,
} from '@atlas/shared/contract/products';
import { revalidate } from '../../lib/http-cache';
import { requestLanguage } from '../../lib/language';
import { guards } from '../../plugins/auth';
import {
  decrementFlavorStock,
  getProduct,
  listProducts,
  productFacets,
  relatedProducts,
} from './products.service';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      onSend: revalidate,
      schema: {
        tags: ['products'],
        summary: 'Product listing with filters, sort and paging (total in X-Total-Count)',
        querystring: ProductListQuery,
        response: { 200: ProductListDto, 400: ErrorDto },
      },
    },
    async (request, reply) => {
      const { items, total } = await listProducts(
        app.db,
        request.query,
        requestLanguage(request),
        app.mediaUrl,
      );
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );

  app.get(
    '/products/facets',
    {
      onSend: revalidate,
      schema: {
        tags: ['products'],
        summary: 'Categories and brands with counts, and the discounted price range',
        response: { 200: ProductFacetsDto },
      },
    },
    async () => productFacets(app.db),
  );

  app.get(
    '/products/:id',
    {
      onSend: revalidate,
      schema: {
        tags: ['products'],
        summary: 'One product with its flavors',
        params: ProductIdParams,
        response: { 200: ProductDto, 400: ErrorDto, 404: ErrorDto },
      },
    },
    async (request) => getProduct(app.db, request.params.id, requestLanguage(request), app.mediaUrl),
  );

  app.get(
    '/products/:id/related',
    {
      onSend: revalidate,
      schema: {
        tags: ['products'],
        summary: 'Up to four other products of the same category',
        params: ProductIdParams,
        response: { 200: ProductListDto, 400: ErrorDto, 404: ErrorDto },
      },
    },
    async (request) => relatedProducts(app.db, request.params.id, requestLanguage(request), app.mediaUrl),
  );

  app.patch(
    '/products/:id/flavors',
    {
      preHandler: guards.admin,
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
      decrementFlavorStock(app.db, request.params.id, request.body, requestLanguage(request), app.mediaUrl),
  );
};
