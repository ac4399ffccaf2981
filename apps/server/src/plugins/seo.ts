import type { FastifyInstance } from 'fastify';
import { languages } from '@atlas/shared/rules/locale';
import { escapeHtml } from '@atlas/shared/web/html';

/** Screens that belong to one shopper or to the admins: never worth a crawler's visit. */
const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/profile',
  '/cart',
  '/checkout',
  '/favorites',
  '/verify-email',
  '/stock-alerts',
];

/**
 * /robots.txt and /sitemap.xml: every public page, product, trainer and exercise page, in both
 * languages (`?lang=` selects one; each entry names its alternates).
 */
export function registerSeo(
  app: FastifyInstance,
  deps: { origin: string; publicPaths: string[]; dataPaths: () => Promise<string[]> },
): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
          '',
          `Sitemap: ${deps.origin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const paths = [...deps.publicPaths, ...(await deps.dataPaths())];
    const url = (path: string, lang: string) => escapeHtml(`${deps.origin}${path}?lang=${lang}`);
    const entries = paths.flatMap((path) =>
      languages.map((lang) =>
        [
          `<url><loc>${url(path, lang)}</loc>`,
          ...languages.map(
            (alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${url(path, alt)}"/>`,
          ),
          '</url>',
        ].join(''),
      ),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
          entries.join('\n') +
          '\n</urlset>\n',
      );
  });
}
