import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Files we serve that are not part of the build: generated demo images now, uploads later.
 * They live under DATA_DIR/media and are served at /media/.
 */
export const MEDIA_URL_PREFIX = '/media/';

export function mediaDir(dataDir: string): string {
  return join(dataDir, 'media');
}

/** Writes a file under the media folder and returns its public URL. `relative` uses forward slashes. */
export async function saveMedia(
  dataDir: string,
  relative: string,
  content: string | Buffer,
): Promise<string> {
  if (relative.includes('..') || relative.startsWith('/')) throw new Error(`unsafe media path: ${relative}`);
  const path = join(mediaDir(dataDir), relative);
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, content);
  return MEDIA_URL_PREFIX + relative;
}

/** Turns a stored media path into the absolute URL clients load it from. */
export type MediaUrl = (path: string) => string;

/**
 * Media URLs in API answers are absolute (from PUBLIC_URL), so a client on another host loads
 * the same images. Empty stays empty; an already absolute URL (an external image) is kept.
 */
export function mediaUrlFor(publicUrl: string): MediaUrl {
  const base = publicUrl.replace(/\/$/, '');
  return (path) => (path.startsWith('/') && !path.startsWith('//') ? `${base}${path}` : path);
}
