import { Stack, Text } from '@mantine/core';
import type { ReviewSummaryDto } from '@atlas/shared/contract/reviews';
import { MAX_RATING } from '@atlas/shared/rules/reviews';
import { roundRating } from '@/components/ui/rating';
import { StarIcon, Stars, useRatingLabel } from '@/components/ui/rating-stars';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import classes from './reviews.module.css';

/** The average, the count and how many reviews gave each number of stars, 5 first. */
export function ReviewSummary({ summary }: { summary: ReviewSummaryDto }) {
  const { t } = useTranslation();
  const format = useFormat();
  const ratingLabel = useRatingLabel();
  const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  const rows = Array.from({ length: MAX_RATING }, (_, i) => MAX_RATING - i);
  return (
    <div className={classes.summary} data-testid="review-summary">
      <Stack gap={6}>
        <span className={classes.bigAverage} aria-hidden>
          {format.number(roundRating(summary.average), oneDecimal)}
        </span>
        <Stars value={summary.average} size={22} label={ratingLabel(summary.average, summary.count)} />
        <Text size="sm" c="dimmed">
          {t('reviews.basedOn', { count: summary.count, n: format.number(summary.count) })}
        </Text>
      </Stack>
      <ul className={classes.bars} aria-label={t('reviews.distribution')}>
        {rows.map((stars) => {
          const n = summary.distribution[stars as 1 | 2 | 3 | 4 | 5];
          const share = summary.count > 0 ? n / summary.count : 0;
          const percent = format.number(share, { style: 'percent', maximumFractionDigits: 0 });
          return (
            <li
              key={stars}
              className={classes.bar}
              aria-label={t('reviews.distributionRow', {
                count: n,
                n: format.number(n),
                stars: t('reviews.starsN', { count: stars, n: format.number(stars) }),
                percent,
              })}
              data-testid={`review-bar-${stars}`}
            >
              <span className={classes.barStars} aria-hidden>
                {format.number(stars)}
                <StarIcon size={14} />
              </span>
              <span className={classes.barTrack} aria-hidden>
                <span className={classes.barFill} style={{ inlineSize: `${share * 100}%` }} />
              </span>
              <span className={classes.barCount} aria-hidden>
                {format.number(n)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
