import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PageFallback } from './errors';
import { MEDIA_URL_PREFIX } from '../lib/media';

const HASHED_ASSETS = '/static/';

/**
 * Serves the built SPA: hashed bundles under /static/ cached for a year, everything else
 * revalidated by ETag, and index.html for any client route. Never for /api/*.
 */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<PageFallback | undefined> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: serving the API only');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: true,
    // an unknown /api path is the API's JSON 404, never a file lookup
    allowedPath: (path) => path !== '/api' && !path.startsWith('/api/'),
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.replaceAll('\\', '/').includes(HASHED_ASSETS);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

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
    send: sendIndex,
  };
}

/** Generated and uploaded files (DATA_DIR/media) at /media/, revalidated by ETag. */
export async function registerMedia(app: FastifyInstance, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      res.header('Cache-Control', 'no-cache');
      res.header('X-Content-Type-Options', 'nosniff');
      // product images and avatars are public: other clients and hosts may show them
      res.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}
