import type { ReactNode } from 'react';
import { Hint } from '@/components/ui/hint';
import { Link } from '@/lib/link';
import { useFormat } from '@/lib/format';
import classes from './top-nav.module.css';

/**
 * An icon with a count badge: a link (favourites) or, given `onClick`, a button that opens
 * something (the cart drawer).
 */
export function CountIcon({
  label,
  count,
  icon,
  testId,
  ...action
}: {
  label: string;
  count: number;
  icon: ReactNode;
  /** Marks the badge, e.g. `cart-badge`; its text is the count. */
  testId?: string;
} & ({ to: string } | { onClick: () => void; expanded: boolean; onIntent?: () => void })) {
  const format = useFormat();
  const shown = format.number(count);
  const common = { className: classes.iconButton, 'aria-label': `${label} (${shown})` };
  return (
    <Hint label={label} below>
      <div className={classes.counted}>
        <div className={classes.count}>
          <span data-testid={testId}>{shown}</span>
        </div>
        {'to' in action ? (
          <Link to={action.to} {...common}>
            {icon}
          </Link>
        ) : (
          <button
            type="button"
            {...common}
            onClick={action.onClick}
            onPointerEnter={action.onIntent}
            onFocus={action.onIntent}
            aria-haspopup="dialog"
            aria-expanded={action.expanded}
          >
            {icon}
          </button>
        )}
      </div>
    </Hint>
  );
}
