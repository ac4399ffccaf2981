import type { ComponentPropsWithoutRef } from 'react';
import classes from './toggle-chip.module.css';

/** One choice of a few (a plan, a day, a goal), pressed when chosen. */
export function ToggleChip({
  pressed,
  size,
  ...props
}: { pressed: boolean; size?: 'xs' | 'compact-md' } & Omit<ComponentPropsWithoutRef<'button'>, 'type'>) {
  return <button type="button" className={classes.chip} aria-pressed={pressed} data-size={size} {...props} />;
}
