// imports, error statuses and route declarations alike in shape to other routes files', as Fastify declares them; each route its own contract
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CouponDto,
  CouponExportQuery,
  CouponInput,
  CouponListDto,
  OfferDto,
  OfferInput,
  OfferListDto,
  PromotionParams,
  PromotionStatusInput,
} from '@atlas/shared/contract/promotions';
import { errorReplies } from '../../lib/error-replies';
import { auditActor } from '../../lib/audit';
import { sendSheet } from '../../lib/sheet-file';
import { guards } from '../../plugins/auth';
import {
  createCoupon,
  createOffer,
  listCoupons,
  listOffers,
  setCouponStatus,
  setOfferStatus,
  updateCoupon,
  updateOffer,
} from './admin-promotions.service';
import { couponSheetName, couponsFile, couponUsesFile } from './coupon-sheet';

const errors = errorReplies(400, 401, 403, 404, 409);

/**
 * The admin's codes and automatic offers (docs/decisions/0019-promotions.md); every write audited
 * in its transaction. Shoppers meet them through the cart (`/cart/code`) and the catalogue.
 */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin promotions'];
  const admin = { onRequest: guards.admin };

  app.get(
    '/admin/coupons',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Every code, newest first, with its uses, discount given and revenue',
        response: { 200: CouponListDto, ...errors },
      },
    },
    async () => listCoupons(app.db),
  );

  app.get(
    '/admin/coupons/export',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The codes (what=codes) or every use of them (what=uses) as CSV or XLSX',
        querystring: CouponExportQuery,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const { format, what } = request.query;
      const file =
        what === 'codes'
          ? await couponsFile(await listCoupons(app.db), format)
          : await couponUsesFile(app.db, format);
      return sendSheet(reply, file, format, couponSheetName(what, format, app.now()));
    },
  );

  app.post(
    '/admin/coupons',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Create a code (an empty code draws a random one)',
        body: CouponInput,
        response: { 201: CouponDto, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCoupon(app.db, auditActor(request.user), request.body)),
  );

  app.put(
    '/admin/coupons/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Edit a code (its uses stay)',
        params: PromotionParams,
        body: CouponInput,
        response: { 200: CouponDto, ...errors },
      },
    },
    async (request) => updateCoupon(app.db, auditActor(request.user), request.params.id, request.body),
  );

  app.patch(
    '/admin/coupons/:id/status',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Pause, resume or end a code',
        params: PromotionParams,
        body: PromotionStatusInput,
        response: { 200: CouponDto, ...errors },
      },
    },
    async (request) =>
      setCouponStatus(app.db, auditActor(request.user), request.params.id, request.body.status),
  );

  app.get(
    '/admin/offers',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Every automatic offer, newest first',
        response: { 200: OfferListDto, ...errors },
      },
    },
    async () => listOffers(app.db),
  );

  app.post(
    '/admin/offers',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Create an automatic offer (a sale on a scope, or a quantity tier)',
        body: OfferInput,
        response: { 201: OfferDto, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createOffer(app.db, auditActor(request.user), request.body)),
  );

  app.put(
    '/admin/offers/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Edit an automatic offer',
        params: PromotionParams,
        body: OfferInput,
        response: { 200: OfferDto, ...errors },
      },
    },
    async (request) => updateOffer(app.db, auditActor(request.user), request.params.id, request.body),
  );

  app.patch(
    '/admin/offers/:id/status',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Pause, resume or end an automatic offer',
        params: PromotionParams,
        body: PromotionStatusInput,
        response: { 200: OfferDto, ...errors },
      },
    },
    async (request) =>
      setOfferStatus(app.db, auditActor(request.user), request.params.id, request.body.status),
  );
};
