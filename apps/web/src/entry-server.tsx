/**
 * The server renderer (built with `vite build --ssr`, loaded by the API server): renders a
 * public page to HTML with its data, and hands the router's and the query cache's state to
 * the browser, which hydrates with the same data (see main.tsx and docs/decisions/0006).
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter, type RouteObject } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { isLanguage, textDirection, type Language } from '@atlas/shared/rules/locale';
import type { PageHead, RenderRequest, RenderResult } from '@atlas/shared/contract/server-render';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';
import { AppRoutes, loadPages, matchAppRoutes, pageFiles, redirectTarget } from './app/routing';
import { loadParts } from './components/ui/server-html';
import { LATE_PART_FILES, PART_FILES } from './app/layout/part-files';
import type { RouteHandle } from './app/route-handle';
import { serverPages, type ServerPage } from './app/server-pages';
import type { ServerPageArgs } from './lib/server-page';
import { HYDRATION_SCRIPT_IDS } from './lib/hydration';
import { Translator, type Resources } from './lib/translator';
import { scriptJson } from '@atlas/shared/web/html';

/** One translator per language, made once: rendering only reads from them. */
const translators = new Map<Language, Translator>();
function translator(lang: Language, translations: RenderRequest['translations']): Translator {
  let instance = translators.get(lang);
  if (!instance) {
    const resources = { en: translations.en as Resources, ar: translations.ar as Resources };
    translators.set(lang, (instance = new Translator(resources, lang)));
  }
  return instance;
}

function dataScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${scriptJson(value)}</script>`;
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, request.origin);
  const matches = matchAppRoutes(routes, url.pathname);
  const location = redirectTarget(matches);
  if (location !== null) return { kind: 'redirect', status: 302, location };

  const i18n = translator(request.lang, request.translations);
  const t = i18n.getFixedT(request.lang);
  const handles = matches.map((m) => m.handle);
  const page = [...handles].reverse().find((h) => h?.title);
  const params = (matches.at(-1)?.params ?? {}) as Record<string, string>;
  const queryClient = createQueryClient();
  const args: ServerPageArgs = {
    params,
    search: url.searchParams,
    lang: request.lang,
    queryClient,
    source: request.source,
    t,
    origin: request.origin,
  };

  const serverRendered = Boolean(page?.ssr);
  let status = page?.status ?? 200;
  for (const handle of handles) {
    const prefetch = handle?.serverPage && serverPages[handle.serverPage].prefetch;
    if (!serverRendered || !prefetch) continue;
    const outcome = await prefetch(args);
    if (outcome) status = outcome.status;
  }

  const pageHead = page?.serverPage && (serverPages[page.serverPage] as ServerPage).head;
  const part = serverRendered && status === 200 ? pageHead?.(args) : undefined;
  const title = part?.title ?? (page ? t(page.title, params) : '');
  const head: PageHead = {
    description: t(page?.description ?? 'meta.description'),
    canonical: `${request.origin}${canonicalPath(url)}`,
    image: `${request.origin}/assets/images/og-default.png`,
    ogType: 'website',
    og: {},
    jsonLd: [],
    noindex: !serverRendered || status !== 200 || !!page?.noindex,
    ...part,
    // the same document title the browser sets (see RootLayout)
    title: title ? `${title} · ${t('brand.name')}` : t('brand.title'),
  };
  if (!serverRendered) {
    return {
      kind: 'page',
      status,
      serverRendered,
      head,
      html: '',
      hydrationScripts: '',
      modules: [],
      styleModules: [],
      lateStyleModules: [],
    };
  }

  await Promise.all([loadPages(matches), loadParts()]);
  const html = renderToString(
    <Providers direction={textDirection[request.lang]} queryClient={queryClient} translator={i18n}>
      <StaticRouter location={url.pathname + url.search}>
        <AppRoutes routes={routes} />
      </StaticRouter>
    </Providers>,
  );
  const hydrationScripts = dataScript(
    HYDRATION_SCRIPT_IDS.queries,
    dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' }),
  );
  return {
    kind: 'page',
    status,
    serverRendered,
    head,
    html,
    hydrationScripts,
    modules: pageFiles(matches),
    styleModules: PART_FILES,
    lateStyleModules: LATE_PART_FILES,
  };
}

/**
 * Listing filters and paging are part of the page; anything else in the query string is not, but
 * for `?lang=`: a page asked for in one language (its hreflang address) is its own canonical, or a
 * search engine would fold the Arabic pages into the English ones. `lang` goes last, as the
 * server writes it into the hreflang addresses.
 */
const CANONICAL_PARAMS = ['category', 'brand', 'q', 'minPrice', 'maxPrice', 'sort', 'page', 'limit'];
function canonicalPath(url: URL): string {
  const kept = new URLSearchParams();
  for (const key of CANONICAL_PARAMS) {
    const value = url.searchParams.get(key);
    if (value) kept.set(key, value);
  }
  const lang = url.searchParams.get('lang');
  if (isLanguage(lang)) kept.set('lang', lang);
  const query = kept.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

export function publicPaths(): string[] {
  const paths: string[] = [];
  const walk = (list: RouteObject[], base: string) => {
    for (const route of list) {
      const path = route.index || !route.path ? base : `${base}/${route.path}`.replace(/\/{2,}/g, '/');
      const handle = route.handle as RouteHandle | undefined;
      if (
        handle?.ssr &&
        !handle.status &&
        !handle.noindex &&
        !path.includes(':') &&
        !path.includes('*') &&
        (route.index || route.path)
      )
        paths.push(path || '/');
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '');
  return [...new Set(paths)];
}
