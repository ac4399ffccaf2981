import { useId, useState } from 'react';
import { StarIcon } from '@/components/ui/rating-stars';
import { useFormat } from '@/lib/format';
import { MAX_RATING } from '@atlas/shared/rules/reviews';
import { useTranslation } from '@/lib/use-translation';
import classes from './reviews.module.css';

/**
 * A 1–5 rating as five native radio buttons drawn as stars: arrow keys move between them (in the
 * page's direction), Space chooses, and a screen reader reads '4 stars, 4 of 5'.
 */
export function StarInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = useId();
  const [hover, setHover] = useState(0);
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={classes.starInput}
      aria-describedby={error ? errorId : undefined}
      data-testid="review-rating-input"
    >
      <legend className={classes.starLegend}>{label}</legend>
      <div className={classes.starChoices} onPointerLeave={() => setHover(0)}>
        {Array.from({ length: MAX_RATING }, (_, i) => i + 1).map((n) => (
          <label key={n} className={classes.starChoice} onPointerEnter={() => setHover(n)}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={t('reviews.starsN', { count: n, n: format.number(n) })}
              data-testid={`review-rating-${n}`}
            />
            <span className={classes.starBox} data-on={(hover || value) >= n || undefined} aria-hidden>
              <StarIcon size={30} />
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={classes.fieldError} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
