import { useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { AdminTrainerDto } from '@atlas/shared/contract/admin-trainers';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { useAdminSearch } from '@/components/admin/use-admin-search';
import { PageLinks } from '@/components/ui/page-links';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useTranslation } from '@/lib/use-translation';
import { useAdminTrainers, useDeleteTrainer } from '../api/admin-trainers';
import { failureText, isSessionExpired, localized, pageParam, TRAINERS_PAGE_SIZE } from '../trainer-form';
import { EditTrainerModal } from './edit-trainer-modal';
import { TrainerTable } from './trainer-table';

/**
 * Trainer Management's list (spec 001 §2.7, §8): one page of trainers filtered by the header
 * search, the edit modal, and deletion behind its confirmation.
 */
export function TrainerList() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = useFormat();
  const { type, query } = useAdminSearch('trainers');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParam(searchParams.get('page'));
  const list = useAdminTrainers({ page, type, query });
  const remove = useDeleteTrainer();
  const [editing, setEditing] = useState<AdminTrainerDto | null>(null);
  const [deleting, setDeleting] = useState<AdminTrainerDto | null>(null);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / TRAINERS_PAGE_SIZE));
  const pageGone = list.data !== undefined && !list.isPlaceholderData && page > pages;

  // the last trainer of the last page deleted (or a stale link): go to the last page there is
  useEffect(() => {
    if (!pageGone) return;
    setSearchParams(
      (params) => {
        if (pages === 1) params.delete('page');
        else params.set('page', String(pages));
        return params;
      },
      { replace: true },
    );
  }, [pageGone, pages, setSearchParams]);

  const hrefFor = (n: number) => {
    const next = new URLSearchParams(searchParams);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    const qs = next.toString();
    return qs ? `?${qs}` : '?';
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => showSuccess(t('adminTrainers.deleted')),
      onError: (error) => {
        if (!isSessionExpired(error))
          showFailure(t('adminTrainers.deleteFailed', { message: failureText(t, error) }));
      },
      onSettled: () => setDeleting(null),
    });
  };

  let content;
  if (list.isError && !list.data) {
    content = (
      <Alert color="red" role="alert" data-testid="trainers-error">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('adminTrainers.loadFailed')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            {t('adminCommon.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!list.data) {
    content = (
      <Center py="xl">
        <Loader aria-label={t('adminTrainers.loading')} />
      </Center>
    );
  } else if (list.data.items.length === 0) {
    content = (
      <Text c="dimmed" data-testid="trainers-empty">
        {t('adminTrainers.empty')}
      </Text>
    );
  } else {
    content = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('adminTrainers.count', { count: total, n: format.number(total) })}
        </Text>
        <TrainerTable trainers={list.data.items} onEdit={setEditing} onDelete={setDeleting} />
        {pages > 1 && (
          <Group justify="center">
            <PageLinks
              current={Math.min(page, pages)}
              total={pages}
              hrefFor={hrefFor}
              label={t('adminTrainers.pagination')}
              previousLabel={t('shop.previousPage')}
              nextLabel={t('shop.nextPage')}
              pageLabel={(n) => t('shop.pageN', { n: format.number(n) })}
              formatPage={(n) => format.number(n)}
              testId="trainers-pages"
            />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <>
      {content}
      <EditTrainerModal trainer={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={
          deleting
            ? t('adminTrainers.delete.title', { name: localized(language, deleting.name, deleting.nameAr) })
            : ''
        }
        message={t('adminTrainers.delete.message')}
        confirmLabel={t('adminTrainers.delete.confirm')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
