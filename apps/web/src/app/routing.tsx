/**
 * How the app routes: React Router's declarative core (`matchRoutes` and `renderMatches` over
 * app/router.tsx's table), not its data router, whose loaders, actions and fetchers were unused
 * here and cost every page 19 KB of first JavaScript (decision 0013). What we used of it is here:
 * route modules loaded when first visited (`lazyPage`), redirect routes (`redirectRoute`), the
 * current matches with their `handle` (`useRouteMatches`), and a spinner while a page's module
 * loads (`usePageLoading`).
 */
import { createContext, useContext, useEffect, useMemo, useState, type ComponentType } from 'react';
import {
  matchRoutes,
  Navigate,
  useLocation,
  useNavigate,
  renderMatches,
  useParams,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
import { lazyComponent, type LazyComponent } from '@/components/ui/lazy-component';
import type { RouteHandle } from './route-handle';
import { RouteErrorBoundary } from './routes/route-error-page';

/** A route's component whose code loads when the route is first shown. */
export interface LazyPage extends LazyComponent {
  /** Source file of the module (a key of Vite's build manifest), for the server's preloads. */
  module: string;
}

/** The route component for `load`'s module (the shell waits for its code: usePageLoading). */
export function lazyPage(load: () => Promise<ComponentType>, module: string): LazyPage {
  return Object.assign(lazyComponent(load), { module });
}

function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'function' && 'load' in component && 'module' in component;
}

/** A route that sends its address elsewhere: a `<Navigate>` in the browser, a 302 from the server. */
interface RedirectRoute {
  (): React.ReactNode;
  target: (params: Record<string, string | undefined>) => string;
}

export function redirectRoute(target: RedirectRoute['target']): RedirectRoute {
  const route = (() => <Navigate to={target(useParams())} replace />) as RedirectRoute;
  route.target = target;
  return route;
}

function isRedirectRoute(component: unknown): component is RedirectRoute {
  return typeof component === 'function' && 'target' in component;
}

export interface RouteMatch {
  handle?: RouteHandle;
  params: Record<string, string | undefined>;
  Component?: unknown;
}

/**
 * React Router's matches of `path`. It compiles and ranks the whole table on every call (10 ms on
 * a phone), so it is given only the routes that could match (`routesFor`), and the last answer is
 * kept for the next asker: main.tsx, then AppRoutes, ask for the same address.
 */
let lastMatch: { routes: RouteObject[]; path: string; matches: RouterMatch[] } | null = null;
export function routerMatches(routes: RouteObject[], path: string): RouterMatch[] {
  if (lastMatch?.routes !== routes || lastMatch.path !== path)
    lastMatch = { routes, path, matches: matchRoutes(routesFor(routes, path), path) ?? [] };
  return lastMatch.matches;
}

/**
 * `routes` without those whose fixed segments differ from `path`'s (`/products/12` cannot be
 * `trainers/:id`, nor anything under `admin`): what React Router would not match anyway, so the
 * answer is the same. Routes it cannot judge by plain comparison stay (parameters, splats,
 * optional segments, an address with non-ASCII or undecodable segments).
 */
function routesFor(routes: RouteObject[], path: string): RouteObject[] {
  let segments: string[];
  try {
    segments = path
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return routes;
  }
  if (segments.some((segment) => /[^\x20-\x7e]/.test(segment))) return routes;
  const prune = (list: RouteObject[], depth: number): RouteObject[] =>
    list.flatMap((route) => {
      if (route.index || route.path === undefined)
        return route.children ? [{ ...route, children: prune(route.children, depth) }] : [route];
      if (route.caseSensitive) return [route];
      const own = route.path.split('/').filter(Boolean);
      for (const [i, segment] of own.entries()) {
        if (/[:*?]/.test(segment)) return [route];
        if (segment.toLowerCase() !== segments[depth + i]) return [];
      }
      return route.children ? [{ ...route, children: prune(route.children, depth + own.length) }] : [route];
    });
  return prune(routes, 0);
}
type RouterMatch = NonNullable<ReturnType<typeof matchRoutes>>[number];

const toRouteMatch = (m: RouterMatch): RouteMatch => ({
  handle: m.route.handle as RouteHandle | undefined,
  params: m.params,
  Component: m.route.Component,
});

export function matchAppRoutes(routes: RouteObject[], path: string): RouteMatch[] {
  return routerMatches(routes, path).map(toRouteMatch);
}

/** Where a redirect route sends `matches`' address, if the address is one. */
export function redirectTarget(matches: RouteMatch[]): string | null {
  const leaf = matches.at(-1)?.Component;
  return isRedirectRoute(leaf) ? leaf.target(matches.at(-1)!.params) : null;
}

/** Loads the code of every lazy page of `matches`, in parallel. */
export async function loadPages(matches: RouteMatch[]): Promise<void> {
  await Promise.all(matches.map((m) => (isLazyPage(m.Component) ? m.Component.load() : undefined)));
}

/** The source files of `matches`' pages (keys of Vite's build manifest), for the server's preloads. */
export function pageFiles(matches: RouteMatch[]): string[] {
  return matches.flatMap((m) => (isLazyPage(m.Component) ? [m.Component.module] : []));
}

const MatchesContext = createContext<RouteMatch[]>([]);

/** The routes matching the current address, outermost first (React Router's data-router `useMatches`). */
export function useRouteMatches(): RouteMatch[] {
  return useContext(MatchesContext);
}

/** The router's navigate, for code outside React (navigateInApp). */
let appNavigate: NavigateFunction | null = null;
let waitingAddress: string | null = null;

/** Navigates in the app from outside React; before the app has hydrated, as soon as it has. */
export function navigateInApp(to: string): void {
  if (appNavigate) void appNavigate(to);
  else waitingAddress = to;
}

function useNavigateFromOutside(): void {
  const navigate = useNavigate();
  useEffect(() => {
    appNavigate = navigate;
    if (waitingAddress) void navigate(waitingAddress);
    waitingAddress = null;
  }, [navigate]);
}

/**
 * The app's routes for the current address, with their matches available to the shell and the
 * error page for a screen that throws; one tree for the server and the browser, so that hydration
 * (and `useId`, which ServerHtml's parts go by) finds what the server rendered.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  useNavigateFromOutside();
  const { pathname } = useLocation();
  // what useRoutes does for a top-level table, with one ranking of the table per address
  const found = routerMatches(routes, pathname);
  const matches = useMemo(() => found.map(toRouteMatch), [found]);
  return (
    <MatchesContext value={matches}>
      <RouteErrorBoundary>{renderMatches(found)}</RouteErrorBoundary>
    </MatchesContext>
  );
}

/**
 * True while the current address's page code loads (the shell shows a spinner meanwhile, as
 * before a page's first visit). A module that fails to load is thrown to the error boundary.
 */
export function usePageLoading(): boolean {
  const matches = useRouteMatches();
  const waiting = matches.filter((m) => isLazyPage(m.Component) && !m.Component.loaded());
  const [, setLoaded] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  const key = waiting.map((m) => (m.Component as LazyPage).module).join(' ');
  useEffect(() => {
    if (!key) return;
    let current = true;
    loadPages(matches).then(
      () => current && setLoaded((n) => n + 1),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `matches` waits for
  }, [key]);
  return waiting.length > 0;
}
