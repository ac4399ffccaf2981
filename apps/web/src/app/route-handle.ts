import type { UIMatch } from 'react-router';

/** What a route tells the shell about itself: its title key and breadcrumb trail. */
export interface RouteHandle {
  /** Translation key of the page title; interpolated with the route params. */
  title: string;
  /** Crumbs between Home and the page itself. */
  crumbs?: { label: string; to: string }[];
  /** Hide the footer (auth screens and the admin area, spec 000 §2). */
  hideFooter?: boolean;
}

export function routeHandle(
  matches: UIMatch[],
): { handle: RouteHandle; params: Record<string, string> } | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.title) return { handle, params: match.params as Record<string, string> };
  }
  return null;
}

export function footerHidden(matches: UIMatch[]): boolean {
  return matches.some((m) => (m.handle as RouteHandle | undefined)?.hideFooter);
}
