import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, languages, textDirection, type Language } from '@atlas/shared/rules/locale';
import { imageSrcSet } from '@atlas/shared/rules/responsive-image';
import type {
  PageDataSource,
  PageHead,
  RenderResult,
  ServerRenderer,
} from '@atlas/shared/contract/server-render';
import { requestLanguage } from '../lib/language';
import { BOOT_DATA_ID, BOOT_SCRIPT } from '../lib/page-boot';
import { prepareJson, sendPrepared, type PreparedJson } from '../lib/prepared-json';
import { escapeHtml, scriptJson } from '@atlas/shared/web/html';
import { pageFonts, routeAssets, type ViteManifest } from '../lib/page-assets';
import { JSON_LD_REVIEWS, withReviewsJsonLd } from '../lib/review-json-ld';
import { withFactsJsonLd } from '../lib/facts-json-ld';
import { criticalCss, indexStylesheet, type IndexedSheet } from '../lib/critical-css';
import { LATE_SHEETS_PATH, lateStylesheets, type LateStylesheets } from '../lib/late-stylesheets';
import { AppError } from '../lib/app-error';
import {
  TRANSLATION_FILES_RECORD,
  translationParts,
  type TranslationFilesRecord,
} from '@atlas/shared/web/translation-parts';

type Resources = Record<string, unknown>;

/** The page's language: `?lang=` (the hreflang links), else the toggle's cookie, else Accept-Language. */
export function pageLanguage(request: FastifyRequest): Language {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(query)) return query;
  const cookie = request.cookies?.lang;
  if (isLanguage(cookie)) return cookie;
  return requestLanguage(request);
}

export interface PageRenderer {
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** The public pages without parameters (empty when the browser renders). */
  publicPaths: string[];
}

interface PageDeps {
  distDir: string;
  origin: string;
  source: PageDataSource;
  /**
   * The version of the data pages show, once every change already committed is applied (the
   * catalogue read model's): a kept page is served only while the version is the same.
   */
  dataVersion: () => Promise<string>;
}

/** Rendered pages kept, per language and URL; every one is rendered again after a data change. */
const PAGE_CACHE_ENTRIES = 200;

/**
 * Renders pages on the server when the build has a server renderer (dist/ssr/entry-server.js);
 * otherwise sends the plain shell and the browser renders (docs/decisions/0006).
 */
