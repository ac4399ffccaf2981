import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { MyReviewDto, OwnReviewDto, ReviewStatus } from '@atlas/shared/contract/reviews';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Link } from '@/lib/link';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useDeleteReview, useMyReview } from '../api/reviews';
import { reviewFailureText } from '../review-failure';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

const statusColor: Record<ReviewStatus, string> = { pending: 'yellow', published: 'teal', rejected: 'red' };

/**
 * The shopper's part of the reviews: 'Write a review' when they may, their own review with its
 * status, edit and delete; a visitor is asked to sign in.
 */
export function MyReview({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const mine = useMyReview(productId);
  const [writing, setWriting] = useState(false);

  if (!isLoggedIn) {
    const back = encodeURIComponent(`/products/${productId}#reviews`);
    return (
      <Group gap="sm" data-testid="review-sign-in">
        <Text size="sm">{t('reviews.signInToReview')}</Text>
        <Button component={Link} to={`/login?returnUrl=${back}`} variant="light" size="xs">
          {t('reviews.signIn')}
        </Button>
      </Group>
    );
  }
  if (!mine.data) return null; // loading, or failed: the reviews still show
  const data = mine.data;

  const done = (saved: OwnReviewDto) => {
    setWriting(false);
    showToast({
      message: t(saved.status === 'published' ? 'reviews.published' : 'reviews.submitted'),
      color: 'green',
      withBorder: true,
    });
  };
  if (writing)
    return (
      <Paper withBorder radius="lg" p="lg">
        <ReviewForm
          productId={productId}
          mine={data}
          editing={data.review}
          onDone={done}
          onCancel={() => setWriting(false)}
        />
      </Paper>
    );
  if (data.review)
    return (
      <OwnReview review={data.review} mine={data} productId={productId} onEdit={() => setWriting(true)} />
    );
  if (data.canReview)
    return (
      <Button
        w="fit-content"
        leftSection={<IconPencil size={18} aria-hidden />}
        onClick={() => setWriting(true)}
        data-testid="review-write"
      >
        {t('reviews.write')}
      </Button>
    );
  if (data.refusal === 'not-delivered' || data.refusal === 'cancelled')
    return (
      <Text size="sm" c="dimmed" data-testid="review-refusal">
        {t(`reviews.cannotReview.${data.refusal}`)}
      </Text>
    );
  return null;
}

function OwnReview({
  review,
  mine,
  productId,
  onEdit,
}: {
  review: OwnReviewDto;
  mine: MyReviewDto;
  productId: number;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteReview(productId);
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="my-review" data-status={review.status}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Text fw={700}>{t('reviews.mine')}</Text>
          <Badge color={statusColor[review.status]} variant="light" data-testid="my-review-status">
            {t(`reviews.status.${review.status}`)}
          </Badge>
        </Group>
        {review.status === 'pending' && mine.moderation && (
          <Text size="sm" c="dimmed">
            {t('reviews.pendingHint')}
          </Text>
        )}
        {review.status === 'rejected' && review.rejectionReason && (
          <Alert color="red" variant="light" data-testid="my-review-reason">
            {t('reviews.rejectedReason', { reason: review.rejectionReason })}
          </Alert>
        )}
        {/* a published review shows in the list below; one waiting or rejected only here */}
        {review.status !== 'published' && (
          <ReviewItem review={review} own onHelpful={() => undefined} onReport={() => undefined} />
        )}
        {/* edit and delete alike in shape to other actions; a review's own words */}
        <Group gap="sm">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={onEdit}
            data-testid="my-review-edit"
          >
            {t('reviews.edit')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
            data-testid="my-review-delete"
          >
            {t('reviews.delete')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('reviews.deleteTitle')}
        message={t('reviews.deleteMessage')}
        confirmLabel={t('reviews.deleteConfirm')}
        cancelLabel={t('reviews.cancel')}
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              showToast({ message: t('reviews.deleted'), color: 'green', withBorder: true });
            },
            onError: (error) => {
              setConfirming(false);
              showToast({
                message: t('reviews.deleteFailed', { reason: reviewFailureText(t, error) }),
                color: 'red',
                withBorder: true,
              });
            },
          })
        }
      />
    </Paper>
  );
}
