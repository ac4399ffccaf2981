import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { UserRole } from '@atlas/shared/contract/admin-users';
import type { UserDto } from '@atlas/shared/contract/users';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { useAdminSearch } from '@/components/admin/use-admin-search';
import { PageLinks } from '@/components/ui/page-links';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { USERS_PAGE_SIZE, useChangeRole, useDeleteUser, useUserList } from '../api/users';
import { loadFailureKey, pageParam, writeFailureKey } from '../user-display';
import { UserDetailsModal } from './user-details-modal';
import { UserTable } from './user-table';

/**
 * The Users Management list: one page of accounts filtered by the header search, role changes
 * and deletions behind their confirmations (spec 001 §2.5, §4, §8), and the details modal.
 */
export function UserList() {
  const { t } = useTranslation();
  const format = useFormat();
  const { user: me } = useSession();
  const { type, query } = useAdminSearch('users');
  const [searchParams] = useSearchParams();
  const page = pageParam(searchParams.get('page'));
  const list = useUserList({ page, type, query });
  const changeRole = useChangeRole();
  const deleteUser = useDeleteUser();

  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [roleChange, setRoleChange] = useState<{ user: UserDto; role: UserRole } | null>(null);
  const [deleting, setDeleting] = useState<UserDto | null>(null);

  const hrefFor = (n: number) => {
    const next = new URLSearchParams(searchParams);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    const qs = next.toString();
    return qs ? `?${qs}` : '?';
  };

  // Declining reloads the list so every radio shows the stored role again (spec 001 §4).
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

  let content;
  if (list.isError && !list.data) {
    content = (
      <Alert color="red" role="alert" data-testid="users-error">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('adminUsers.loadError', { message: t(loadFailureKey(list.error)) })}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            {t('adminUsers.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!list.data) {
    content = (
      <Center py="xl">
        <Loader aria-label={t('adminUsers.loading')} />
      </Center>
    );
  } else if (list.data.users.length === 0) {
    content = (
      <Text c="dimmed" data-testid="users-empty">
        {t(query ? 'adminUsers.noMatches' : 'adminUsers.empty')}
      </Text>
    );
  } else {
    const pages = Math.max(1, Math.ceil(list.data.total / USERS_PAGE_SIZE));
    content = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('adminUsers.count', { count: list.data.total, n: format.number(list.data.total) })}
        </Text>
        <UserTable
          users={list.data.users}
          currentUserId={me?.id ?? null}
          roleShown={(user) => (roleChange?.user.id === user.id ? roleChange.role : user.role)}
          onView={(user) => setDetailsId(user.id)}
          onRoleChange={(user, role) => {
            if (role !== user.role) setRoleChange({ user, role });
          }}
          onDelete={setDeleting}
        />
        {pages > 1 && (
          <Group justify="center">
            <PageLinks
              current={Math.min(page, pages)}
              total={pages}
              hrefFor={hrefFor}
              label={t('adminUsers.pagination')}
              previousLabel={t('shop.previousPage')}
              nextLabel={t('shop.nextPage')}
              pageLabel={(n) => t('shop.pageN', { n: format.number(n) })}
              formatPage={(n) => format.number(n)}
              testId="users-pages"
            />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <>
      {content}
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
