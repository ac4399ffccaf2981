import type { ReactNode } from 'react';
import { Alert, Button, Center, Divider, Stack, Text } from '@mantine/core';
import { Spinner } from '@/components/ui/spinner';
import { IconMessageCircle } from '@tabler/icons-react';
import type { ReviewDto } from '@atlas/shared/contract/reviews';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

/** What the list needs of its query (TanStack Query's infinite result fits). */
export interface ReviewListQuery {
  isPending: boolean;
  isError: boolean;
  reviews: ReviewDto[];
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * The published reviews' states: loading, failed (with a retry), none yet, or the reviews with
 * 'Show more' while there are more.
 */
export function ReviewList({
  query,
  renderReview,
}: {
  query: ReviewListQuery;
  renderReview: (r: ReviewDto) => ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (query.isPending)
    return (
      <Center py="xl" data-testid="reviews-loading">
        <Spinner label={t('reviews.loading')} />
      </Center>
    );
  if (query.isError && query.reviews.length === 0)
    return (
      <Alert color="red" role="alert" data-testid="reviews-error">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('reviews.loadFailed')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('reviews.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (query.reviews.length === 0)
    return (
      <Stack align="center" gap={4} py="lg" data-testid="reviews-empty">
        <IconMessageCircle size={36} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text fw={700}>{t('reviews.emptyTitle')}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('reviews.emptyText')}
        </Text>
      </Stack>
    );
  return (
    <Stack gap="md" data-testid="reviews-list">
      {query.reviews.map((review, i) => (
        <div key={review.id}>
          {i > 0 && <Divider mb="md" />}
          {renderReview(review)}
        </div>
      ))}
      <Stack align="center" gap={6}>
        <Text size="xs" c="dimmed" aria-live="polite">
          {t('reviews.shownOf', {
            shown: format.number(query.reviews.length),
            total: format.number(query.total),
          })}
        </Text>
        {query.hasNextPage && (
          <Button
            variant="light"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            data-testid="reviews-more"
          >
            {t('reviews.showMore')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
