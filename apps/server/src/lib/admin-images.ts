import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import {
  IMAGE_WIDTHS,
  sizedImageName,
  smallerWidths,
  widthVariantName,
} from '@atlas/shared/rules/responsive-image';
import type { FileStore } from './file-store/file-store';
import { MEDIA_URL_PREFIX, mediaKey, saveMedia } from './media';
import { reencodeUpload } from './uploaded-image';

/** What an uploaded image is for, and the box it is fitted into. */
export const imageBoxes = {
  product: { width: 1024, height: 1024, fit: 'inside' },
  // a flavor's picture takes the product picture's place on the details page
  flavor: { width: 1024, height: 1024, fit: 'inside' },
  trainer: { width: 640, height: 640, fit: 'cover' },
  avatar: { width: 256, height: 256, fit: 'cover' },
  // a shopper's photo of what they received, shown with their review
  review: { width: 1024, height: 1024, fit: 'inside' },
} as const;
export type ImageKind = keyof typeof imageBoxes;

export const ADMIN_IMAGE_MESSAGE = 'The image must be a JPEG, PNG, WebP, GIF or AVIF image';

/**
 * Saves an uploaded picture: checked by content, fitted into its kind's box without enlarging,
 * re-encoded as WebP, and stored with a copy at each standard width below its own
 * (`rules/responsive-image.ts` names them), so pages can offer a phone the small one. Returns
 * the media path of the largest copy (`/media/{folder}/….{w}x{h}.webp`).
 */
export async function saveSizedImage(
  files: FileStore,
  kind: ImageKind,
  upload: Buffer,
  {
    folder = `${kind}s`,
    name = `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`,
    message = ADMIN_IMAGE_MESSAGE,
  } = {},
): Promise<string> {
  const { width, height, fit } = imageBoxes[kind];
  const fitted = (image: Sharp) => image.resize(width, height, { fit, withoutEnlargement: true });
  const largest = await reencodeUpload(upload, (image) => fitted(image).webp({ quality: 82 }), message);
  return saveSizedPicture(files, `${folder}/${name}`, await sizedPicture(largest));
}

/** A WebP picture in its stored widths: the largest copy, and one at each standard width below it. */
export interface SizedPicture {
  width: number;
  height: number;
  largest: Buffer;
  copies: { width: number; bytes: Buffer }[];
}

/** The smaller copies of a WebP picture, made from the picture itself. */
export async function sizedPicture(largest: Buffer): Promise<SizedPicture> {
  const { width = 0, height = 0 } = await sharp(largest).metadata();
  const copies = await Promise.all(
    smallerWidths(width).map(async (w) => ({
      width: w,
      bytes: await sharp(largest).resize({ width: w }).webp({ quality: 80 }).toBuffer(),
    })),
  );
  return { width, height, largest, copies };
}

/** Writes a sized picture under media/`stem` and returns the media path of its largest copy. */
export async function saveSizedPicture(
  files: FileStore,
  stem: string,
  picture: SizedPicture,
): Promise<string> {
  const path = sizedImageName(stem, picture);
  for (const copy of picture.copies) await saveMedia(files, widthVariantName(path, copy.width), copy.bytes);
  return saveMedia(files, path, picture.largest);
}

/**
 * Removes one of our stored pictures with its smaller copies; anything that is not under
 * `/media/{folder}/` (a demo image, an external URL) is left alone.
 */
export async function removeSizedImage(files: FileStore, url: string | null | undefined, folder: string) {
  const prefix = `${MEDIA_URL_PREFIX}${folder}/`;
  if (!url?.startsWith(prefix) || url.includes('..')) return;
  const relative = url.slice(MEDIA_URL_PREFIX.length);
  await files.delete([relative, ...IMAGE_WIDTHS.map((w) => widthVariantName(relative, w))].map(mediaKey));
}
