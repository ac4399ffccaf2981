import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link that navigates in the app: React Router's own `Link`, built from its public hooks. Its
 * `Link` and `NavLink` bring the data router's prefetching and view transitions along, 3 KB of
 * every page's first JavaScript that this app does not use (decision 0013).
 */
export function Link({ to, replace, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

/** A link marked `aria-current="page"` while its address (or, unless `end`, one below it) is shown. */
export function NavLink({ end, ...props }: LinkProps & { end?: boolean }) {
  const current = useLocation().pathname.toLowerCase();
  const path = useResolvedPath(props.to).pathname.toLowerCase();
  // as React Router decides it: "/" is current only at "/", "/products" also at "/products/12"
  const below = path !== '/' && current.startsWith(path.endsWith('/') ? path : `${path}/`);
  const active = current === path || (!end && below);
  return <Link {...props} aria-current={active ? 'page' : undefined} />;
}
