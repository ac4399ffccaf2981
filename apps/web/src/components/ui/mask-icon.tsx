import classes from './mask-icon.module.css';

/** A Tabler icon repeated on cards, 18 px (22 px `large`), in the current colour; decorative. */
export function MaskIcon({
  icon,
  large = false,
}: {
  icon: 'heart' | 'heartFilled' | 'eye';
  large?: boolean;
}) {
  return <span className={`${classes.icon} ${classes[icon]}`} data-large={large || undefined} aria-hidden />;
}
