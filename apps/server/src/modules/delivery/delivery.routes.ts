// imports, error statuses and route declarations alike in shape to other routes files', as Fastify declares them; each route its own contract
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDeliveryDto,
  DeliveryConfigDto,
  DeliveryQuoteDto,
  DeliveryQuoteQuery,
  DeliveryZoneDto,
  DeliveryZoneInput,
  DeliveryZoneParams,
  ShopSettingsDto,
} from '@atlas/shared/contract/delivery';
import { MessageDto } from '@atlas/shared/contract/auth';
import { ErrorDto } from '@atlas/shared/contract/errors';
import { errorReplies } from '../../lib/error-replies';
import { auditActor } from '../../lib/audit';
import { requestLanguage } from '../../lib/language';
import { sendPrepared } from '../../lib/prepared-json';
import { guards } from '../../plugins/auth';
import {
  adminDelivery,
  createZone,
  deleteZone,
  DeliveryConfigCache,
  quote,
  updateSettings,
  updateZone,
} from './delivery.service';

const errors = errorReplies(400, 401, 403, 404, 409);

/** Delivery by governorate: the public zones and quote, and the admin's zones and shop settings. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['delivery'];
  const cache = new DeliveryConfigCache(app.db, () => app.now());

  app.get(
    '/delivery/zones',
    {
      schema: {
        tags,
        summary:
          'Delivery zones (fee, window in working days, governorates), the free-delivery threshold, the cash-on-delivery fee and the delivery calendar',
        response: { 200: DeliveryConfigDto },
      },
    },
    async (request, reply) => sendPrepared(request, reply, await cache.json(), { vary: 'Origin' }),
  );

  app.get(
    '/delivery/quote',
    {
      schema: {
        tags,
        summary:
          'What delivery costs and when it arrives: by governorate (ISO 3166-2:EG), the goods’ subtotal in EGP and the payment method',
        querystring: DeliveryQuoteQuery,
        response: { 200: DeliveryQuoteDto, 400: ErrorDto },
      },
    },
    async (request) => quote(await cache.get(), request.query, app.now(), requestLanguage(request)),
  );

  app.get(
    '/admin/delivery',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Delivery zones and shop settings',
        response: { 200: AdminDeliveryDto, ...errors },
      },
    },
    async () => adminDelivery(app.db),
  );

  app.put(
    '/admin/delivery/settings',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary:
          'Free-delivery threshold, cash-on-delivery fee, cut-off hour, days off, holidays, default zone and what receipts print (audited)',
        body: ShopSettingsDto,
        response: { 200: ShopSettingsDto, ...errors },
      },
    },
    async (request) => {
      const saved = await updateSettings(app.db, auditActor(request.user), request.body);
      cache.invalidate();
      return saved;
    },
  );

  app.post(
    '/admin/delivery/zones',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Add a delivery zone; the governorates listed move to it (audited)',
        body: DeliveryZoneInput,
        response: { 201: DeliveryZoneDto, ...errors },
      },
    },
    async (request, reply) => {
      const zone = await createZone(app.db, auditActor(request.user), request.body);
      cache.invalidate();
      return reply.code(201).send(zone);
    },
  );

  app.put(
    '/admin/delivery/zones/:zoneId',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary:
          'Edit a zone: names, fee, window, on/off and its governorates (those it loses fall to the default zone; audited)',
        params: DeliveryZoneParams,
        body: DeliveryZoneInput,
        response: { 200: DeliveryZoneDto, ...errors },
      },
    },
    async (request) => {
      const zone = await updateZone(app.db, auditActor(request.user), request.params.zoneId, request.body);
      cache.invalidate();
      return zone;
    },
  );

  app.delete(
    '/admin/delivery/zones/:zoneId',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Delete a zone that holds no governorate and is not the default (audited)',
        params: DeliveryZoneParams,
        response: { 200: MessageDto, ...errors },
      },
    },
    async (request) => {
      await deleteZone(app.db, auditActor(request.user), request.params.zoneId);
      cache.invalidate();
      return { message: 'Delivery zone deleted' };
    },
  );
};
