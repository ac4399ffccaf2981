import { Anchor, Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconFlagOff, IconTrash, IconX } from '@tabler/icons-react';
import type { AdminReviewDto, ReviewStatus } from '@atlas/shared/contract/reviews';
import { Stars } from '@/components/ui/rating-stars';
import { ReviewContent } from '@/components/ui/review-content';
import { useFormat } from '@/lib/format';
import { Link } from '@/lib/link';
import { useTranslation } from '@/lib/use-translation';
import classes from './admin-reviews.module.css';

const statusColor: Record<ReviewStatus, string> = { pending: 'yellow', published: 'teal', rejected: 'red' };

export type CardAction = 'approve' | 'reject' | 'dismiss' | 'delete';

/** One review in the queue: product, author, rating, text, photo and reports, with its actions. */
export function AdminReviewCard({
  review,
  busy,
  onAction,
}: {
  review: AdminReviewDto;
  /** The action under way on this review, if any. */
  busy: CardAction | null;
  onAction: (action: CardAction) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const author = review.author;
  const stars = t('reviews.starsN', { count: review.rating, n: format.number(review.rating) });
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="admin-review" data-review-id={review.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Anchor
              component={Link}
              to={`/products/${review.productId}`}
              fw={700}
              data-testid="admin-review-product"
            >
              {review.productName}
            </Anchor>
            <Text size="sm" c="dimmed">
              <bdi>{author}</bdi> · <bdi>{review.authorEmail}</bdi> · {format.date(review.createdAt)}
              {review.flavorLabel && (
                <>
                  {' · '}
                  <bdi>{review.flavorLabel}</bdi>
                </>
              )}
            </Text>
          </Stack>
          <Badge color={statusColor[review.status]} variant="light" data-testid="admin-review-status">
            {t(`adminReviews.status.${review.status}`)}
          </Badge>
        </Group>
        <Stars value={review.rating} label={stars} />
        <ReviewContent review={review} photoAlt={t('adminReviews.photoAlt')} />
        {review.status === 'rejected' && review.rejectionReason && (
          <Text size="sm" c="red.8">
            {t('adminReviews.rejectedBecause', { reason: review.rejectionReason })}
          </Text>
        )}
        {review.reports.length > 0 && (
          <div className={classes.reports} data-testid="admin-review-reports">
            <Text size="sm" fw={700}>
              {t('adminReviews.reports', {
                count: review.reports.length,
                n: format.number(review.reports.length),
              })}
            </Text>
            <List size="sm" spacing={4} mt={4}>
              {review.reports.map((report, i) => (
                <List.Item key={i}>
                  <b>{t(`reviews.reasons.${report.reason}`)}</b>
                  {report.note && <> — {report.note}</>}{' '}
                  <Text span size="xs" c="dimmed">
                    (<bdi>{report.reporterEmail ?? t('adminReviews.visitor')}</bdi>, {format.date(report.at)})
                  </Text>
                </List.Item>
              ))}
            </List>
          </div>
        )}
        <Group gap="xs">
          {review.status !== 'published' && (
            <Button
              size="xs"
              color="teal"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={busy === 'approve'}
              disabled={busy !== null}
              onClick={() => onAction('approve')}
              aria-label={t('adminReviews.approveOf', { author })}
              data-testid="admin-review-approve"
            >
              {t('adminReviews.approve')}
            </Button>
          )}
          {review.status !== 'rejected' && (
            <Button
              size="xs"
              variant="light"
              color="orange"
              leftSection={<IconX size={16} aria-hidden />}
              disabled={busy !== null}
              onClick={() => onAction('reject')}
              aria-label={t('adminReviews.rejectOf', { author })}
              data-testid="admin-review-reject"
            >
              {t('adminReviews.reject')}
            </Button>
          )}
          {review.reports.length > 0 && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFlagOff size={16} aria-hidden />}
              loading={busy === 'dismiss'}
              disabled={busy !== null}
              onClick={() => onAction('dismiss')}
              data-testid="admin-review-dismiss"
            >
              {t('adminReviews.dismiss')}
            </Button>
          )}
          {/* a small red button alike in shape to the zone card's and my review's; each its own action and words */}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={busy !== null}
            onClick={() => onAction('delete')}
            aria-label={t('adminReviews.deleteOf', { author })}
            data-testid="admin-review-delete"
          >
            {t('adminReviews.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
