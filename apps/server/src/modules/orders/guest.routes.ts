import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GuestLookupInput,
  GuestOrderDto,
  GuestOrderHeaders,
  GuestOrderInput,
  GuestOrderParams,
  GuestPaypalOrderInput,
  GuestQuoteDto,
  GuestQuoteInput,
  GuestTokenQuery,
} from '@atlas/shared/contract/guest';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { IDEMPOTENCY_HEADER, orderMessages, PaypalOrderDto } from '@atlas/shared/contract/orders';
import { errorReplies } from '../../lib/error-replies';
import { AppError } from '../../lib/app-error';
import { requestLanguage } from '../../lib/language';
import { perIpLimit, perKeyLimit } from '../../plugins/rate-limits';
import { guestOrderByToken, lookupGuestOrder, placeGuestOrder, quoteGuest } from './guest-orders.service';
import { orderDeps } from './orders.routes';
import { cashOnDelivery } from './orders.service';
import { createGuestPaypalOrder, placeGuestPaypalOrder, type PaypalSettings } from './paypal-checkout';

const errors = errorReplies(400, 404, 409, 429, 503);

/** Checkout without an account: public, rate-limited; the browser keeps the cart (contract/guest.ts). */
export const guestRoutes: FastifyPluginAsyncZod<{ paypal: PaypalSettings | null }> = async (app, options) => {
  const tags = ['guest checkout'];
  const deps = (request: FastifyRequest) => orderDeps(app, request.log);
  const requirePaypal = () => {
    if (!options.paypal) throw new AppError(ErrorCode.notConfigured, 503, orderMessages.paypalOff);
    return options.paypal;
  };

  app.post(
    '/guest/quote',
    {
      config: perIpLimit(app, 60),
      schema: {
        tags,
        summary:
          'Price a visitor’s cart (kept in the browser) with offers, a code and delivery, as a cart is priced',
        body: GuestQuoteInput,
        response: { 200: GuestQuoteDto, ...errors },
      },
    },
    async (request) => quoteGuest(deps(request), request.body, requestLanguage(request)),
  );

  app.post(
    '/guest/orders',
    {
      config: perIpLimit(app, 10),
      schema: {
        tags,
        summary:
          'Place an order without an account (cash on delivery, or capture an approved PayPal order). The Idempotency-Key header is required: a repeated key returns the same order.',
        headers: GuestOrderHeaders,
        body: GuestOrderInput,
        response: { 200: GuestOrderDto, 201: GuestOrderDto, ...errors },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const key = request.headers[IDEMPOTENCY_HEADER];
      const lang = requestLanguage(request);
      const { result, replayed } =
        body.paymentMethod === 'paypal'
          ? await placeGuestPaypalOrder(
              deps(request),
              requirePaypal(),
              { ...body, paypalOrderId: body.paypalOrderId! },
              key,
              lang,
            )
          : await placeGuestOrder(deps(request), body, cashOnDelivery, key, lang);
      reply.code(replayed ? 200 : 201);
      return result;
    },
  );

  app.post(
    '/guest/paypal/orders',
    {
      config: perIpLimit(app, 10),
      schema: {
        tags,
        summary:
          'Create the PayPal order for a visitor’s lines delivered to the address given (the server’s total, converted to PAYPAL_CURRENCY); then place it with POST /guest/orders',
        body: GuestPaypalOrderInput,
        response: { 200: PaypalOrderDto, ...errors },
      },
    },
    async (request) =>
      createGuestPaypalOrder(deps(request), requirePaypal(), request.body, requestLanguage(request)),
  );

  app.post(
    '/guest/orders/lookup',
    {
      config: perIpLimit(app, 10),
      // per order number too: many addresses guessing one order's contact get nowhere either
      preHandler: perKeyLimit(
        app,
        10,
        '1 hour',
        (request) => `order:${(request.body as GuestLookupInput).orderId}`,
      ),
      schema: {
        tags,
        summary: 'A guest order, when its number and the e-mail or mobile it was placed with both match',
        body: GuestLookupInput,
        response: { 200: GuestOrderDto, ...errors },
      },
    },
    async (request) => lookupGuestOrder(deps(request), request.body),
  );

  app.get(
    '/guest/orders/:orderId',
    {
      config: perIpLimit(app, 30),
      schema: {
        tags,
        summary: 'A guest order opened by its signed token (kept by the browser, carried by the e-mail)',
        params: GuestOrderParams,
        querystring: GuestTokenQuery,
        response: { 200: GuestOrderDto, ...errors },
      },
    },
    async (request) => guestOrderByToken(deps(request), request.params.orderId, request.query.token),
  );
};
