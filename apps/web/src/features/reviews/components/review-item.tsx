import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconFlag, IconThumbUp } from '@tabler/icons-react';
import type { ReviewDto } from '@atlas/shared/contract/reviews';
import { Stars } from '@/components/ui/rating-stars';
import { ReviewContent } from '@/components/ui/review-content';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

/**
 * One published review. Its title and text keep the language they were written in, with that
 * language's direction, whatever the page's language.
 */
export function ReviewItem({
  review,
  own = false,
  onHelpful,
  helpfulBusy = false,
  onReport,
}: {
  review: ReviewDto;
  /** The signed-in shopper's own review: no vote, no report. */
  own?: boolean;
  onHelpful: () => void;
  helpfulBusy?: boolean;
  onReport: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const starsLabel = t('reviews.starsN', { count: review.rating, n: format.number(review.rating) });
  return (
    <Stack gap={8} component="article" data-testid="review" data-review-id={review.id}>
      <Group gap="sm" wrap="wrap">
        <Stars value={review.rating} label={starsLabel} />
        {review.verifiedBuyer && (
          <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
            {t('reviews.verifiedBuyer')}
          </Badge>
        )}
      </Group>
      <ReviewContent review={review} photoAlt={t('reviews.photoAlt', { author: review.author })} />
      <Text size="xs" c="dimmed" data-testid="review-meta">
        <bdi>{review.author}</bdi> · {format.date(review.createdAt)}
        {review.editedAt && <> · {t('reviews.edited')}</>}
        {review.flavorLabel && (
          <>
            {' · '}
            {t('reviews.flavor')}: <bdi>{review.flavorLabel}</bdi>
          </>
        )}
      </Text>
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant={review.votedHelpful ? 'light' : 'subtle'}
          color={review.votedHelpful ? 'teal' : 'gray'}
          leftSection={<IconThumbUp size={16} aria-hidden />}
          onClick={onHelpful}
          disabled={own}
          loading={helpfulBusy}
          aria-pressed={own ? undefined : review.votedHelpful}
          data-testid="review-helpful"
        >
          {t(own ? 'reviews.helpfulOwn' : 'reviews.helpful', { n: format.number(review.helpfulCount) })}
        </Button>
        {!own && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            leftSection={<IconFlag size={16} aria-hidden />}
            onClick={onReport}
            data-testid="review-report"
          >
            {t('reviews.report')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
