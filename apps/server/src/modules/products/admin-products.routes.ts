import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAddFlavorInput,
  AdminFlavorParams,
  AdminFlavorQuantityInput,
  AdminProductDto,
  AdminProductIdParams,
  AdminProductInput,
  AdminProductListDto,
  AdminProductListQuery,
  CatalogueExportQuery,
} from '@atlas/shared/contract/admin-products';
import { MessageDto } from '@atlas/shared/contract/auth';
import { ErrorDto } from '@atlas/shared/contract/errors';
import { TOTAL_COUNT_HEADER } from '@atlas/shared/contract/shop-constants';
import { auditActor } from '../../lib/audit';
import { requestOrigin } from '../../lib/media';
import { guards } from '../../plugins/auth';
import {
  addFlavor,
  createProduct,
  deleteFlavor,
  deleteProduct,
  listAdminProducts,
  setFlavorQuantity,
  updateProduct,
  type AdminMedia,
} from './admin-products.service';
import { catalogueFile, sheetFileName } from './catalogue-sheet.service';

const errors = { 400: ErrorDto, 401: ErrorDto, 403: ErrorDto, 404: ErrorDto, 409: ErrorDto };

/**
 * Products and flavors for the admin (spec 001 §7 admin products, at the spec's paths); all
 * admin-only, every write audited in its transaction. The shop's read model hears each commit
 * through the database's notifications, so the shop shows a change as soon as it is answered.
 */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin products'];
  const media = (request: FastifyRequest): AdminMedia => ({
    absolute: app.mediaUrl,
    ownOrigins: [app.env.PUBLIC_URL, requestOrigin(request, app.env.PUBLIC_URL)],
  });

  app.get(
    '/products/admin',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Products for the admin, newest first; search by type (name, brand, category, id) and query',
        querystring: AdminProductListQuery,
        response: { 200: AdminProductListDto, ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await listAdminProducts(app.db, app.mediaUrl, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );

  app.get(
    '/products/admin/export',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary:
          'The whole catalogue as a spreadsheet, one row per flavor: CSV (UTF-8 with BOM) or XLSX; cells that could run as formulas start with an apostrophe',
        querystring: CatalogueExportQuery,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      // a file leaves the site, as an e-mail does: its picture addresses are the shop's public ones
      const absolute = (path: string) => new URL(app.mediaUrl(path), app.env.PUBLIC_URL).href;
      const file = await catalogueFile(app.db, absolute, format);
      return reply
        .header('Content-Disposition', `attachment; filename="${sheetFileName(format, app.now())}"`)
        .header('Cache-Control', 'no-store')
        .type(
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .send(file as never);
    },
  );

  app.post(
    '/products/admin',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Add a product with its flavors',
        body: AdminProductInput,
        response: { 201: AdminProductDto, ...errors },
      },
    },
    async (request, reply) => {
      const product = await createProduct(
        app.db,
        media(request),
        auditActor(request.user),
        request.body,
        app.now(),
      );
      return reply.code(201).send(product);
    },
  );

  app.put(
    '/products/admin/:id',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Change a product; flavor data, when sent, replaces its flavors',
        params: AdminProductIdParams,
        body: AdminProductInput,
        response: { 200: AdminProductDto, ...errors },
      },
    },
    async (request) =>
      updateProduct(app.db, media(request), auditActor(request.user), request.params.id, request.body),
  );

  app.delete(
    '/products/:id/admin',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Delete a product (orders keep their lines)',
        params: AdminProductIdParams,
        response: { 200: MessageDto, ...errors },
      },
    },
    async (request) => {
      await deleteProduct(app.db, media(request), auditActor(request.user), request.params.id);
      return { message: 'Deleted!' };
    },
  );

  app.patch(
    '/products/:id/admin/flavors',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: "Set a flavor's stock",
        params: AdminProductIdParams,
        body: AdminFlavorQuantityInput,
        response: { 200: AdminProductDto, ...errors },
      },
    },
    async (request) =>
      setFlavorQuantity(app.db, media(request), auditActor(request.user), request.params.id, request.body),
  );

  app.delete(
    '/products/:id/admin/flavor/:flavor',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Delete a flavor (its name URL-encoded, matched case-insensitively)',
        params: AdminFlavorParams,
        response: { 200: AdminProductDto, ...errors },
      },
    },
    async (request) =>
      deleteFlavor(
        app.db,
        media(request),
        auditActor(request.user),
        request.params.id,
        request.params.flavor,
      ),
  );

  app.post(
    '/products/:id/admin/flavor',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary: 'Add a flavor (name, quantity and image URL required)',
        params: AdminProductIdParams,
        body: AdminAddFlavorInput,
        response: { 201: AdminProductDto, ...errors },
      },
    },
    async (request, reply) => {
      const product = await addFlavor(
        app.db,
        media(request),
        auditActor(request.user),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(product);
    },
  );
};
