import './app/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { textDirection } from '@atlas/shared/rules/locale';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';
import { AppRoutes, loadPages, matchAppRoutes, navigateInApp } from './app/routing';
import { currentUser } from './lib/session';
import { HYDRATION_SCRIPT_IDS, readHydrationScript } from './lib/hydration';
import { showImageFallbacks } from './lib/image-fallback';
import { collectServerHtml, followServerHtmlLinks, loadParts } from './components/ui/server-html';
import { cookieLanguage, documentLanguage, initI18n, initialLanguage, rememberLanguage } from './lib/i18n';
import { reloadForNewBuild } from './lib/reload-for-new-build';

async function start(): Promise<void> {
  showImageFallbacks();
  const rendered = documentLanguage();
  const language = rendered ?? initialLanguage();
  const translator = await initI18n(language);
  const root = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const queries = readHydrationScript<DehydratedState>(HYDRATION_SCRIPT_IDS.queries);
  const app = (
    <StrictMode>
      <Providers direction={textDirection[language]} queryClient={queryClient} translator={translator}>
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );

  // the page's code first, so that the first render is the page (and, hydrating, the server's);
  // code that fails to load is asked for again as it renders, and the error page says so
  const pageCode = loadPages(matchAppRoutes(routes, window.location.pathname));
  if (queries) {
    hydrate(queryClient, queries);
    // a visitor's parts stay the server's HTML, and their code loads later (ServerHtml)
    const adopting = collectServerHtml(queries, currentUser() !== null);
    await Promise.allSettled([pageCode, adopting || loadParts()]);
    followServerHtmlLinks(navigateInApp);
    // as a transition, hydration runs in small slices between which the browser stays responsive
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    await Promise.allSettled([pageCode, loadParts()]);
    createRoot(root).render(app);
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
    // (the count is only ever set just before a reload: other loads leave session storage unopened)
    else if (wasReloaded()) forgetLanguageReloads();
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

function wasReloaded(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload';
}

function forgetLanguageReloads(): void {
  try {
    sessionStorage.removeItem(RELOADS_KEY);
  } catch {
    // nothing to forget
  }
}

// (the code lazyComponent loads reloads there; this is for the rest, such as React's own lazy)
window.addEventListener('vite:preloadError', () => reloadForNewBuild());
void start();
