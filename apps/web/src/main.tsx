import './app/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { textDirection } from '@atlas/shared/rules/locale';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';
import { HYDRATION_SCRIPT_IDS, readHydrationScript } from './lib/hydration';
import { documentLanguage, initI18n, initialLanguage, LANGUAGE_COOKIE, rememberLanguage } from './lib/i18n';

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
  const rendered = documentLanguage();
  const language = rendered ?? initialLanguage();
  await initI18n(language);
  const root = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const routerState = readHydrationScript<HydrationState>(HYDRATION_SCRIPT_IDS.router);
  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <Providers direction={textDirection[language]} queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );

  if (routerState) {
    await loadMatchedRoutes();
    const queries = readHydrationScript<DehydratedState>(HYDRATION_SCRIPT_IDS.queries);
    if (queries) hydrate(queryClient, queries);
    const router = createBrowserRouter(routes, { hydrationData: routerState });
    // as a transition, hydration runs in small slices between which the browser stays responsive
    startTransition(() => {
      hydrateRoot(root, app(router));
    });
  } else {
    createRoot(root).render(app(createBrowserRouter(routes)));
  }

  // a choice remembered before the server could read it (no cookie yet) is handed to the server once
  const hasCookie = document.cookie.split('; ').some((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));
  if (!hasCookie && rendered) {
    const remembered = initialLanguage();
    rememberLanguage(remembered);
    if (remembered !== rendered) window.location.reload();
  }
}

void start();
