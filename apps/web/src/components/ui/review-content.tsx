import { Text } from '@mantine/core';
import type { Language } from '@atlas/shared/rules/locale';
import { textDirection } from '@atlas/shared/rules/locale';
import classes from './review-content.module.css';

export const reviewPhotoClass = classes.photo;

/**
 * A review's title, text and photo. The words keep the language they were written in, with that
 * language's direction, whatever the page's language; the photo loads lazily at a fixed size and
 * opens whole in a new tab.
 */
export function ReviewContent({
  review,
  photoAlt,
}: {
  review: { lang: Language; title: string; text: string; photo: string | null };
  photoAlt: string;
}) {
  return (
    <>
      <div lang={review.lang} dir={textDirection[review.lang]} data-testid="review-content">
        <Text fw={700} className={classes.text} data-testid="review-title">
          {review.title}
        </Text>
        <Text size="sm" mt={4} className={classes.text} data-testid="review-text">
          {review.text}
        </Text>
      </div>
      {review.photo && (
        <a href={review.photo} target="_blank" rel="noreferrer" className={classes.photoLink}>
          <img
            src={review.photo}
            alt={photoAlt}
            width={120}
            height={120}
            loading="lazy"
            decoding="async"
            className={classes.photo}
            data-testid="review-photo"
          />
        </a>
      )}
    </>
  );
}
