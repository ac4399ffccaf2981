import type { FastifyRequest } from 'fastify';
import type { FileStore } from './file-store/file-store';

/**
 * Files we serve that are not part of the build: generated demo images and uploads. They live
 * under `media/` in the shop's file store (DATA_DIR/media, or the bucket) and are served at /media/.
 */
export const MEDIA_URL_PREFIX = '/media/';

/** The file store's key of a media path (`/media/products/x.webp` or `products/x.webp`). */
export function mediaKey(path: string): string {
  return `media/${path.startsWith(MEDIA_URL_PREFIX) ? path.slice(MEDIA_URL_PREFIX.length) : path}`;
}

/** Writes a file under media/ and returns its public URL. `relative` uses forward slashes. */
export async function saveMedia(
  files: FileStore,
  relative: string,
  content: string | Buffer,
): Promise<string> {
  if (relative.includes('..') || relative.startsWith('/')) throw new Error(`unsafe media path: ${relative}`);
  await files.put(mediaKey(relative), content);
  return MEDIA_URL_PREFIX + relative;
}

/** Turns a stored image (a /media/ path or an external URL) into the URL an answer carries. */
export type MediaUrl = (path: string) => string;

/**
 * Answers and pages carry our own media root-relative (`/media/…`), so a page loads them from
 * whatever address it was opened at (localhost, 127.0.0.1, a LAN address, a proxy's name) and
 * the CSP's `img-src 'self'` holds. A client on another origin gets them absolute on the way
 * out (`absoluteMediaJson`, applied by plugins/absolute-media.ts). An external URL is kept.
 */
export const mediaUrl: MediaUrl = (path) => path;

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing else is echoed back. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin a request reached us at (`http://127.0.0.1:3000`), from its Host header (or
 * X-Forwarded-Host/-Proto with TRUST_PROXY); `fallback` (PUBLIC_URL) when the header is not a
 * plain host name or address with an optional port.
 */
export function requestOrigin(request: FastifyRequest, fallback: string): string {
  const host = request.host;
  return host && PLAIN_HOST.test(host) && /^https?$/.test(request.protocol)
    ? `${request.protocol}://${host}`
    : fallback;
}

/**
 * The JSON text with every URL of our own files (`/media/…`, `/assets/…` and receipts) made absolute
 * against `origin`. Only string values that start with one change: in JSON text a value's
 * opening quote follows `:`, `,` or `[`, and a quote inside a string is escaped, so text that
 * merely mentions "/media/" is left alone.
 */
export function absoluteMediaJson(json: string, origin: string): string {
  return json.includes('"/media/') || json.includes('"/assets/') || json.includes('"/api/receipts/')
    ? json.replace(/([:,[]\s*)"\/(media|assets|api\/receipts)\//g, `$1"${origin}/$2/`)
    : json;
}

/**
 * An image as stored: a URL of our own media (what the upload endpoint answered, absolute for a
 * client on another origin) becomes its /media/ path, so a change of address keeps it working;
 * any other URL is kept as given. `ownOrigins`: PUBLIC_URL and the address the request came to.
 */
export function storedMediaPath(url: string, ownOrigins: readonly string[]): string {
  for (const origin of ownOrigins) {
    const own = `${origin.replace(/\/$/, '')}${MEDIA_URL_PREFIX}`;
    if (url.toLowerCase().startsWith(own.toLowerCase())) return MEDIA_URL_PREFIX + url.slice(own.length);
  }
  return url;
}

/**
 * Where a request's answer must carry absolute media URLs: null for our own pages' requests
 * (the browser says `Sec-Fetch-Site: same-origin`), else the origin the request reached us at:
 * a client on another origin, an app or a script loads the images from there.
 */
export function absoluteMediaOrigin(request: FastifyRequest, publicUrl: string): string | null {
  return request.headers['sec-fetch-site'] === 'same-origin' ? null : requestOrigin(request, publicUrl);
}
