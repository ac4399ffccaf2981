import { useState } from 'react';
import type { UserRole } from '@atlas/shared/contract/admin-users';
import type { UserDto } from '@atlas/shared/contract/users';
import { AdminListStates } from '@/components/admin/admin-list-states';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { useAdminPage } from '@/components/admin/use-admin-page';
import { useAdminSearch } from '@/components/admin/use-admin-search';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { USERS_PAGE_SIZE, useChangeRole, useDeleteUser, useUserList } from '../api/users';
import { loadFailureKey, writeFailureKey } from '../user-display';
import { UserDetailsModal } from './user-details-modal';
import { UserTable } from './user-table';

/**
 * The Users Management list: one page of accounts filtered by the header search, role changes
 * and deletions behind their confirmations, and the details modal.
 */
export function UserList() {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const { type, query } = useAdminSearch('users');
  const { page } = useAdminPage();
  const list = useUserList({ page, type, query });
  const changeRole = useChangeRole();
  const deleteUser = useDeleteUser();

  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [roleChange, setRoleChange] = useState<{ user: UserDto; role: UserRole } | null>(null);
  const [deleting, setDeleting] = useState<UserDto | null>(null);

  // Declining reloads the list so every radio shows the stored role again.
  const declineRoleChange = () => {
    setRoleChange(null);
    void list.refetch();
  };

  const confirmRoleChange = () => {
    if (!roleChange) return;
    changeRole.mutate(
      { id: roleChange.user.id, role: roleChange.role },
      {
        onSuccess: () => showSuccess(t('adminUsers.roleUpdated')),
        onError: (error) => showFailure(t(writeFailureKey(error, 'role'))),
        onSettled: () => setRoleChange(null),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    deleteUser.mutate(deleting.id, {
      onSuccess: () => showSuccess(t('adminUsers.deleted')),
      onError: (error) => showFailure(t(writeFailureKey(error, 'delete'))),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <AdminListStates
        list={list}
        isEmpty={(data) => data.users.length === 0}
        testId="users"
        errorText={t('adminUsers.loadError', { message: t(loadFailureKey(list.error)) })}
        retryLabel={t('adminUsers.retry')}
        loadingLabel={t('adminUsers.loading')}
        emptyText={t(query ? 'adminUsers.noMatches' : 'adminUsers.empty')}
        countKey="adminUsers.count"
        pageSize={USERS_PAGE_SIZE}
        pagesLabel={t('adminUsers.pagination')}
      >
        {({ users }) => (
          <UserTable
            users={users}
            currentUserId={me?.id ?? null}
            roleShown={(user) => (roleChange?.user.id === user.id ? roleChange.role : user.role)}
            onView={(user) => setDetailsId(user.id)}
            onRoleChange={(user, role) => {
              if (role !== user.role) setRoleChange({ user, role });
            }}
            onDelete={setDeleting}
          />
        )}
      </AdminListStates>
      <ConfirmDialog
        opened={roleChange !== null}
        title={t('adminUsers.changeRole.title')}
        message={
          roleChange
            ? t('adminUsers.changeRole.message', {
                email: roleChange.user.email,
                role: t(`adminUsers.roles.${roleChange.role}`),
              })
            : ''
        }
        confirmLabel={t('adminUsers.changeRole.confirm')}
        color={roleChange?.role === 'admin' ? 'grape' : 'blue'}
        loading={changeRole.isPending}
        onConfirm={confirmRoleChange}
        onClose={declineRoleChange}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('adminUsers.delete.title')}
        message={deleting ? t('adminUsers.delete.message', { email: deleting.email }) : ''}
        confirmLabel={t('adminUsers.delete.confirm')}
        loading={deleteUser.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
      <UserDetailsModal userId={detailsId} onClose={() => setDetailsId(null)} />
    </>
  );
}
