// imports, error statuses and route declarations alike in shape to other routes files', as Fastify declares them; each route its own contract
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
  CatalogueImportQuery,
  ImportFileParams,
  ImportPreviewDto,
} from '@atlas/shared/contract/admin-products';
import { MessageDto } from '@atlas/shared/contract/auth';
import { ErrorDto } from '@atlas/shared/contract/errors';
import { errorReplies } from '../../lib/error-replies';
import { AppError } from '../../lib/app-error';
import { auditActor } from '../../lib/audit';
import { readOneFile } from '../../lib/uploaded-image';
import { perIpLimit } from '../../plugins/rate-limits';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { requestOrigin } from '../../lib/media';
import { guards } from '../../plugins/auth';
import {
  addFlavor,
  adminProductListJson,
  createProduct,
  deleteFlavor,
  deleteProduct,
  setFlavorQuantity,
  updateProduct,
  type AdminMedia,
} from './admin-products.service';
import { sendSheet } from '../../lib/sheet-file';
import { sendPrepared } from '../../lib/prepared-json';
import { catalogueFile, sheetFileName } from './catalogue-sheet.service';
import { readSheetFile } from './catalogue-file';
import { applyImport, previewImport } from './catalogue-import.service';
import { importStamp, keepImportFiles, readImportFile } from './import-files';

const errors = errorReplies(400, 401, 403, 404, 409);
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Products and flavors for the admin (at the spec's paths, docs/api-compatibility.md); all
 * admin-only, every write audited in its transaction. The shop's read model hears each commit
 * through the database's notifications, so the shop shows a change as soon as it is answered.
 */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin products'];
  const media = (request: FastifyRequest): AdminMedia => ({
    absolute: app.mediaUrl,
    ownOrigins: [app.env.PUBLIC_URL, requestOrigin(request, app.env.PUBLIC_URL)],
  });
  // a spreadsheet leaves the site, as an e-mail does: its picture addresses are the shop's public ones
  const publicMedia = (path: string) => new URL(app.mediaUrl(path), app.env.PUBLIC_URL).href;

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
    async (request, reply) =>
      sendPrepared(request, reply, await adminProductListJson(app.catalogue, app.mediaUrl, request.query), {
        vary: 'Authorization',
        cacheControl: 'private, no-cache',
      }),
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
      const file = await catalogueFile(app.db, publicMedia, format);
      return sendSheet(reply, file, format, sheetFileName(format, app.now()));
    },
  );

  /** The uploaded spreadsheet of an import: one file in the field "file", at most 5 MB. */
  const uploadedSheet = async (request: FastifyRequest) => {
    if (!request.isMultipart())
      throw new AppError(
        ErrorCode.unsupportedMediaType,
        415,
        'Send the file as multipart/form-data in the field "file"',
      );
    const file = await readOneFile(request, 'file', IMPORT_MAX_BYTES, 'Send the file in the field "file"');
    return { file, sheet: await readSheetFile(file) };
  };
  const importSchema = (summary: string) => ({
    onRequest: guards.admin,
    config: perIpLimit(app, 20),
    schema: {
      tags,
      summary,
      consumes: ['multipart/form-data'],
      querystring: CatalogueImportQuery,
      response: { 200: ImportPreviewDto, 413: ErrorDto, 415: ErrorDto, 429: ErrorDto, ...errors },
    },
  });

  app.post(
    '/products/admin/import/preview',
    importSchema(
      'What importing the spreadsheet (CSV or XLSX, ≤ 5 MB, ≤ 10,000 rows) would create, change (old → new), leave and refuse, row by row; writes nothing',
    ),
    async (request) =>
      previewImport(
        app.db,
        request.query.mode,
        (await uploadedSheet(request)).sheet,
        media(request).ownOrigins,
      ),
  );

  app.post(
    '/products/admin/import',
    importSchema(
      'Imports the spreadsheet in one transaction (all or nothing) if it still leads to the confirmed preview (`expect`: its fingerprint; 409 when the catalogue changed meanwhile); one audit entry',
    ),
    async (request) => {
      if (!request.query.expect)
        throw AppError.badRequest('Preview the file first and send its fingerprint as expect');
      const { file, sheet } = await uploadedSheet(request);
      const stamp = importStamp(app.now());
      return applyImport(
        app.db,
        auditActor(request.user),
        request.query.mode,
        sheet,
        request.query.expect,
        media(request).ownOrigins,
        stamp,
        (tx) => keepImportFiles(app.files, stamp, file, () => catalogueFile(tx, publicMedia, 'csv')),
      );
    },
  );

  app.get(
    '/admin/imports/:stamp/:file',
    {
      onRequest: guards.admin,
      schema: {
        tags,
        summary:
          "A file an import kept: the spreadsheet as imported (file.csv or file.xlsx) or the catalogue just before it (before.csv); the import's audit entry names them",
        params: ImportFileParams,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const { stamp, file } = request.params;
      const bytes = await readImportFile(app.files, stamp, file);
      return reply
        .header('Content-Disposition', `attachment; filename="atlas-import-${stamp}-${file}"`)
        .header('Cache-Control', 'no-store')
        .type(
          file.endsWith('.xlsx')
            ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
            : 'text/csv; charset=utf-8',
        )
        .send(bytes as never);
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
