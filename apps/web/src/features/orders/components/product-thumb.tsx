import { useState } from 'react';
import { IconPhotoOff } from '@tabler/icons-react';
import classes from './order-card.module.css';
import { Picture } from '@/components/ui/picture';

/** A line's product image; a placeholder when it is missing or fails to load. */
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
    // an image alike in shape to the review photo's; an order line's thumbnail
    <Picture
      className={classes.thumb}
      src={src}
      width={56}
      height={56}
      sizes="56px"
      onError={() => setFailed(true)}
    />
  );
}
