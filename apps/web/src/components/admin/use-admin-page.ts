import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The page asked for in `?page=`: a whole number from 1, else 1. */
export function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** How many pages `total` rows fill, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * An admin list's page as the URL says (`?page=`), and the link to another page that keeps the
 * rest of the URL (the header search, filters); page 1 is the URL without `page`.
 */
export function useAdminPage(): { page: number; hrefFor: (page: number) => string } {
  const [params] = useSearchParams();
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    const qs = next.toString();
    return qs ? `?${qs}` : '?';
  };
  return { page: pageParam(params.get('page')), hrefFor };
}

/**
 * Past the last page (its last row deleted, or a stale link): go to the last page there is.
 * `total` is the loaded count, undefined while none is known (loading, or a placeholder).
 */
export function useLastPageGuard(total: number | undefined, pageSize: number): void {
  const [params, setParams] = useSearchParams();
  const pages = pageCount(total ?? 0, pageSize);
  const pastEnd = total !== undefined && pageParam(params.get('page')) > pages;
  useEffect(() => {
    if (!pastEnd) return;
    setParams(
      (next) => {
        if (pages === 1) next.delete('page');
        else next.set('page', String(pages));
        return next;
      },
      { replace: true },
    );
  }, [pastEnd, pages, setParams]);
}
