import type { ButtonHTMLAttributes, ReactNode } from 'react';
import classes from './button.module.css';

export interface ButtonLook {
  variant?: 'filled' | 'light';
  /** The primary colour when not given. */
  color?: 'navy' | 'gray';
  fullWidth?: boolean;
}

/** The class and data attributes that draw an element (a button or a link) as a button. */
export function buttonLook({ variant = 'filled', color, fullWidth }: ButtonLook, withIcon = false) {
  return {
    className: classes.button,
    'data-variant': variant,
    'data-color': color,
    'data-block': fullWidth || undefined,
    'data-with-icon': withIcon || undefined,
  };
}

/** A button's content: the icon before the label, as Mantine's Button lays them out. */
export function ButtonContent({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <>
      {icon && <span className={classes.section}>{icon}</span>}
      <span className={classes.label}>{children}</span>
    </>
  );
}

/**
 * Mantine's Button (size sm) drawn by CSS alone: one element and two spans instead of Mantine's
 * component tree, its style attribute and its rules in every public page that shows one.
 */
export function Button({
  variant,
  color,
  fullWidth,
  icon,
  children,
  type = 'button',
  ...rest
}: ButtonLook & { icon?: ReactNode; children: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} {...buttonLook({ variant, color, fullWidth }, Boolean(icon))} {...rest}>
      <ButtonContent icon={icon}>{children}</ButtonContent>
    </button>
  );
}
