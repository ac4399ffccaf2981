import type { ExerciseRating } from '@atlas/shared/rules/training';
import { useTranslation } from '@/lib/use-translation';
import badge from '@/components/ui/badge.module.css';
import classes from './training.module.css';

/** An exercise's difficulty as a filled badge in its colour (training.module.css: .rating). */
export function RatingBadge({ rating, size = 'md' }: { rating: ExerciseRating; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <span
      className={`${badge.badge} ${classes.rating}`}
      data-size={size === 'md' ? undefined : size}
      data-testid="rating-badge"
      data-rating={rating}
    >
      {t(`ratings.${rating}`)}
    </span>
  );
}
