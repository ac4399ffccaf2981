import { useState } from 'react';
import { Badge, Stack, Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { adminReviewFilters } from '@atlas/shared/contract/reviews';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { AdminListStates } from '@/components/admin/admin-list-states';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useAdminPage, useLastPageGuard } from '@/components/admin/use-admin-page';
import { failureKind } from '@/lib/failure-kind';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  useAdminReviews,
  useModerateReview,
  type ModerationAction,
  type ReviewQueue,
} from '../api/admin-reviews';
import { AdminReviewCard, type CardAction } from './admin-review-card';
import { ModerationSwitch } from './moderation-switch';
import { RejectDialog } from './reject-dialog';

/** The tabs, in the order an admin works through them. */
const queues: readonly ReviewQueue[] = ['pending', 'reported', 'published', 'rejected'];

const isQueue = (value: string | null): value is ReviewQueue =>
  (adminReviewFilters as readonly (string | null)[]).includes(value);

const toasts: Record<ModerationAction['kind'], string> = {
  approve: 'approved',
  reject: 'rejected',
  dismiss: 'dismissed',
  delete: 'deleted',
};

/** /admin/reviews' content: the moderation switch and the queue's tabs (`?tab=`, `?page=`). */
export function ReviewsQueue({ counts }: { counts?: Partial<Record<ReviewQueue, number>> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: ReviewQueue = isQueue(tabParam) ? tabParam : 'pending';
  const { page } = useAdminPage();
  const list = useAdminReviews(tab, page);
  useLastPageGuard(list.isPlaceholderData ? undefined : list.data?.total, ADMIN_REVIEWS_PAGE_SIZE);
  const moderate = useModerateReview();
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  const run = (action: ModerationAction, done?: () => void) =>
    moderate.mutate(action, {
      onSuccess: () => showSuccess(t(`adminReviews.${toasts[action.kind]}`)),
      onError: (error) =>
        showFailure(
          t('adminReviews.actionFailed', { reason: t(`adminReviews.errors.${failureKind(error)}`) }),
        ),
      onSettled: done,
    });

  const onAction = (id: number, action: CardAction) => {
    if (action === 'reject') setRejecting(id);
    else if (action === 'delete') setDeleting(id);
    else run({ kind: action, id });
  };
  const busy = (id: number): CardAction | null =>
    moderate.isPending && moderate.variables.id === id ? moderate.variables.kind : null;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={640}>
        {t('adminReviews.intro')}
      </Text>
      <ModerationSwitch />
      <Tabs
        value={tab}
        onChange={(next) =>
          setParams(() =>
            next && next !== 'pending' ? new URLSearchParams({ tab: next }) : new URLSearchParams(),
          )
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {queues.map((queue) => (
            <Tabs.Tab
              key={queue}
              value={queue}
              data-testid={`reviews-tab-${queue}`}
              rightSection={
                counts?.[queue] ? (
                  <Badge size="sm" variant="filled" color={queue === 'reported' ? 'red' : 'orange'}>
                    {format.number(counts[queue])}
                  </Badge>
                ) : undefined
              }
            >
              {t(`adminReviews.tabs.${queue}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab}>
          <AdminListStates
            list={list}
            isEmpty={(data) => data.items.length === 0}
            testId="admin-reviews"
            errorText={t('adminReviews.loadFailed')}
            loadingLabel={t('adminReviews.loading')}
            emptyText={t(`adminReviews.empty.${tab}`)}
            countKey="adminReviews.count"
            pageSize={ADMIN_REVIEWS_PAGE_SIZE}
            pagesLabel={t('adminReviews.pages')}
          >
            {(data) => (
              <Stack gap="md">
                {data.items.map((review) => (
                  <AdminReviewCard
                    key={review.id}
                    review={review}
                    busy={busy(review.id)}
                    onAction={(action) => onAction(review.id, action)}
                  />
                ))}
              </Stack>
            )}
          </AdminListStates>
        </Tabs.Panel>
      </Tabs>
      <RejectDialog
        opened={rejecting !== null}
        loading={moderate.isPending && moderate.variables.kind === 'reject'}
        onClose={() => setRejecting(null)}
        onReject={(reason) =>
          rejecting !== null && run({ kind: 'reject', id: rejecting, reason }, () => setRejecting(null))
        }
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('adminReviews.deleteTitle')}
        message={t('adminReviews.deleteMessage')}
        confirmLabel={t('adminReviews.delete')}
        loading={moderate.isPending && moderate.variables.kind === 'delete'}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting !== null && run({ kind: 'delete', id: deleting }, () => setDeleting(null))}
      />
    </Stack>
  );
}
