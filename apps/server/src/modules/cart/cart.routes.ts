// imports, error statuses and route declarations alike in shape to other routes files', as Fastify declares them; each route its own contract
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
import { ApplyCodeInput, CartCodeDto } from '@atlas/shared/contract/promotions';
import { ReorderDto, ReorderParams } from '@atlas/shared/contract/reorder';
import { errorReplies } from '../../lib/error-replies';
import { requestLanguage } from '../../lib/language';
import { guards } from '../../plugins/auth';
import { perIpLimit, perUserLimit } from '../../plugins/rate-limits';
import { applyCartCode, getCartCode, removeCartCode } from './cart-code.service';
import { addToCart, clearCart, getCart, removeLine, removeOne } from './cart.service';
import { reorder } from './reorder.service';

/** Code attempts: per shopper and per address, so codes cannot be guessed by trying. */
const CODE_TRIES_PER_SHOPPER = 10;
const CODE_TRIES_PER_IP = 30;
const CODE_TRIES_WINDOW = '15 minutes';

/** Order again: a tap writes many lines at once, so it is bounded per shopper and per address. */
const REORDERS_PER_SHOPPER = 20;
const REORDERS_PER_IP = 60;
const REORDERS_WINDOW = '1 minute';

const errors = errorReplies(400, 401, 404, 409);

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

  app.get(
    '/cart/code',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        summary: 'The code on the cart and what it takes off the cart now (or why it does not apply)',
        response: { 200: CartCodeDto, ...errors },
      },
    },
    async (request) => getCartCode(app.db, me(request), requestLanguage(request), app.now()),
  );

  app.put(
    '/cart/code',
    {
      onRequest: guards.authenticated,
      preHandler: perUserLimit(app, CODE_TRIES_PER_SHOPPER, CODE_TRIES_WINDOW),
      config: perIpLimit(app, CODE_TRIES_PER_IP, CODE_TRIES_WINDOW),
      schema: {
        tags,
        summary:
          'Put a code on the cart (one per cart; case-insensitive). Refused with 400 COUPON_REFUSED and fields.reason: unknown, not-started, expired, used-up, below-minimum, not-for-these-products, on-offer, already-used or first-order-only',
        body: ApplyCodeInput,
        response: { 200: CartCodeDto, 429: ErrorDto, ...errors },
      },
    },
    async (request) =>
      applyCartCode(app.db, me(request), request.body.code, requestLanguage(request), app.now()),
  );

  app.delete(
    '/cart/code',
    {
      onRequest: guards.authenticated,
      schema: { tags, summary: 'Take the code off the cart', response: { 200: CartCodeDto, ...errors } },
    },
    async (request) => removeCartCode(app.db, me(request)),
  );

  app.delete(
    '/cart',
    {
      onRequest: guards.authenticated,
      schema: { tags, summary: 'Empty the cart', response: { 200: CartDto, ...errors } },
    },
    async (request) => clearCart(app.db, me(request)),
  );

  app.post(
    '/users/:id/orders/:orderId/reorder',
    {
      onRequest: guards.selfOrAdmin,
      preHandler: perUserLimit(app, REORDERS_PER_SHOPPER, REORDERS_WINDOW),
      config: perIpLimit(app, REORDERS_PER_IP, REORDERS_WINDOW),
      schema: {
        tags,
        summary:
          "Order again: put a past order's lines back in the user's cart at today's prices, as far as the catalogue and its stock allow. Answers each line's outcome (units added, reason when fewer than ordered: discontinued, flavor-removed, sold-out or limited; the unit price then and now) and the cart",
        params: ReorderParams,
        response: { 200: ReorderDto, 403: ErrorDto, 429: ErrorDto, ...errors },
      },
    },
    async (request) =>
      reorder(app.db, request.params.id, request.params.orderId, requestLanguage(request), app.mediaUrl),
  );
};
