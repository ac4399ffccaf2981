import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  StockAlertAnswerDto,
  StockAlertIdParams,
  StockAlertInput,
  StockAlertLinkDto,
  StockAlertLinkInput,
  StockAlertListDto,
  WantedFlavorListDto,
  WantedFlavorQuery,
} from '@atlas/shared/contract/stock-alerts';
import { errorReplies } from '../../lib/error-replies';
import { requestLanguage } from '../../lib/language';
import { guards } from '../../plugins/auth';
import { perEmailLimit, perIpLimit, perUserLimit } from '../../plugins/rate-limits';
import {
  askForAlert,
  cancelOwnAlert,
  confirmAlert,
  listOwnAlerts,
  unsubscribe,
  wantedFlavors,
} from './stock-alerts.service';

const errors = errorReplies(400, 401, 403, 404, 409, 429);

/** Back-in-stock alerts (docs/decisions/0021-back-in-stock-alerts.md); the sender lives in app.stockAlerts. */
export const stockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['stock alerts'];
  const ctx = app.stockAlerts.context;
  const perEmail = perEmailLimit(app, 3, '1 hour');
  const perUser = perUserLimit(app, 20, '1 hour');

  app.post(
    '/stock-alerts',
    {
      onRequest: guards.visitorOrSignedIn,
      preHandler: async (request, reply) =>
        request.user ? perUser.call(app, request, reply) : perEmail.call(app, request, reply),
      config: perIpLimit(app, 10),
      schema: {
        tags,
        summary:
          'E-mail me when this sold-out flavor is back: at once when signed in; a visitor gives an e-mail address and confirms it by the link sent to it',
        body: StockAlertInput,
        response: { 201: StockAlertAnswerDto, ...errors },
      },
    },
    async (request, reply) => {
      const { productId, flavor, email, lang } = request.body;
      const answer = await askForAlert(
        ctx,
        { productId, flavor, email, lang: lang ?? requestLanguage(request) },
        request.user?.sub ?? null,
      );
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/stock-alerts/confirm',
    {
      config: perIpLimit(app, 20),
      schema: {
        tags,
        summary: 'The confirmation link of a visitor’s alert (from its e-mail): the alert starts waiting',
        body: StockAlertLinkInput,
        response: { 200: StockAlertLinkDto, ...errors },
      },
    },
    async (request) => {
      const answer = await confirmAlert(ctx, request.body);
      void app.stockAlerts.drain().catch(() => 0);
      return answer;
    },
  );

  app.post(
    '/stock-alerts/unsubscribe',
    {
      config: perIpLimit(app, 20),
      schema: {
        tags,
        summary:
          'The unsubscribe link (from any alert e-mail): every open alert of that address is cancelled',
        body: StockAlertLinkInput,
        response: { 200: StockAlertLinkDto, ...errors },
      },
    },
    async (request) => unsubscribe(ctx, request.body),
  );

  app.get(
    '/stock-alerts',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        summary: 'The signed-in shopper’s alerts still waiting, newest first',
        response: { 200: StockAlertListDto, ...errors },
      },
    },
    async (request) => listOwnAlerts(app.db, request.user!.sub, requestLanguage(request), app.now()),
  );

  app.delete(
    '/stock-alerts/:alertId',
    {
      onRequest: guards.authenticated,
      schema: {
        tags,
        summary: 'Cancel one of the signed-in shopper’s alerts; answers those still waiting',
        params: StockAlertIdParams,
        response: { 200: StockAlertListDto, ...errors },
      },
    },
    async (request) => {
      await cancelOwnAlert(app.db, request.user!.sub, request.params.alertId);
      return listOwnAlerts(app.db, request.user!.sub, requestLanguage(request), app.now());
    },
  );

  app.get(
    '/admin/stock-alerts/wanted',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Sold-out flavors shoppers wait for, most waiting first (admin)',
        querystring: WantedFlavorQuery,
        response: { 200: WantedFlavorListDto, ...errors },
      },
    },
    async (request) =>
      wantedFlavors(app.db, { limit: request.query.limit, lang: requestLanguage(request) }, app.now()),
  );
};
