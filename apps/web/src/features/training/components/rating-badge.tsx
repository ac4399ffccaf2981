import { Badge } from '@mantine/core';
import type { ExerciseRating } from '@atlas/shared/rules/training';
import { useTranslation } from '@/lib/use-translation';

// easy green, medium yellow, difficult red, in shades that keep their text readable
const colors: Record<ExerciseRating, { color: string; c?: string }> = {
  easy: { color: 'teal.7' },
  medium: { color: 'yellow.4', c: 'dark.8' },
  difficult: { color: 'red.7' },
};

export function RatingBadge({ rating, size = 'md' }: { rating: ExerciseRating; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const { color, c } = colors[rating];
  return (
    <Badge
      color={color}
      c={c}
      variant="filled"
      size={size}
      style={{ flex: 'none' }}
      data-testid="rating-badge"
      data-rating={rating}
    >
      {t(`ratings.${rating}`)}
    </Badge>
  );
}
