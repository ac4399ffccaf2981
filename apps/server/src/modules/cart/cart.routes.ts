import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CartAddInput,
  CartDeleteInput,
  CartDto,
  CartLineInput,
  CartProductParams,
} from '@atlas/shared/contract/cart';
import { ErrorDto } from '@atlas/shared/contract/errors';
import { requestLanguage } from '../../lib/language';
import { guards } from '../../plugins/auth';
import { addToCart, clearCart, getCart, removeLine, removeOne } from './cart.service';

const errors = { 400: ErrorDto, 401: ErrorDto, 404: ErrorDto, 409: ErrorDto };

/** The signed-in shopper's cart. Every answer is the whole cart, priced by the server. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cart'];
  const me = (request: FastifyRequest) => request.user!.sub;

  app.get(
    '/cart',
    {
      onRequest: guards.authenticated,
      schema: { tags, summary: 'The cart', response: { 200: CartDto, ...errors } },
    },
    async (request) => getCart(app.db, me(request), requestLanguage(request), app.mediaUrl),
  );

  app.post(
    '/cart/add',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        summary: 'Add units of a product flavor (name, image and price in the body are ignored)',
        body: CartAddInput,
        response: { 200: CartDto, ...errors },
      },
    },
    async (request) => addToCart(app.db, me(request), request.body, requestLanguage(request), app.mediaUrl),
  );

  app.post(
    '/cart/remove-one',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        summary: 'One unit less of a line',
        body: CartLineInput,
        response: { 200: CartDto, ...errors },
      },
    },
    async (request) => removeOne(app.db, me(request), request.body, requestLanguage(request), app.mediaUrl),
  );

  app.delete(
    '/cart/:productId',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        summary: 'Remove a line (body selectedFlavor); without a flavor every line of the product',
        params: CartProductParams,
        body: CartDeleteInput,
        response: { 200: CartDto, ...errors },
      },
    },
    async (request) =>
      removeLine(
        app.db,
        me(request),
        request.params.productId,
        request.body?.selectedFlavor,
        requestLanguage(request),
        app.mediaUrl,
      ),
  );

  app.delete(
    '/cart',
    {
      onRequest: guards.authenticated,
      schema: { tags, summary: 'Empty the cart', response: { 200: CartDto, ...errors } },
    },
    async (request) => clearCart(app.db, me(request)),
  );
};
