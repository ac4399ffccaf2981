import { useState } from 'react';
import { Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { reviewSorts } from '@atlas/shared/contract/reviews';
import { Link } from '@/lib/link';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { useHelpfulVote, useMyReview, useProductReviews, type ReviewSort } from '../api/reviews';
import { MyReview } from './my-review';
import { ReportDialog } from './report-dialog';
import { ReviewItem } from './review-item';
import { ReviewList } from './review-list';
import { ReviewSummary } from './review-summary';

/** The product page's reviews: the summary, the shopper's own review or form, and the list. */
export function ReviewsSection({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const list = useProductReviews(productId, sort);
  const mine = useMyReview(productId);
  const helpful = useHelpfulVote(productId);
  const [reporting, setReporting] = useState<number | null>(null);
  const [askSignIn, setAskSignIn] = useState<number | null>(null);
  const pages = list.data?.pages ?? [];
  const summary = pages[0]?.summary;
  const ownId = mine.data?.review?.id;

  return (
    <section aria-labelledby="reviews-title" data-testid="reviews-section">
      <Stack gap="lg">
        <Title order={2} size="h3" id="reviews-title" tt="uppercase">
          {t('reviews.title')}
        </Title>
        {summary && summary.count > 0 && <ReviewSummary summary={summary} />}
        <MyReview productId={productId} />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            {(summary?.count ?? 0) > 1 && (
              <Group justify="flex-end">
                <NativeSelect
                  label={t('reviews.sortBy')}
                  data={reviewSorts.map((s) => ({ value: s, label: t(`reviews.sort.${s}`) }))}
                  value={sort}
                  onChange={(e) => setSort(e.currentTarget.value as ReviewSort)}
                  data-testid="reviews-sort"
                />
              </Group>
            )}
            <ReviewList
              query={{
                isPending: list.isPending,
                isError: list.isError,
                reviews: pages.flatMap((p) => p.items),
                total: pages.at(-1)?.total ?? 0,
                hasNextPage: list.hasNextPage,
                isFetchingNextPage: list.isFetchingNextPage,
                fetchNextPage: list.fetchNextPage,
                refetch: list.refetch,
              }}
              renderReview={(review) => (
                <>
                  <ReviewItem
                    review={review}
                    own={review.id === ownId}
                    helpfulBusy={helpful.isPending && helpful.variables.reviewId === review.id}
                    onHelpful={() => {
                      if (!isLoggedIn) return setAskSignIn(review.id);
                      helpful.mutate({ reviewId: review.id, helpful: !review.votedHelpful });
                    }}
                    onReport={() => setReporting(review.id)}
                  />
                  {askSignIn === review.id && !isLoggedIn && (
                    <Text size="sm" mt={6} role="alert" data-testid="review-helpful-sign-in">
                      {t('reviews.helpfulSignIn')}{' '}
                      <Link to={`/login?returnUrl=${encodeURIComponent(`/products/${productId}#reviews`)}`}>
                        {t('reviews.signIn')}
                      </Link>
                    </Text>
                  )}
                  {helpful.isError && helpful.variables.reviewId === review.id && (
                    <Text size="sm" mt={6} c="red" role="alert">
                      {t('reviews.helpfulFailed')}
                    </Text>
                  )}
                </>
              )}
            />
          </Stack>
        </Paper>
      </Stack>
      <ReportDialog reviewId={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}
