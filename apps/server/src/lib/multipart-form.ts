import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { PHOTO_MAX_BYTES } from '@atlas/shared/contract/shop-constants';
import { AppError } from './app-error';

/** A multipart text field; a long text (or JSON of a form's lists) fits well within it. */
const FIELD_MAX_BYTES = 512 * 1024;

export interface MultipartForm {
  /** The text fields, as strings. */
  fields: Record<string, unknown>;
  /** The uploaded file's bytes (from `fileField`), not yet checked; undefined when none came. */
  upload?: Buffer;
}

/**
 * Reads a multipart form: its text fields and at most one file, which must come in `fileField`
 * (`wrongField` is the 400 otherwise). An empty file input of a browser form (a nameless, empty
 * part) is no file. Over the size limits is a 413; a broken body is a 400.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileField: string,
  wrongField: string,
): Promise<MultipartForm> {
  const fields: Record<string, unknown> = {};
  let upload: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 20, fieldSize: FIELD_MAX_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== fileField) throw AppError.badRequest(wrongField);
        if (bytes.length > 0 || part.filename) upload = bytes;
        continue;
      }
      if (part.valueTruncated) {
        throw new AppError(ErrorCode.payloadTooLarge, 413, `The field "${part.fieldname}" is too large`);
      }
      fields[part.fieldname] = part.value;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_INVALID_JSON_FIELD_ERROR') {
      throw AppError.badRequest('A field declared as JSON is not valid JSON');
    }
    if (typeof statusCode === 'number' && statusCode < 500) throw err;
    // busboy's own failures (a body cut short, a broken boundary) carry no status
    throw AppError.badRequest('The form data is malformed');
  }
  return { fields, upload };
}

/** A zod failure in the one error shape (the same as a route schema's, plugins/errors.ts). */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    fields[key] ??= issue.message;
  }
  return new AppError(ErrorCode.validation, 400, `Invalid ${Object.keys(fields).join(', ')}`, fields);
}
