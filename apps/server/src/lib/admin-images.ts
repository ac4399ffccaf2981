import { randomBytes } from 'node:crypto';
import { saveMedia } from './media';
import { reencodeUpload } from './uploaded-image';

/** What an uploaded catalogue image is for, and the box it is fitted into. */
export const adminImageSizes = {
  product: { width: 800, height: 800, fit: 'inside' },
  flavor: { width: 400, height: 400, fit: 'inside' },
  trainer: { width: 600, height: 600, fit: 'cover' },
} as const;
export type AdminImageKind = keyof typeof adminImageSizes;

export const ADMIN_IMAGE_MESSAGE = 'The image must be a JPEG, PNG, WebP, GIF or AVIF image';

/**
 * Saves an admin's upload (product, flavor or trainer picture): checked by content, fitted into
 * its box without enlarging, re-encoded as WebP under media/{kind}s/. Returns the media path
 * (`/media/…`); answers give it to clients through `app.mediaUrl`.
 */
export async function saveUploadedImage(
  dataDir: string,
  kind: AdminImageKind,
  upload: Buffer,
): Promise<string> {
  const { width, height, fit } = adminImageSizes[kind];
  const webp = await reencodeUpload(
    upload,
    (image) => image.resize(width, height, { fit, withoutEnlargement: true }).webp({ quality: 82 }),
    ADMIN_IMAGE_MESSAGE,
  );
  return saveMedia(
    dataDir,
    `${kind}s/${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.webp`,
    webp,
  );
}
