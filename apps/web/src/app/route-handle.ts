import type { RouteMatch } from './routing';
import type { ServerPageName } from './server-pages';

/** What a route tells the shell about itself: its title key and how it is served. */
export interface RouteHandle {
  /** Translation key of the page title; interpolated with the route params. */
  title: string;
  /** Hide the footer (auth screens and the admin area). */
  hideFooter?: boolean;
  /** The route draws its own header and navigation (the admin shell): no site header, footer or main. */
  ownChrome?: boolean;
  /** Public page: rendered on the server, indexed, in the sitemap. Others are rendered by the browser. */
  ssr?: boolean;
  /** A public page kept out of search engines and the sitemap (e.g. the order lookup). */
  noindex?: boolean;
  /** The page sets the document title itself (from its data), not the shell from `title`. */
  ownTitle?: boolean;
  /** HTTP status of the page (the not-found page answers 404). */
  status?: number;
  /** Translation key of the meta description (default `meta.description`). */
  description?: string;
  /** The page's server data and head functions (app/server-pages.ts, used by the server renderer only). */
  serverPage?: ServerPageName;
}

export function routeHandle(
  matches: RouteMatch[],
): { handle: RouteHandle; params: Record<string, string> } | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const { handle, params } = matches[i]!;
    if (handle?.title) return { handle, params: params as Record<string, string> };
  }
  return null;
}

export function ownChrome(matches: RouteMatch[]): boolean {
  return matches.some((m) => m.handle?.ownChrome);
}

export function footerHidden(matches: RouteMatch[]): boolean {
  return matches.some((m) => m.handle?.hideFooter);
}
