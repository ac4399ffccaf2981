import './app/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { textDirection } from '@atlas/shared/rules/locale';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';
import { currentUser } from './lib/session';
import { HYDRATION_SCRIPT_IDS, readHydrationScript } from './lib/hydration';
import { showImageFallbacks } from './lib/image-fallback';
import { collectServerHtml, followServerHtmlLinks } from './components/ui/server-html';
import { cookieLanguage, documentLanguage, initI18n, initialLanguage, rememberLanguage } from './lib/i18n';

/** Loads the route modules of the current URL, so hydration renders what the server rendered. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  showImageFallbacks();
  const rendered = documentLanguage();
  const language = rendered ?? initialLanguage();
  const translator = await initI18n(language);
  const root = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const routerState = readHydrationScript<HydrationState>(HYDRATION_SCRIPT_IDS.router);
  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <Providers direction={textDirection[language]} queryClient={queryClient} translator={translator}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );

  if (routerState) {
    await loadMatchedRoutes();
    const queries = readHydrationScript<DehydratedState>(HYDRATION_SCRIPT_IDS.queries);
    if (queries) hydrate(queryClient, queries);
    const router = createBrowserRouter(routes, { hydrationData: routerState });
    collectServerHtml(queries, currentUser() !== null);
    followServerHtmlLinks((to) => void router.navigate(to));
    // as a transition, hydration runs in small slices between which the browser stays responsive
    startTransition(() => {
      hydrateRoot(root, app(router));
    });
  } else {
    createRoot(root).render(app(createBrowserRouter(routes)));
  }

  // The server renders in the cookie's language. A choice remembered only in this browser (no
  // cookie yet) is handed to the server once; and when the cookie and the page disagree, the
  // request went out before the cookie was stored (Chromium may send a reload before a
  // document.cookie write lands), so the page is asked for once more.
  if (rendered && !new URLSearchParams(window.location.search).has('lang')) {
    const cookie = cookieLanguage();
    const wanted = cookie ?? initialLanguage();
    if (!cookie) rememberLanguage(wanted);
    if (wanted !== rendered) reloadForLanguage();
    else forgetLanguageReloads();
  }
}

const RELOADS_KEY = 'atlas-language-reloads';

/** Reloads the page, at most twice in a row for one address, so a refused cookie cannot loop. */
function reloadForLanguage(): void {
  try {
    const [href, count] = (sessionStorage.getItem(RELOADS_KEY) ?? '').split('\n');
    const done = href === window.location.href ? Number(count) || 0 : 0;
    if (done >= 2) return;
    sessionStorage.setItem(RELOADS_KEY, `${window.location.href}\n${done + 1}`);
  } catch {
    return; // without session storage, no reloads: the page stays readable in its language
  }
  window.location.reload();
}

function forgetLanguageReloads(): void {
  try {
    sessionStorage.removeItem(RELOADS_KEY);
  } catch {
    // nothing to forget
  }
}

void start();
