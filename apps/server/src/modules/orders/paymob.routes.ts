// imports, error statuses and route declarations alike in shape to other routes files', as Fastify declares them; each route its own contract
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { ErrorDto } from '@atlas/shared/contract/errors';
import {
  PaymobCheckoutDto,
  PaymobIntentionInput,
  PaymobPaymentDto,
  PaymobReferenceParams,
  paymobMessages,
} from '@atlas/shared/contract/paymob';
import {
  GuestPaymobIntentionInput,
  GuestPaymobPaymentDto,
  GuestTokenQuery,
} from '@atlas/shared/contract/guest';
import { errorReplies } from '../../lib/error-replies';
import { AppError } from '../../lib/app-error';
import { requestLanguage } from '../../lib/language';
import { requestOrigin } from '../../lib/media';
import { createPaymobClient, offeredMethods, paymobConfigFromEnv } from '../../lib/payments/paymob';
import { guards } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limits';
import { orderDeps } from './orders.routes';
import { handlePaymobCallback } from './paymob-callback';
import type { PaymobSettings } from './paymob-payments';
import {
  guestPaymobPaymentOf,
  paymobPaymentOf,
  startGuestPaymobPayment,
  startPaymobPayment,
} from './paymob-start';
import { startPaymobReconciler } from './paymob-reconcile';

const errors = errorReplies(400, 401, 403, 404, 409, 502, 503);

/** Paymob: cards, mobile wallets and kiosk payment (issue 23, decision 0016). Off unless configured. */
export const paymobRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];
  const deps = (request: FastifyRequest) => orderDeps(app, request.log);
  const config = paymobConfigFromEnv(app.env);
  const settings: PaymobSettings | null = config
    ? {
        client: createPaymobClient(config),
        hmacSecret: config.hmacSecret,
        methods: offeredMethods(config),
        kioskHours: app.env.PAYMOB_KIOSK_HOURS,
      }
    : null;
  if (settings) {
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stop = startPaymobReconciler(orderDeps(app, app.log), settings.client, Boolean(config?.apiKey));
    });
    app.addHook('onClose', async () => stop?.());
  }
  // our own pages come back to the address they were opened at; other clients to PUBLIC_URL
  const returnOrigin = (request: FastifyRequest) =>
    request.headers['sec-fetch-site'] === 'same-origin'
      ? requestOrigin(request, app.env.PUBLIC_URL)
      : app.env.PUBLIC_URL;
  const requirePaymob = () => {
    if (!settings) throw new AppError(ErrorCode.notConfigured, 503, paymobMessages.off);
    return settings;
  };

  app.post(
    '/payments/paymob/intentions',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        summary:
          'Start paying the cart through Paymob (card, wallet or kiosk): the server prices the cart, creates the intention and answers where to send the browser',
        body: PaymobIntentionInput,
        response: { 201: PaymobCheckoutDto, ...errors },
      },
    },
    async (request, reply) => {
      const started = await startPaymobPayment(
        deps(request),
        requirePaymob(),
        request.user!.sub,
        request.body,
        requestLanguage(request),
        returnOrigin(request),
      );
      reply.code(201);
      return started;
    },
  );

  app.get(
    '/payments/paymob/:reference',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        summary: 'Where a Paymob payment stands, as Paymob’s signed callbacks left it (its shopper only)',
        params: PaymobReferenceParams,
        response: { 200: PaymobPaymentDto, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return paymobPaymentOf(app.db, request.user!.sub, request.params.reference);
    },
  );

  app.post(
    '/guest/paymob/intentions',
    {
      config: perIpLimit(app, 10),
      schema: {
        tags: ['guest checkout'],
        summary:
          'Pay a visitor’s lines through Paymob (card, wallet or kiosk) without an account: the server prices them as a guest order, creates the intention and answers where to send the browser; Paymob’s callback writes the order',
        body: GuestPaymobIntentionInput,
        response: { 201: PaymobCheckoutDto, ...errors, 429: ErrorDto },
      },
    },
    async (request, reply) => {
      // alike to the member's start above, without an account: the guest's lines and contact are the body
      const started = await startGuestPaymobPayment(
        deps(request),
        requirePaymob(),
        request.body,
        requestLanguage(request),
        returnOrigin(request),
      );
      reply.code(201);
      return started;
    },
  );

  app.get(
    '/guest/paymob/:reference',
    {
      config: perIpLimit(app, 60),
      schema: {
        tags: ['guest checkout'],
        summary:
          'Where a guest’s Paymob payment stands, opened by the token signed for its reference (Paymob’s return address carries both); once its order exists, the token that opens it',
        params: PaymobReferenceParams,
        querystring: GuestTokenQuery,
        response: { 200: GuestPaymobPaymentDto, ...errors, 429: ErrorDto },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return guestPaymobPaymentOf(deps(request), request.params.reference, request.query.token);
    },
  );

  app.post(
    '/payments/paymob/callback',
    {
      schema: {
        tags,
        summary:
          'Paymob’s transaction-processed callback: read only when its HMAC-SHA512 (?hmac=) is Paymob’s signature',
        querystring: z.object({ hmac: z.string().max(256).optional() }),
        body: z.unknown(),
        response: { 200: z.object({ received: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await handlePaymobCallback(deps(request), requirePaymob(), request.body, request.query.hmac);
      return { received: true as const };
    },
  );
};
