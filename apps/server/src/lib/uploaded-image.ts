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
