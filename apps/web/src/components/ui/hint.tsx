import type { ReactNode } from 'react';
import classes from './hint.module.css';

/**
 * A short label shown above an icon control on hover and keyboard focus. Pure CSS: the control
 * already has the same text as its accessible name, and the first page stays free of the
 * positioning library a floating tooltip needs.
 */
export function Hint({
  label,
  below = false,
  children,
}: {
  label: string;
  /** Under the control (for controls at the top of the page), instead of above it. */
  below?: boolean;
  children: ReactNode;
}) {
  return (
    <span className={classes.hint} data-hint={label} data-below={below || undefined}>
      {children}
    </span>
  );
}
