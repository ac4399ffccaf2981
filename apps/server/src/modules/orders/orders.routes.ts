import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { ErrorDto } from '@atlas/shared/contract/errors';
import {
  IDEMPOTENCY_HEADER,
  IdempotencyHeaders,
  OrderDto,
  OrderListDto,
  PaypalOrderDto,
  PaypalOrderInput,
  PlaceOrderInput,
  ReceiptParams,
  ReceiptQuery,
  orderMessages,
} from '@atlas/shared/contract/orders';
import { UserIdParams } from '@atlas/shared/contract/users';
import { listUserOrders } from '../../db/orders';
import { errorReplies } from '../../lib/error-replies';
import { guestLinks } from '../../lib/guest-links';
import { isReceiptToken } from '../../lib/receipt-links';
import { acceptedSecrets } from '../../lib/secrets';
import { AppError } from '../../lib/app-error';
import { requestLanguage } from '../../lib/language';
import { createPaypalClient } from '../../lib/payments/paypal';
import { guards } from '../../plugins/auth';
import { cashOnDelivery, createOrder, type OrderDeps } from './orders.service';
import { guestRoutes } from './guest.routes';
import { createPaypalOrder, placePaypalOrder, type PaypalSettings } from './paypal-checkout';
import { startCaptureReconciler } from './paypal-reconcile';
import { receiptNotFound, receiptPdf } from './receipt';

const errors = errorReplies(400, 401, 402, 403, 404, 409, 502, 503);

/** What the order services need of the app, logging to `log` (a request's, or the app's). */
export const orderDeps = (app: FastifyInstance, log: FastifyBaseLogger): OrderDeps => ({
  db: app.db,
  mailer: app.mailer,
  log,
  media: app.mediaUrl,
  publicUrl: app.env.PUBLIC_URL,
  now: () => app.now(),
  receiptUrl: app.receiptUrl,
  guestLinks: guestLinks(acceptedSecrets(app.env)),
});

/** Orders: placing one is a single call that does everything in one transaction. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  const deps = (request: FastifyRequest) => orderDeps(app, request.log);
  const { env } = app;
  const paypal: PaypalSettings | null =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET && env.EGP_PER_PAYPAL_UNIT
      ? {
          client: createPaypalClient({
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            apiBase: env.PAYPAL_API_BASE,
          }),
          currency: env.PAYPAL_CURRENCY,
          egpPerUnit: env.EGP_PER_PAYPAL_UNIT,
        }
      : null;
  if (paypal) {
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stop = startCaptureReconciler(app.db, paypal.client, app.log);
    });
    app.addHook('onClose', async () => stop?.());
  }
  // the guest's checkout takes PayPal with the same settings (and reconciler)
  await app.register(guestRoutes, { paypal });
  const requirePaypal = () => {
    if (!paypal) throw new AppError(ErrorCode.notConfigured, 503, orderMessages.paypalOff);
    return paypal;
  };

  app.get(
    '/users/:id/orders',
    {
      onRequest: guards.selfOrAdmin,
      schema: {
        tags,
        summary: 'A user’s orders, newest first',
        params: UserIdParams,
        response: { 200: OrderListDto, ...errors },
      },
    },
    async (request) => listUserOrders(app.db, request.params.id, app.mediaUrl, app.receiptUrl),
  );

  app.post(
    '/users/:id/orders',
    {
      onRequest: guards.selfOrAdmin,
      schema: {
        tags,
        summary:
          'Place an order from the cart (cash on delivery, or capture an approved PayPal order). Send an Idempotency-Key header: a repeated key returns the same order.',
        params: UserIdParams,
        headers: IdempotencyHeaders,
        body: PlaceOrderInput,
        response: { 200: OrderDto, 201: OrderDto, ...errors },
      },
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      const lang = requestLanguage(request);
      const { body } = request;
      const result =
        body.paymentMethod === 'paypal'
          ? await placePaypalOrder(
              deps(request),
              requirePaypal(),
              request.params.id,
              { ...body, paypalOrderId: body.paypalOrderId! },
              key,
              lang,
            )
          : await createOrder(deps(request), request.params.id, body, cashOnDelivery, key, lang);
      reply.code(result.replayed ? 200 : 201);
      return result.order;
    },
  );

  app.post(
    '/payments/paypal/orders',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        summary:
          'Create the PayPal order for the cart delivered to the address named (server-side total with delivery, converted to PAYPAL_CURRENCY)',
        body: PaypalOrderInput,
        response: { 200: PaypalOrderDto, ...errors },
      },
    },
    async (request) =>
      createPaypalOrder(
        deps(request),
        requirePaypal(),
        request.user!.sub,
        request.body,
        requestLanguage(request),
      ),
  );

  app.get(
    '/receipts/:orderId',
    {
      schema: {
        tags,
        summary:
          'An order’s receipt as a PDF in the order’s language; the address (each order’s receiptUrl) carries a signed token, so it opens without signing in',
        params: ReceiptParams,
        querystring: ReceiptQuery,
        response: { 404: ErrorDto },
      },
    },
    async (request, reply) => {
      const { orderId } = request.params;
      if (!isReceiptToken(acceptedSecrets(app.env), orderId, request.query.token)) throw receiptNotFound();
      const pdf = await receiptPdf(app.db, orderId);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="atlas-receipt-${orderId}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Robots-Tag', 'noindex')
        .send(pdf as never);
    },
  );
};
