import type { ReactNode } from 'react';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import classes from './page-links.module.css';

type Item = number | 'gap-start' | 'gap-end';

/** 1 … 4 5 6 … 12: the first and last page, the current one and its neighbours. */
export function pageItems(current: number, total: number): Item[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(current - 1, total - 4));
  const end = Math.min(total - 1, Math.max(current + 1, 5));
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  // a gap stands for two pages or more; one missing page is shown instead
  const head: Item[] = start > 3 ? ['gap-start'] : start === 3 ? [2] : [];
  const tail: Item[] = end < total - 2 ? ['gap-end'] : end === total - 2 ? [total - 1] : [];
  return [1, ...head, ...middle, ...tail, total];
}

/**
 * Numbered pages with previous and next, as real links (they work before the page's script
 * has loaded, and crawlers follow them). The current page is marked for assistive technology.
 */
export function PageLinks({
  current,
  total,
  hrefFor,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  formatPage = String,
  testId,
}: {
  current: number;
  total: number;
  hrefFor: (page: number) => string;
  label: string;
  previousLabel: string;
  nextLabel: string;
  pageLabel: (page: number) => string;
  /** The page number as shown (the active language's digits). */
  formatPage?: (page: number) => string;
  testId?: string;
}) {
  const step = (page: number, text: string, icon: ReactNode) =>
    page < 1 || page > total ? (
      <span className={classes.control} role="link" aria-disabled="true" aria-label={text}>
        {icon}
      </span>
    ) : (
      <Link className={classes.control} to={hrefFor(page)} aria-label={text}>
        {icon}
      </Link>
    );
  return (
    <nav aria-label={label} data-testid={testId}>
      <ul className={classes.list}>
        <li>{step(current - 1, previousLabel, <IconChevronLeft size={18} className="flip-rtl" />)}</li>
        {pageItems(current, total).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                className={classes.control}
                to={hrefFor(item)}
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
              >
                {formatPage(item)}
              </Link>
            </li>
          ) : (
            <li key={item} className={classes.gap} aria-hidden>
              …
            </li>
          ),
        )}
        <li>{step(current + 1, nextLabel, <IconChevronRight size={18} className="flip-rtl" />)}</li>
      </ul>
    </nav>
  );
}