export async function createPageRenderer(app: FastifyInstance, deps: PageDeps): Promise<PageRenderer> {
  const template = readFileSync(join(deps.distDir, 'index.html'), 'utf8');
  const rendererPath = join(deps.distDir, 'ssr', 'entry-server.js');
  const manifestPath = join(deps.distDir, '.vite', 'manifest.json');
  const stylesheet = indexedStylesheets(deps.distDir);
  const late = registerLateStylesheets(app, deps.distDir, stylesheet, linkedStylesheets(template));
  if (!existsSync(rendererPath) || !existsSync(manifestPath)) {
    app.log.warn({ rendererPath }, 'no server renderer in the build: pages are rendered by the browser');
    return {
      publicPaths: [],
      send: async (_request, reply) =>
        reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(template),
    };
  }
  const renderer = (await import(pathToFileURL(rendererPath).href)) as ServerRenderer;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  const translationFiles = JSON.parse(
    readFileSync(join(deps.distDir, TRANSLATION_FILES_RECORD), 'utf8'),
  ) as TranslationFilesRecord;
  const readJson = (file: string) => JSON.parse(readFileSync(join(deps.distDir, file), 'utf8')) as Resources;
  // every part of each language, as the browser has them once it has loaded them all
  const translations = Object.fromEntries(
    languages.map((lang) => [
      lang,
      Object.assign(
        {},
        ...translationParts.map((part) => readJson(translationFiles[lang][part])),
      ) as Resources,
    ]),
  ) as Record<Language, Resources>;
  const shell = splitTemplate(template);
  // A page is the same for every visitor (the signed-in parts render in the browser), so it is
  // rendered once per language and URL and kept, compressed once, until the catalogue changes.
  const cache = new Map<string, { version: string; page: RenderedPage }>();
  // visitors arriving together at a page not rendered yet wait for one render, not one each
  const rendering = new Map<string, { version: string; page: Promise<RenderedPage> }>();
  const render = async (url: string, lang: Language): Promise<RenderedPage> => {
    const key = `${lang} ${url}`;
    const version = await deps.dataVersion();
    const kept = cache.get(key);
    if (kept?.version === version) return kept.page;
    const inFlight = rendering.get(key);
    if (inFlight?.version === version) return inFlight.page;
    const page = renderOnce(url, lang, key, version);
    rendering.set(key, { version, page });
    try {
      return await page;
    } finally {
      if (rendering.get(key)?.page === page) rendering.delete(key);
    }
  };
  const renderOnce = async (
    url: string,
    lang: Language,
    key: string,
    version: string,
  ): Promise<RenderedPage> => {
    const result = await renderer.render({
      url,
      lang,
      origin: deps.origin,
      source: deps.source,
      translations,
    });
    if (result.kind === 'page') {
      // ratings and reviews are the server's to state: search engines read them from the Product
      result.head.jsonLd = await withReviewsJsonLd(result.head.jsonLd, (id) =>
        deps.source.productReviews(id, { sort: 'newest', page: 1, limit: JSON_LD_REVIEWS }, lang),
      );
      // and so is the label: serving size, servings, what a serving holds
      result.head.jsonLd = await withFactsJsonLd(
        result.head.jsonLd,
        (id) => deps.source.getProduct(id, lang),
        lang,
      );
    }
    const page: RenderedPage =
      result.kind === 'redirect'
        ? result
        : {
            kind: 'page',
            status: result.status,
            document: prepareJson(
              documentFor(shell, result, lang, manifest, stylesheet, late, translationFiles),
            ),
          };
    cache.delete(key);
    cache.set(key, { version, page });
    if (cache.size > PAGE_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    return page;
  };

  return {
    publicPaths: renderer.publicPaths(),
    async send(request, reply) {
      const lang = pageLanguage(request);
      const page = await render(request.url, lang);
      if (page.kind === 'redirect') {
        return reply.header('Cache-Control', 'no-cache').redirect(page.location, page.status);
      }
      reply.status(page.status).header('Content-Language', lang);
      return sendPrepared(request, reply, page.document, {
        type: 'text/html; charset=utf-8',
        vary: 'Cookie, Accept-Language',
      });
    },
  };
}

/**
 * The late stylesheets (lib/late-stylesheets.ts) and their route. Any stylesheet in the build folder
 * can be one: an earlier build's too, kept there for the pages a browser still has from before a
 * deploy, whose footer would otherwise stay hidden. Served by a build without the server renderer
 * as well, for the same reason.
 */
function registerLateStylesheets(
  app: FastifyInstance,
  distDir: string,
  stylesheet: (href: string) => IndexedSheet,
  entrySheets: string[],
): LateStylesheets {
  const late = lateStylesheets(
    (href) =>
      /^\/static\/[\w-]+\.css$/.test(href) && existsSync(join(distDir, href))
        ? readFileSync(join(distDir, href), 'utf8')
        : undefined,
    () => entrySheets.map(stylesheet),
  );
  app.get<{ Params: { name: string } }>(
    `${LATE_SHEETS_PATH}:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const answer = late.byName(request.params.name);
      if (!answer) throw AppError.notFound('There is no such file');
      return sendPrepared(request, reply, answer, {
        type: 'text/css; charset=utf-8',
        vary: 'Accept-Encoding',
        cacheControl: 'public, max-age=31536000, immutable',
      });
    },
  );

  return late;
}

/** The built stylesheets by URL, read and indexed once for cutting out each page's critical part. */
function indexedStylesheets(distDir: string): (href: string) => IndexedSheet {
  const cache = new Map<string, IndexedSheet>();
  return (href) => {
    let sheet = cache.get(href);
    if (sheet === undefined) {
      sheet = indexStylesheet(readFileSync(join(distDir, href), 'utf8'));
      cache.set(href, sheet);
    }
    return sheet;
  };
}

type RenderedPage =
  Extract<RenderResult, { kind: 'redirect' }> | { kind: 'page'; status: number; document: PreparedJson };

interface Shell {
  /** The entry's stylesheets (the page inlines its critical part; the boot script links them). */
  stylesheets: string[];
  /** The entry script and the modules it imports, which the boot script loads after the first paint. */
  entry: string;
  entryImports: string[];
  /** `<!doctype html>` up to the <html> tag's attributes. */
  beforeHtmlAttrs: string;
  /** The head's content after the built one's title and description (scripts, styles). */
  headRest: string;
  beforeRoot: string;
  afterRoot: string;
}

const ROOT = '<div id="root"></div>';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>\s*/g;

/** The stylesheets index.html links (the entry's). */
function linkedStylesheets(template: string): string[] {
  return Array.from(template.matchAll(STYLESHEET_LINK), (m) => m[1]!);
}

function splitTemplate(template: string): Shell {
  const htmlOpen = template.indexOf('<html');
  const headOpen = template.indexOf('<head>') + '<head>'.length;
  const headClose = template.indexOf('</head>');
  const stylesheets: string[] = [];
  const entryImports: string[] = [];
  let entry = '';
  const head = template
    .slice(headOpen, headClose)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace(STYLESHEET_LINK, (_tag, href: string) => {
      stylesheets.push(href);
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g, (_tag, href: string) => {
      entryImports.push(href);
      return '';
    })
    .replace(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/, (_tag, src: string) => {
      entry = src;
      return '';
    });
  const rootAt = template.indexOf(ROOT);
  if (htmlOpen < 0 || rootAt < 0 || headClose < 0)
    throw new Error('index.html lacks <html>, </head> or the root');
  if (!entry) throw new Error('index.html has no module entry script');
  return {
    stylesheets,
    entry,
    entryImports,
    beforeHtmlAttrs: template.slice(0, htmlOpen),
    headRest: head,
    beforeRoot: template.slice(headClose, rootAt),
    afterRoot: template.slice(rootAt + ROOT.length),
  };
}

function documentFor(
  shell: Shell,
  result: Extract<RenderResult, { kind: 'page' }>,
  lang: Language,
  manifest: ViteManifest,
  stylesheet: (href: string) => IndexedSheet,
  lateSheets: LateStylesheets,
  translationFiles: TranslationFilesRecord,
): string {
  const assets = routeAssets(manifest, result.modules);
  const fonts = pageFonts(manifest, lang);
  const partSheets = routeAssets(manifest, result.styleModules).css;
  const inlined = [...new Set([...shell.stylesheets, ...assets.css, ...partSheets])];
  // the footer's: applied on their own as soon as they arrive, the footer hidden until then, with
  // the theme's constants written out (lib/late-stylesheets.ts)
  const lateBuilt = routeAssets(manifest, result.lateStyleModules).css.filter(
    (href) => !inlined.includes(href),
  );
  const late = lateBuilt.map((href) => lateSheets.of(href));
  // the built files among the whole stylesheets too: their chunk's loader then finds them on the
  // page and does not apply them early, when the theme's properties they read are not declared
  const sheets = [...inlined, ...lateBuilt];
  const htmlTag = `<html lang="${lang}" dir="${textDirection[lang]}" data-mantine-color-scheme="light">`;
  // A server-rendered page carries what its own elements need in the HTML (no request stands
  // between it and its first paint) and the boot script links the whole stylesheets, hashed and
  // cached for good, for later (lib/page-boot.ts). Not preloaded: a stylesheet fetched at the
  // highest priority competes with the page's own picture and font for the first paint. A screen
  // the browser renders (signed-in, admin) has nothing to paint before its styles: it links them.
  const critical =
    result.serverRendered &&
    criticalCss(
      inlined.map(stylesheet),
      `${htmlTag}<body><div id="root">${result.html}</div></body>`,
      late.map((sheet) => sheet.answer.body).join(''),
    );
  const links = [
    // fetched before the stylesheet asks for it, so text paints once, in its own font
    ...fonts.map((font) => `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`),
    ...(result.head.lcpImage ? [lcpPreload(result.head.lcpImage, result.head.lcpImageSizes)] : []),
    ...(critical === false
      ? sheets.map((href) => `<link rel="stylesheet" href="${href}" crossorigin>`)
      : [
          `<style>${critical.replace(/<\/style/gi, '<\\/style')}</style>`,
          // without scripts, nothing else would show the footer's content
          ...late.map(({ url }) => `<noscript><link rel="stylesheet" href="${url}"></noscript>`),
        ]),
  ];
  const boot = {
    entry: shell.entry,
    css: critical === false ? [] : sheets,
    now: critical === false ? [] : late.map(({ url }) => url),
    preload: [...shell.entryImports, ...assets.js],
    fetch: [`/${translationFiles[lang].shop}`],
  };
  return [
    shell.beforeHtmlAttrs,
    htmlTag,
    '<head>',
    shell.headRest,
    links.join(''),
    headTags(result.head, lang),
    shell.beforeRoot,
    `<div id="root">${result.html}</div>`,
    result.hydrationScripts,
    `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(boot)}</script>`,
    `<script>${BOOT_SCRIPT}</script>`,
    shell.afterRoot,
  ].join('');
}

const OG_LOCALE: Record<Language, string> = { en: 'en_US', ar: 'ar_EG' };

function headTags(head: PageHead, lang: Language): string {
  const e = escapeHtml;
  // the canonical address in each language (a page asked for with ?lang= is its own canonical)
  const page = new URL(head.canonical);
  page.searchParams.delete('lang');
  const alternate = (l?: Language) => {
    const u = new URL(page.href);
    if (l) u.searchParams.set('lang', l);
    return u.href;
  };
  const tags = [
    `<title>${e(head.title)}</title>`,
    `<meta name="description" content="${e(head.description)}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${e(head.canonical)}">`,
    ...(head.noindex
      ? []
      : [
          ...languages.map((l) => `<link rel="alternate" hreflang="${l}" href="${e(alternate(l))}">`),
          `<link rel="alternate" hreflang="x-default" href="${e(alternate())}">`,
        ]),
    `<meta property="og:type" content="${head.ogType}">`,
    `<meta property="og:site_name" content="Atlas">`,
    `<meta property="og:title" content="${e(head.title)}">`,
    `<meta property="og:description" content="${e(head.description)}">`,
    `<meta property="og:url" content="${e(head.canonical)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}">`,
    ...languages
      .filter((l) => l !== lang)
      .map((l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}">`),
    ...(head.image ? [`<meta property="og:image" content="${e(head.image)}">`] : []),
    ...Object.entries(head.og).map(([k, v]) => `<meta property="${e(k)}" content="${e(v)}">`),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${e(head.title)}">`,
    `<meta name="twitter:description" content="${e(head.description)}">`,
    ...(head.image ? [`<meta name="twitter:image" content="${e(head.image)}">`] : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('');
}

/** The page's largest picture, fetched first: an uploaded one in the width its `<img>` will pick. */
function lcpPreload(src: string, sizes = '100vw'): string {
  const srcset = imageSrcSet(src);
  const pick = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" href="${escapeHtml(src)}"${pick} as="image" fetchpriority="high">`;
}
