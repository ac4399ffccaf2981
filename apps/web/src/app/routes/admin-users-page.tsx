import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import { AdminPage } from '@/components/admin/admin-page';
import { useTranslation } from '@/lib/use-translation';
import { UserList } from '@/features/admin-users/components/user-list';

/** /admin/users: Users Management. */
export default function AdminUsersPage() {
  const { t } = useTranslation();
  // a link button alike in shape to others; this one adds a user
  return (
    <AdminPage
      title={t('adminUsers.title')}
      actions={
        <Button
          component={Link}
          to="/admin/users/new"
          leftSection={<IconUserPlus size={18} aria-hidden />}
          data-testid="add-user"
        >
          {t('adminUsers.add')}
        </Button>
      }
    >
      <UserList />
    </AdminPage>
  );
}
