import type { CSSProperties } from 'react';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { MAX_RATING } from '@atlas/shared/rules/reviews';
import { roundRating, starFillPercent } from './rating';
import classes from './rating-stars.module.css';

// the same star as the mask of `.stars` in rating-stars.module.css
const STAR_PATH =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55-4.76-4.64 6.58-.96z';

/** One star in the current colour (decorative). */
export function StarIcon({ size }: { size: number }) {
  return (
    <svg className={classes.star} width={size} height={size} viewBox="0 0 24 24" aria-hidden>
      <path d={STAR_PATH} fill="currentColor" />
    </svg>
  );
}

/**
 * Five stars filled to `value` (0–5), from the start side in either direction: one element, the
 * stars cut out of its background by a mask (a row of ten SVG stars per card was most of a
 * listing's markup). Decorative by itself: give `label` for the accessible text when the stars
 * stand alone.
 */
export function Stars({ value, size = 16, label }: { value: number; size?: number; label?: string }) {
  return (
    <span
      className={classes.stars}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid="stars"
      data-value={roundRating(value)}
      style={{ '--star': `${size}px`, '--fill': `${starFillPercent(value)}%` } as CSSProperties}
    />
  );
}

/** 'Rated 4.3 out of 5, 12 reviews', with the page's digits. */
export function useRatingLabel() {
  const { t } = useTranslation();
  const format = useFormat();
  return (average: number, count: number) =>
    t('reviews.ratedLabel', {
      count,
      average: format.number(roundRating(average), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      n: format.number(count),
      max: format.number(MAX_RATING),
    });
}

/**
 * A product's average and number of reviews: stars, the average and the count, read out as one
 * sentence. Shows nothing without reviews.
 */
export function RatingSummary({
  rating,
  size = 16,
}: {
  rating: { average: number; count: number } | undefined;
  size?: number;
}) {
  const format = useFormat();
  const label = useRatingLabel();
  if (!rating || rating.count === 0) return null;
  return (
    <span
      className={classes.summary}
      role="img"
      aria-label={label(rating.average, rating.count)}
      data-testid="rating-summary"
    >
      <Stars value={rating.average} size={size} />
      <span className={classes.average} aria-hidden>
        {format.number(roundRating(rating.average), { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      </span>
      <span className={classes.count} aria-hidden>
        ({format.number(rating.count)})
      </span>
    </span>
  );
}
