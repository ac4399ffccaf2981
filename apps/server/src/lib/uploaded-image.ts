import type { FastifyRequest } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { AppError } from './app-error';

/** The formats an upload may be in, read from its bytes, never from its name or type header. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/**
 * An uploaded image checked by its content, decoded within a pixel budget (no decompression
 * bombs) and re-encoded by `encode`, so none of the upload's own bytes are kept or passed on.
 * Anything else (text, SVG, a broken file) is a 415 with `message`.
 */
export async function reencodeUpload(
  upload: Buffer,
  encode: (image: Sharp) => Sharp,
  message: string,
): Promise<Buffer> {
  try {
    const image = sharp(upload, { limitInputPixels: 40_000_000 });
    const { format } = await image.metadata();
    if (!format || !IMAGE_FORMATS.has(format)) throw new Error('not an image');
    return await encode(image.rotate()).toBuffer();
  } catch {
    throw new AppError(ErrorCode.unsupportedMediaType, 415, message);
  }
}

/**
 * The one file of a multipart upload, from `field` (other fields are ignored): a 400 with
 * `missing` when there is none there. Every part is read, so a second file is refused (413, as
 * the trainer form answers it) instead of silently dropped; over `maxBytes` is a 413 too.
 */
export async function readOneFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  missing: string,
): Promise<Buffer> {
  let upload: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
    if (part.type !== 'file') continue;
    const bytes = await part.toBuffer();
    if (part.fieldname === field) upload = bytes;
  }
  if (!upload) throw AppError.badRequest(missing);
  return upload;
}
