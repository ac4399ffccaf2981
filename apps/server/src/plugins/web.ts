import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PageDataSource } from '@atlas/shared/contract/server-render';
import type { PageFallback } from './errors';
import { createPageRenderer } from './pages';
import { registerSeo } from './seo';
import { nutrientIds } from '@atlas/shared/rules/diet';
import { MEDIA_URL_PREFIX, mediaKey } from '../lib/media';
import { contentTypeOf, isSafeKey } from '../lib/file-store/file-store';
import { AppError } from '../lib/app-error';
import { addVary } from '../lib/http-cache';
import { acceptedEncoding, COMPRESS_FROM_BYTES, compressedOnce } from '../lib/prepared-json';

const HASHED_ASSETS = '/static/';
/** Our own pictures in the build (public/assets: the food groups, the cards, the logo). */
const PUBLIC_PICTURE = /\/assets\/.+\.(svg|png|webp|jpe?g|avif)(\.br|\.gz)?$/;

/**
 * Pictures that keep their names when they change: our drawings in the build (/assets/), which a
 * release may redraw, and the files at /media/ (an upload's name is new with every upload, but the
 * exercise drawings keep theirs: db/shop-content.ts). A day, not a year: within a visit and a
 * day's visits no picture is asked for again (a returning visitor's page, whose largest paint is
 * often one of them, waited a round trip for each 304), and a redrawn one shows within a day.
 */
const PICTURE_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Headers a hashed script, style or font does not need: those that only mean something on a
 * document (what it may load, frame or open) and those for revalidation. A page loads a dozen.
 */
const NEEDLESS_ON_HASHED_FILES = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  // a file whose name changes with its content is never revalidated or fetched in parts
  'etag',
  'last-modified',
  'accept-ranges',
];

/** Parts of the build that are not for browsers: the server renderer and Vite's manifest. */
const PRIVATE_BUILD_PATHS = ['/ssr/', '/.vite/'];

/**
 * Serves the built app: hashed bundles under /static/ cached for a year, everything else
 * revalidated by ETag, brotli/gzip files written at build time when the browser accepts them,
 * and a rendered page for any other path. Never for /api/*.
 */
export async function registerWeb(
  app: FastifyInstance,
  distDir: string,
  source: PageDataSource,
): Promise<PageFallback | undefined> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: serving the API only');
    return undefined;
  }
  const shareImages = app.env.CORS_ORIGINS.length > 0;
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // a route for each file the build wrote, found once at start (a deploy restarts the shop): the
    // catch-all route instead read the folder of every file it served, to refuse another spelling
    // of its name, and answered about half as many requests a second (docs/benchmarks.md)
    wildcard: false,
    globIgnore: ['ssr/**', '.vite/**', '**/*.br', '**/*.gz', 'robots.txt', 'sitemap.xml'],
    preCompressed: true,
    // an unknown /api path is the API's JSON 404, never a file lookup
    allowedPath: (path) =>
      path !== '/api' && !path.startsWith('/api/') && !PRIVATE_BUILD_PATHS.some((p) => path.startsWith(p)),
    cacheControl: false,
    setHeaders(res, filePath) {
      const path = filePath.replaceAll('\\', '/');
      const picture = PUBLIC_PICTURE.test(path);
      res.header(
        'Cache-Control',
        path.includes(HASHED_ASSETS)
          ? 'public, max-age=31536000, immutable'
          : picture
            ? PICTURE_CACHE_CONTROL
            : 'no-cache',
      );
      // our pictures are public like /media/: the clients CORS_ORIGINS allows may show them
      if (shareImages && picture) res.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(HASHED_ASSETS) && reply.statusCode === 200)
      for (const name of NEEDLESS_ON_HASHED_FILES) reply.removeHeader(name);
  });

  const pages = await createPageRenderer(app, {
    distDir,
    origin: app.env.PUBLIC_URL,
    source,
    dataVersion: async () => {
      await Promise.all([app.catalogue.settled(), app.training.settled()]);
      return `${app.catalogue.version}.${app.training.version}`;
    },
  });
  app.get('/', { schema: { hide: true } }, (request, reply) => pages.send(request, reply));
  registerSeo(app, {
    origin: app.env.PUBLIC_URL,
    publicPaths: pages.publicPaths,
    dataPaths: async () => [
      ...(await source.productIds()).map((id) => `/products/${id}`),
      ...(await source.trainingPaths()),
      ...nutrientIds.map((id) => `/nutrient/${id}`),
    ],
  });

  return {
    accepts(request) {
      const path = request.url.split('?')[0] ?? '/';
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      return (
        isPageRequest &&
        path !== '/api' &&
        !path.startsWith('/api/') &&
        !path.startsWith(HASHED_ASSETS) &&
        !path.startsWith(MEDIA_URL_PREFIX)
      );
    },
    send: (request, reply) => pages.send(request, reply),
  };
}

/**
 * Generated and uploaded files (media/ in the file store: DATA_DIR/media or the bucket) at
 * /media/, kept by the browser for a day and then revalidated by ETag. Every machine answers every
 * file, whichever machine stored it.
 */
export function registerMedia(app: FastifyInstance): void {
  app.get<{ Params: { '*': string } }>(
    `${MEDIA_URL_PREFIX}*`,
    { schema: { hide: true } },
    async (request, reply) => {
      const path = request.params['*'];
      if (!isSafeKey(mediaKey(path))) throw AppError.notFound('There is no such file');
      const ifNoneMatch = request.headers['if-none-match'];
      const opened = await app.files.open(
        mediaKey(path),
        typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined,
      );
      if (opened === null) throw AppError.notFound('There is no such file');
      reply.header('Cache-Control', PICTURE_CACHE_CONTROL);
      reply.header('X-Content-Type-Options', 'nosniff');
      // product images and avatars are public: other clients and hosts may show them
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (opened === 'not-modified') return reply.code(304).send();
      reply.header('ETag', opened.etag);
      const type = contentTypeOf(path);
      reply.type(type);
      // a drawing (SVG) kept in memory is compressed once, not for every visitor
      if (opened.bytes && type.startsWith('image/svg') && opened.bytes.length >= COMPRESS_FROM_BYTES) {
        addVary(reply, 'Accept-Encoding');
        const encoding = acceptedEncoding(request.headers['accept-encoding']);
        if (encoding)
          return reply
            .header('Content-Encoding', encoding)
            .send(await compressedOnce(opened.bytes, opened.bytes, encoding));
        return reply.send(opened.bytes);
      }
      return reply.send(opened.body);
    },
  );
}
