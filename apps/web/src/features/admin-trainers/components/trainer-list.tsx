import { useState } from 'react';
import type { AdminTrainerDto } from '@atlas/shared/contract/admin-trainers';
import { AdminListStates } from '@/components/admin/admin-list-states';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { useAdminPage, useLastPageGuard } from '@/components/admin/use-admin-page';
import { useAdminSearch } from '@/components/admin/use-admin-search';
import { useLanguage } from '@/lib/use-language';
import { useTranslation } from '@/lib/use-translation';
import { useAdminTrainers, useDeleteTrainer } from '../api/admin-trainers';
import { failureText, isSessionExpired, localized, TRAINERS_PAGE_SIZE } from '../trainer-form';
import { EditTrainerModal } from './edit-trainer-modal';
import { TrainerTable } from './trainer-table';

/**
 * Trainer Management's list: one page of trainers filtered by the header
 * search, the edit modal, and deletion behind its confirmation.
 */
export function TrainerList() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { type, query } = useAdminSearch('trainers');
  const { page } = useAdminPage();
  const list = useAdminTrainers({ page, type, query });
  const remove = useDeleteTrainer();
  const [editing, setEditing] = useState<AdminTrainerDto | null>(null);
  const [deleting, setDeleting] = useState<AdminTrainerDto | null>(null);
  useLastPageGuard(list.isPlaceholderData ? undefined : list.data?.total, TRAINERS_PAGE_SIZE);

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

  return (
    <>
      <AdminListStates
        list={list}
        isEmpty={(data) => data.items.length === 0}
        testId="trainers"
        errorText={t('adminTrainers.loadFailed')}
        loadingLabel={t('adminTrainers.loading')}
        emptyText={t('adminTrainers.empty')}
        countKey="adminTrainers.count"
        pageSize={TRAINERS_PAGE_SIZE}
        pagesLabel={t('adminTrainers.pagination')}
      >
        {({ items }) => <TrainerTable trainers={items} onEdit={setEditing} onDelete={setDeleting} />}
      </AdminListStates>
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
