import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderListQuery,
  AdminOrderParams,
  AdminOrderStatsDto,
  AdminOrderUpdateInput,
} from '@atlas/shared/contract/admin-orders';
import { OrderDto, OrderListDto } from '@atlas/shared/contract/orders';
import { errorReplies } from '../../lib/error-replies';
import { auditActor } from '../../lib/audit';
import { guestLinks } from '../../lib/guest-links';
import { acceptedSecrets } from '../../lib/secrets';
import { createPaymobClient, paymobConfigFromEnv } from '../../lib/payments/paymob';
import { sendPage } from '../../lib/paged-reply';
import { guards } from '../../plugins/auth';
import {
  adminOrderStats,
  cancelAdminOrder,
  listAdminOrders,
  updateAdminOrder,
  type AdminOrderDeps,
} from './admin-orders.service';

const errors = errorReplies(400, 401, 403, 404, 409, 502);

/** Admin orders and revenue; every route is admin-only. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin orders'];
  const paymobConfig = paymobConfigFromEnv(app.env);
  const paymob = paymobConfig ? createPaymobClient(paymobConfig) : null;
  const deps = (request: FastifyRequest): AdminOrderDeps => ({
    db: app.db,
    mailer: app.mailer,
    log: request.log,
    media: app.mediaUrl,
    publicUrl: app.env.PUBLIC_URL,
    receiptUrl: app.receiptUrl,
    guestLinks: guestLinks(acceptedSecrets(app.env)),
    paymob,
  });

  app.get(
    '/users/admin/orders',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary:
          'Every order, newest first (admin). Search with type=email|id|status|transactionId and query; filter by status; page and limit (default 20), total in X-Total-Count',
        querystring: AdminOrderListQuery,
        response: { 200: OrderListDto, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listAdminOrders(app.db, app.mediaUrl, app.receiptUrl, request.query)),
  );

  app.get(
    '/users/admin/order-stats',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Order count and revenue: all, active (not cancelled) and cancelled, in EGP (admin)',
        response: { 200: AdminOrderStatsDto, ...errors },
      },
    },
    async () => adminOrderStats(app.db),
  );

  app.put(
    '/users/admin/orders/:userId/:orderId',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary:
          'Edit an order: products (re-priced by the server; stock moves by the difference), address and status (admin). The customer is e-mailed when the status changes',
        params: AdminOrderParams,
        body: AdminOrderUpdateInput,
        response: { 200: OrderDto, ...errors },
      },
    },
    async (request) =>
      updateAdminOrder(deps(request), auditActor(request.user), request.params, request.body),
  );

  app.delete(
    '/users/admin/orders/:userId/:orderId',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary:
          'Cancel an order and return its stock (admin); the customer is e-mailed. A PayPal payment is not refunded by this call',
        params: AdminOrderParams,
        response: { 200: OrderDto, ...errors },
      },
    },
    async (request) => cancelAdminOrder(deps(request), auditActor(request.user), request.params),
  );
};
