import { useState } from 'react';
import { IconPhotoOff } from '@tabler/icons-react';
import classes from './order-card.module.css';

/** A line's product image; a placeholder when it is missing or fails to load (spec 000 §8). */
export function ProductThumb({ src }: { src: string }) {
  const [failed, setFailed] = useState(!src);
  if (failed) {
    return (
      <span className={classes.thumbPlaceholder} data-testid="order-item-placeholder">
        <IconPhotoOff size={22} aria-hidden />
      </span>
    );
  }
  return (
    <img
      className={classes.thumb}
      src={src}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
